import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminMediaZh } from "~/i18n/admin-media";
import { adminProductGalleryZh } from "~/i18n/product-gallery";
import { galleryFormSchema } from "~/modules/catalogue/product-gallery-form";
import { altFormValues, flatAltFormValues, MAX_ALT_LENGTH, mediaAltFormSchema, mediaUploadFormSchema } from "./media-form";

const altSchema = mediaAltFormSchema(adminMediaZh);
const uploadSchema = mediaUploadFormSchema(adminMediaZh);

function form(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "qr.jpg", { type: "image/jpeg" });

describe("media alt text form", () => {
  it("trims both languages and keeps an empty one empty", () => {
    const submission = parseWithZod(form({ version: "3", altEn: "  WeChat QR code ", altZh: "" }), { schema: altSchema });
    expect(submission.status === "success" && submission.value).toEqual({
      version: 3,
      altEn: "WeChat QR code",
      altZh: "",
      translations: {},
    });
  });

  it("refuses an alt text over the limit with the Chinese reason next to the field", () => {
    const submission = parseWithZod(form({ version: "1", altEn: "", altZh: "长".repeat(MAX_ALT_LENGTH + 1) }), { schema: altSchema });
    expect(submission.status === "error" && submission.error?.altZh).toEqual([`最多 ${MAX_ALT_LENGTH} 个字符。`]);
  });

  it("keeps the alt texts written in the added languages, trimmed, and leaves out the blank ones so the English shows", () => {
    const submission = parseWithZod(
      form({
        version: "2",
        altEn: "White quartz kitchen island",
        altZh: "",
        "translations.es.alt": " Isla de cocina en cuarzo blanco ",
        "translations.ru.alt": "   ",
        "translations.ar.alt": "جزيرة مطبخ من الكوارتز الأبيض",
      }),
      { schema: altSchema },
    );
    expect(submission.status === "success" && submission.value.translations).toEqual({
      es: { alt: "Isla de cocina en cuarzo blanco" },
      ar: { alt: "جزيرة مطبخ من الكوارتز الأبيض" },
    });
  });

  it("refuses an added language's alt text over the English limit, next to that field", () => {
    const submission = parseWithZod(form({ version: "1", "translations.ar.alt": "ك".repeat(MAX_ALT_LENGTH + 1) }), { schema: altSchema });
    expect(submission.status === "error" && submission.error?.["translations.ar.alt"]).toEqual([`最多 ${MAX_ALT_LENGTH} 个字符。`]);
    const atLimit = parseWithZod(form({ version: "1", "translations.ar.alt": "ك".repeat(MAX_ALT_LENGTH) }), { schema: altSchema });
    expect(atLimit.status).toBe("success");
  });

  it("gives a product photo's alt form the same fields per language", () => {
    const schema = galleryFormSchema(adminProductGalleryZh);
    const photoId = "b3f9c1de-0000-4000-8000-000000000001";
    const saved = parseWithZod(
      form({ intent: "alt", photoId, version: "3", altEn: "Full slab", "translations.ru.alt": "Сляб целиком", "translations.es.alt": "" }),
      { schema },
    );
    expect(saved.status === "success" && saved.value).toEqual({
      intent: "alt",
      photoId,
      version: 3,
      altEn: "Full slab",
      altZh: "",
      translations: { ru: { alt: "Сляб целиком" } },
    });
    const tooLong = parseWithZod(form({ intent: "alt", photoId, version: "3", "translations.es.alt": "a".repeat(MAX_ALT_LENGTH + 1) }), {
      schema,
    });
    expect(tooLong.status === "error" && tooLong.error?.["translations.es.alt"]).toEqual([`最多 ${MAX_ALT_LENGTH} 个字符。`]);
  });

  it("fills the editor with every language, blank where nothing is written, and names each field for a conflict", () => {
    const values = altFormValues({ en: "Showroom", zh: "展厅", ru: "Шоурум" });
    expect(values).toEqual({ altEn: "Showroom", altZh: "展厅", translations: { es: { alt: "" }, ru: { alt: "Шоурум" }, ar: { alt: "" } } });
    expect(flatAltFormValues(values)).toEqual({
      altEn: "Showroom",
      altZh: "展厅",
      "translations.es.alt": "",
      "translations.ru.alt": "Шоурум",
      "translations.ar.alt": "",
    });
  });
});

describe("media upload form", () => {
  it("accepts a new image, and a replacement with the version it replaces", () => {
    expect(parseWithZod(form({ file: image() }), { schema: uploadSchema }).status).toBe("success");
    const replacement = parseWithZod(form({ file: image(), replaces: "b3f9c1de-0000-4000-8000-000000000001", version: "2" }), {
      schema: uploadSchema,
    });
    expect(replacement.status === "success" && replacement.value.version).toBe(2);
  });

  it("asks for a file when none was chosen", () => {
    const submission = parseWithZod(form({ file: new File([], "") }), { schema: uploadSchema });
    expect(submission.status === "error" && submission.error?.file).toEqual(["请选择图片文件。"]);
  });

  it("refuses a replacement that does not name the version it replaces", () => {
    const submission = parseWithZod(form({ file: image(), replaces: "b3f9c1de-0000-4000-8000-000000000001" }), { schema: uploadSchema });
    expect(submission.status).toBe("error");
  });
});
