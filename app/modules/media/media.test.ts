import { describe, expect, it } from "vitest";
import { baseKeyOfMediaUrl, baseKeyOfVariant, folderOf, isVariantOf, siteImageOf } from "./media";

describe("media keys", () => {
  it("tells an image's variants from those of an image whose base key starts alike", () => {
    expect(isVariantOf("saide/calacatta-960.webp", "saide/calacatta")).toBe(true);
    expect(isVariantOf("saide/calacatta-1600.jpg", "saide/calacatta")).toBe(true);
    expect(isVariantOf("saide/calacatta-gold-960.webp", "saide/calacatta")).toBe(false);
    expect(isVariantOf("saide/calacatta", "saide/calacatta")).toBe(false);
    expect(isVariantOf("saide/calacatta-960.png", "saide/calacatta")).toBe(false);
    expect(isVariantOf("saide/calacatta-750-portrait.avif", "saide/calacatta")).toBe(true);
    expect(isVariantOf("saide/calacatta-1200-share.jpg", "saide/calacatta")).toBe(true);
  });

  it("finds the base key of a variant", () => {
    expect(baseKeyOfVariant("saide/calacatta-gold-1600.jpg")).toBe("saide/calacatta-gold");
    expect(baseKeyOfVariant("library/1f0e-480.webp")).toBe("library/1f0e");
    expect(baseKeyOfVariant("saide/photo.jpg")).toBeNull();
    expect(baseKeyOfVariant("site/hero-1-750-portrait.webp")).toBe("site/hero-1");
    expect(baseKeyOfVariant("site/hero-1-1200-share.jpg")).toBe("site/hero-1");
    expect(baseKeyOfMediaUrl("/media/saide/calacatta-gold-1600.jpg")).toBe("saide/calacatta-gold");
    expect(baseKeyOfMediaUrl("https://cdn.example.com/media/saide/calacatta-gold-1600.jpg")).toBeNull();
    expect(baseKeyOfMediaUrl("/media/saide/photo.jpg")).toBeNull();
  });

  it("names the folder of a base key", () => {
    expect(folderOf("saide/calacatta")).toBe("saide");
    expect(folderOf("library/1f0e")).toBe("library");
    expect(folderOf("loose")).toBe("");
  });

  it("shows the JPEG as src, the WebP widths as srcset, and the alt text in each language written", () => {
    const image = siteImageOf({
      id: "b3f9c1de-0000-4000-8000-000000000001",
      filename: "qr.png",
      width: 960,
      height: 960,
      texts: { en: { alt: "WeChat" }, zh: { alt: "微信" }, ar: { alt: "رمز QR لحساب وي تشات" } },
      variants: [
        { width: 480, height: 480, format: "webp", key: "library/a-480.webp" },
        { width: 960, height: 960, format: "webp", key: "library/a-960.webp" },
        { width: 1200, height: 630, format: "jpeg", key: "library/a-1200-share.jpg", crop: "share" },
        { width: 960, height: 960, format: "jpeg", key: "library/a-960.jpg" },
      ],
    });
    expect(image.src).toBe("/media/library/a-960.jpg");
    expect(image.shareSrc).toBe("/media/library/a-1200-share.jpg");
    expect(image.srcSet).toBe("/media/library/a-480.webp 480w, /media/library/a-960.webp 960w");
    expect(image.alt).toEqual({ en: "WeChat", zh: "微信", ar: "رمز QR لحساب وي تشات" });
  });
});
