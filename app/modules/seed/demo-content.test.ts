import { describe, expect, it } from "vitest";
import { adminCategoriesEn } from "~/i18n/admin-categories";
import { categoryFormSchema } from "~/modules/catalogue/category-form";
import { demoCategories, demoProducts } from "./demo-content";

describe("demo catalogue", () => {
  /** The id generated from an English title (docs/requirements/rules-and-limits.md#generated-product-id). */
  function productId(title: string): string {
    return title
      .toLowerCase()
      .replace(/[&/\\#,+()$~%.'":*?<>{}]/g, "")
      .trim()
      .replace(/\s+/g, "-");
  }

  it("has ids, categories and order numbers the app can rely on", () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(4);
    expect(demoProducts.length).toBeGreaterThanOrEqual(12);
    const categoryIds = new Set(demoCategories.map((category) => category.id));
    for (const product of demoProducts) {
      expect(product.id).toBe(productId(product.titleEn));
      expect(categoryIds).toContain(product.categoryId);
      expect(product.descriptionZh).toHaveLength(product.descriptionEn.length);
    }
    expect(new Set(demoProducts.map((product) => product.id)).size).toBe(demoProducts.length);
    expect(demoProducts.map((product) => product.sortOrder)).toEqual(demoProducts.map((_, index) => index));
    expect(demoProducts.some((product) => !product.homepage)).toBe(true);
    for (const category of demoCategories) {
      expect(demoProducts.some((product) => product.categoryId === category.id && product.homepage)).toBe(true);
      // Links made before slugs named categories by id: the seed's slugs are those ids, so they still work.
      expect(category.slug).toBe(category.id);
      expect(categoryFormSchema(adminCategoriesEn).safeParse({ ...category, visible: true }).success).toBe(true);
    }
  });
});
