import { render, screen } from "@testing-library/react";
import { Photo } from "@/components/photo";
import { type ResolvedPhoto } from "@/lib/schemas/photo";

const upload: ResolvedPhoto = {
  kind: "upload",
  alt: "Cedar deck, stained",
  width: 4032,
  height: 3024,
  file: "/photos/deck.jpg",
  variants: [640, 1280, 1920].map((width) => ({
    width,
    avif: `/photos/deck.0123456789.${width}.avif`,
    webp: `/photos/deck.0123456789.${width}.webp`,
  })),
};

const stock: ResolvedPhoto = {
  kind: "stock",
  alt: "Living room",
  width: 1600,
  height: 1067,
  src: "https://images.unsplash.com/photo-1525909002-1b05e0c869d8",
  file: "https://images.unsplash.com/photo-1525909002-1b05e0c869d8",
};

describe("Photo", () => {
  it("shows an uploaded photo from the pipeline's files: AVIF first, WebP otherwise", () => {
    const { container } = render(<Photo photo={upload} sizes="100vw" />);
    const image = screen.getByRole("img", { name: "Cedar deck, stained" });
    expect(image).toHaveAttribute("width", "4032");
    expect(image).toHaveAttribute("height", "3024");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.getAttribute("srcset")).toBe(
      "/photos/deck.0123456789.640.webp 640w, /photos/deck.0123456789.1280.webp 1280w, /photos/deck.0123456789.1920.webp 1920w",
    );
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute("srcset")).toContain("/photos/deck.0123456789.1280.avif 1280w");
    expect(avif).toHaveAttribute("sizes", "100vw");
    // The full-size copy is for search engines, never what the page asks for.
    expect(container.innerHTML).not.toContain("/photos/deck.jpg");
  });

  it("fetches the page's main upload at once, at high priority", () => {
    render(<Photo photo={upload} sizes="100vw" preload />);
    const image = screen.getByRole("img", { name: "Cedar deck, stained" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("announces the page's main upload in <head>, so the browser asks for it before layout", () => {
    render(<Photo photo={upload} sizes="100vw" preload />);
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute("type", "image/avif");
    expect(link).toHaveAttribute("fetchpriority", "high");
    expect(link).toHaveAttribute("imagesizes", "100vw");
    expect(link?.getAttribute("imagesrcset")).toContain("/photos/deck.0123456789.1280.avif 1280w");
  });

  it.each([upload, stock])(
    "draws a $kind photo in the box that holds its size until the file arrives",
    (photo) => {
      render(<Photo photo={photo} sizes="100vw" className="aspect-[4/3]" />);
      const image = screen.getByRole("img", { name: photo.alt });
      expect(image.closest("div")).toHaveClass("aspect-[4/3]", "bg-brand-100");
    },
  );

  it("leaves a stock photo to next/image's loader", () => {
    render(<Photo photo={stock} sizes="100vw" />);
    const image = screen.getByRole("img", { name: "Living room" });
    expect(image.getAttribute("srcset")).toContain("images.unsplash.com");
    expect(image).toHaveAttribute("width", "1600");
    expect(image.closest("picture")).toBeNull();
  });
});
