import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminAttributesZh } from "~/i18n/admin-attributes";
import { productFormSchema } from "./product-form";
import { attributeOptionFormSchema, attributeOptionFromForm, slugFromLabel } from "./attribute-option-form";

const schema = attributeOptionFormSchema(adminAttributesZh);
const posted = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ kind: "colour", ...fields })) body.set(name, value);
  return parseWithZod(body, { schema });
};

describe("the attribute option form", () => {
  it("makes the slug from the English label when none is typed", () => {
    expect(slugFromLabel("Gold / Brown")).toBe("gold-brown");
    expect(slugFromLabel("  Crème Brûlée ")).toBe("creme-brulee");
    const read = posted({
      labelEn: "Marble look",
      labelZh: "仿大理石",
      "translations.es.label": " Efecto mármol ",
      "translations.ru.label": " ",
    });
    expect(read.status === "success" && attributeOptionFromForm(read.value)).toEqual({
      slug: "marble-look",
      texts: { en: { label: "Marble look" }, zh: { label: "仿大理石" }, es: { label: "Efecto mármol" } },
    });
  });

  it("keeps a typed slug, in lowercase", () => {
    const read = posted({ labelEn: "Gold / Brown", slug: "Gold" });
    expect(read.status === "success" && attributeOptionFromForm(read.value).slug).toBe("gold");
  });

  it("gives the browser the constraints of its fields", () => {
    expect(getZodConstraint(schema)).toMatchObject({ labelEn: { required: true } });
    expect(Object.keys(getZodConstraint(productFormSchema))).toContain("slabSizes[].lengthMm");
  });

  it("asks for the English label, and for a slug when the label has no ASCII letters, in the dashboard's language", () => {
    const missing = posted({ labelZh: "白色" });
    expect(missing.status === "error" && missing.error).toMatchObject({ labelEn: [adminAttributesZh.errors.required] });
    const chineseOnly = posted({ labelEn: "白色" });
    expect(chineseOnly.status === "error" && chineseOnly.error).toMatchObject({ slug: [adminAttributesZh.errors.slugInvalid] });
    const badSlug = posted({ labelEn: "White", slug: "white--snow" });
    expect(badSlug.status === "error" && badSlug.error).toMatchObject({ slug: [adminAttributesZh.errors.slugInvalid] });
  });
});
