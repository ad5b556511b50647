import { ContentError } from "@/lib/store/files";
import { resolvePhoto } from "@/lib/content/photos";
import { CONTENT } from "@/__tests__/support/scratch-content";

/*
 * `npm run dev` runs the photo pipeline again while the team uploads (scripts/dev/dev.mjs): a page
 * asked for in between names a photo the manifest does not list yet. The dev server shows it
 * from the address the pipeline writes it to; a build still refuses it.
 */
const env = process.env as Record<string, string | undefined>;
const photo = { src: "/photos/uploaded-a-moment-ago.jpg", alt: "A hallway after painting" };

describe("a photo not yet through the pipeline", () => {
  const mode = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = mode;
  });

  it("is shown from its own address on the dev server, in a box of a photo's shape", () => {
    env.NODE_ENV = "development";
    const resolved = resolvePhoto(CONTENT, photo, "pages/home.yml", "en.hero.photo");
    expect(resolved).toMatchObject({ kind: "stock", src: photo.src, alt: photo.alt });
    expect(resolved.width / resolved.height).toBeCloseTo(4 / 3);
  });

  it("stops a build, naming the entry and the field", () => {
    env.NODE_ENV = "production";
    expect(() => resolvePhoto(CONTENT, photo, "pages/home.yml", "en.hero.photo")).toThrow(
      ContentError,
    );
    expect(() => resolvePhoto(CONTENT, photo, "pages/home.yml", "en.hero.photo")).toThrow(
      /en\.hero\.photo\.src: \/photos\/uploaded-a-moment-ago\.jpg/,
    );
  });
});
