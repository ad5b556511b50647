import { uploadSizePaths } from "@/public/admin/upload-sizes.mjs";

describe("the CMS's save of a photo replaced by an upload", () => {
  it("drops the stock photo's width and height, wherever the photo is", () => {
    const data = {
      heroPhoto: { src: "/photos/stairwell-after.jpg", width: 1600, height: 1067, alt: "A" },
      detailPhoto: { src: "https://images.unsplash.com/photo-1", width: 1600, height: 1067 },
      pairs: [{ before: { src: "/photos/before.jpg", width: 800, alt: "B" } }],
    };
    expect(uploadSizePaths(data, "/photos")).toEqual([
      ["heroPhoto", "width"],
      ["heroPhoto", "height"],
      ["pairs", 0, "before", "width"],
    ]);
  });

  it("leaves an upload without a size, and a stock photo with one, as they are", () => {
    expect(
      uploadSizePaths(
        {
          photo: { src: "/photos/a.jpg", alt: "A" },
          stock: { src: "https://images.unsplash.com/photo-1", width: 1, height: 1 },
        },
        "/photos/",
      ),
    ).toEqual([]);
  });
});
