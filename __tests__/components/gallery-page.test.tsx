import { render, screen } from "@testing-library/react";
import { GalleryPage } from "@/components/pages/gallery-page";
import { getGallery } from "@/lib/content";

describe("GalleryPage", () => {
  it("fetches its first photo at once, at high priority, and leaves the others to load near the screen", () => {
    render(<GalleryPage locale="en" />);
    const [first, ...rest] = getGallery("en").map((image) =>
      screen.getByRole("img", { name: image.photo.alt }),
    );
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).not.toHaveAttribute("loading", "lazy");
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).not.toHaveAttribute("fetchpriority");
    }
  });
});
