import { parseContent } from "@/lib/parse-content";
import { GalleryImageSchema, TestimonialSchema } from "@/lib/schemas";
import { uniqueIds } from "@/lib/unique-ids";

const testimonial = { id: "one", quote: "Great work.", author: "Sam P.", rating: 5 };

describe("parseContent", () => {
  it("returns the parsed data when valid", () => {
    expect(
      parseContent("content/testimonials.ts", TestimonialSchema.array(), [testimonial]),
    ).toEqual([testimonial]);
  });

  it("rejects a rating of 6, naming the file, the entry and the field", () => {
    expect(() =>
      parseContent("content/testimonials.ts", TestimonialSchema.array(), [
        testimonial,
        { ...testimonial, id: "two", rating: 6 },
      ]),
    ).toThrow(
      /Invalid content in content\/testimonials\.ts:\n {2}- \[1\] \(id "two"\)\.rating: Too big/,
    );
  });

  it("rejects a fractional rating", () => {
    expect(() =>
      parseContent("content/testimonials.ts", TestimonialSchema, { ...testimonial, rating: 4.5 }),
    ).toThrow(/rating/);
  });

  it("rejects a gallery image without alt text", () => {
    const image = {
      id: "a",
      src: "/photo.jpg",
      alt: " ",
      caption: "Kitchen",
      width: 1200,
      height: 900,
    };
    expect(() => parseContent("content/gallery.ts", GalleryImageSchema.array(), [image])).toThrow(
      /content\/gallery\.ts:\n {2}- \[0\] \(id "a"\)\.alt: must not be empty/,
    );
  });

  it("rejects duplicate ids in a list", () => {
    expect(() =>
      parseContent("content/testimonials.ts", uniqueIds(TestimonialSchema.array()), [
        testimonial,
        testimonial,
      ]),
    ).toThrow(/\[1\] \(id "one"\)\.id: duplicate id "one"/);
  });
});
