import type { SpecLanguage } from "~/i18n/languages";
import { ownTextIn, textIn } from "~/i18n/owner-texts";
import type { ProductFormOutput } from "./product-form";
import { checkProductForm, type ProductFieldError, type ProductServices } from "./product-form.server";
import { toPhoto, type Photo } from "./photo";
import { toStoneAttributes, type StoneAttributes } from "./stone-attributes";

type PreviewPage = {
  title: string;
  description: string[];
  keywords: string[];
  category: { slug: string; title: string; visible: boolean } | null;
  attributes: StoneAttributes;
};
export type ProductPreview = { photo: Photo; pages: Record<SpecLanguage, PreviewPage> };

/** What the public product page will show in each language, with its Chinese-falls-back-to-English rules. */
export async function previewProduct(
  services: ProductServices,
  form: ProductFormOutput,
): Promise<{ status: "ready"; preview: ProductPreview } | ({ status: "invalid" } & ProductFieldError)> {
  const checked = await checkProductForm(services, form);
  if (!checked.ok) return { status: "invalid", field: checked.field, code: checked.code };
  const { input, category, options } = checked;
  const { texts } = input;
  const english: PreviewPage = {
    attributes: toStoneAttributes(input, options, "en"),
    title: texts.en.title,
    description: texts.en.description,
    keywords: texts.en.keywords,
    category: category ? { slug: category.slug, title: category.texts.en.title, visible: category.visible } : null,
  };
  const chinese: PreviewPage = {
    attributes: toStoneAttributes(input, options, "zh"),
    title: textIn(texts, "title", "zh"),
    description: textIn(texts, "description", "zh"),
    keywords: ownTextIn(texts, "keywords", "zh") ?? [],
    category: category ? { slug: category.slug, title: textIn(category.texts, "title", "zh"), visible: category.visible } : null,
  };
  return {
    status: "ready",
    preview: { photo: toPhoto({ photoUrl: input.photoUrl, photoVariants: input.photoVariants }), pages: { en: english, zh: chinese } },
  };
}
