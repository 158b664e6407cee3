import { describe, expect, it } from "vitest";
import type { PhotoVariant } from "~/database/schema";
import { pictureSourcesOf } from "./picture-sources";

const variant = (width: number, format: PhotoVariant["format"], crop?: PhotoVariant["crop"]): PhotoVariant => ({
  width,
  height: crop === "portrait" ? Math.round((width * 16) / 9) : Math.round((width * 9) / 16),
  format,
  key: `library/a-${width}${crop ? `-${crop}` : ""}.${format === "jpeg" ? "jpg" : format}`,
  ...(crop && { crop }),
});

describe("picture sources", () => {
  it("lists each kind of file narrowest first, portrait crops apart from the landscape picture, and the share picture alone", () => {
    const sources = pictureSourcesOf([
      variant(1600, "webp"),
      variant(480, "webp"),
      variant(1600, "jpeg"),
      variant(1200, "jpeg", "share"),
      variant(480, "avif"),
      variant(750, "webp", "portrait"),
      variant(480, "webp", "portrait"),
      variant(750, "avif", "portrait"),
    ]);
    expect(sources).toEqual({
      srcSet: "/media/library/a-480.webp 480w, /media/library/a-1600.webp 1600w",
      avifSrcSet: "/media/library/a-480.avif 480w",
      portraitSrcSet: "/media/library/a-480-portrait.webp 480w, /media/library/a-750-portrait.webp 750w",
      portraitAvifSrcSet: "/media/library/a-750-portrait.avif 750w",
      shareSrc: "/media/library/a-1200-share.jpg",
    });
  });

  it("names no AVIF, portrait or share file before the background job has made one", () => {
    const sources = pictureSourcesOf([variant(480, "webp"), variant(960, "webp"), variant(960, "jpeg")]);
    expect(sources.avifSrcSet).toBe("");
    expect(sources.portraitSrcSet).toBe("");
    expect(sources.portraitAvifSrcSet).toBe("");
    expect(sources.shareSrc).toBe("");
  });
});
