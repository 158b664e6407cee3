import { describe, expect, it } from "vitest";
import { adminCategoriesZh } from "~/i18n/admin-categories";
import { categoryFormSchema, categoryFormValues, categoryFromForm, categoryLimits } from "./category-form";

const schema = categoryFormSchema(adminCategoriesZh);
const valid = { version: "3", slug: "calacatta-series", titleEn: "Calacatta Series", titleZh: "卡拉卡塔系列", visible: true };

describe("category form", () => {
  it("accepts a slug of lowercase letters, digits and single hyphens", () => {
    for (const slug of ["calacatta", "series-2", "a-b-c"]) expect(schema.safeParse({ ...valid, slug }).success).toBe(true);
  });

  it("refuses a slug with capitals, spaces, other characters or stray hyphens, saying what is allowed", () => {
    for (const slug of ["Calacatta", "calacatta series", "卡拉卡塔", "-calacatta", "calacatta-", "a--b", "a/b", "a?b"]) {
      const parsed = schema.safeParse({ ...valid, slug });
      expect(parsed.success, slug).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(adminCategoriesZh.errors.slugInvalid);
    }
  });

  it("requires both names and limits the lengths", () => {
    expect(schema.safeParse({ ...valid, titleZh: "  " }).error?.issues[0]?.message).toBe(adminCategoriesZh.errors.required);
    expect(schema.safeParse({ ...valid, descriptionEn: "x".repeat(1001) }).error?.issues[0]?.message).toBe(
      adminCategoriesZh.errors.tooLong(1000),
    );
  });

  it("takes an image only by a media library id", () => {
    expect(schema.safeParse({ ...valid, imageId: "../../etc/passwd" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, imageId: "3f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f" }).success).toBe(true);
  });

  it("reads an unticked box as hidden and no image as none, and shows a stored category as it was", () => {
    const parsed = schema.parse({ ...valid, visible: undefined, descriptionZh: " 白色 " });
    const content = categoryFromForm(parsed);
    expect(content).toEqual({
      slug: valid.slug,
      texts: { en: { title: valid.titleEn, description: "" }, zh: { title: valid.titleZh, description: "白色" } },
      visible: false,
      imageId: null,
    });
    expect(categoryFormValues(content)).toMatchObject({
      visible: "",
      imageId: "",
      descriptionZh: "白色",
      translations: { es: { title: "", description: "" } },
    });
  });

  it("keeps the names and descriptions written in the added languages, and leaves the blank ones out", () => {
    const parsed = schema.parse({
      ...valid,
      translations: { es: { title: " Serie Calacatta ", description: "" }, ar: { title: "", description: "" } },
    });
    expect(categoryFromForm(parsed).texts.es).toEqual({ title: "Serie Calacatta" });
    expect(categoryFromForm(parsed).texts.ar).toBeUndefined();
    expect(schema.safeParse({ ...valid, translations: { ru: { title: "К".repeat(categoryLimits.title + 1) } } }).success).toBe(false);
  });
});
