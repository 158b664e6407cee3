import type { FieldMetadata } from "@conform-to/react";
import type { SpecLanguage } from "~/i18n/language";
import type { SiteImage } from "~/modules/media/media";
import type { TitleOwner } from "~/modules/seo/seo-checklist";
import type { EditorSeo } from "~/modules/seo/seo-health.server";
import {
  categoryResults,
  categorySubject,
  postResults,
  postSubject,
  productResults,
  productSubject,
  pagePictureEditors,
  pagePictures,
  productTextsOfForm,
  publicPath,
  singlePicture,
  sitePageSubject,
  type SubjectRef,
} from "~/modules/seo/seo-subjects";
import type { PageSeoTexts } from "~/modules/site-settings/page-seo";
import { LiveSeoChecklist, SeoChecklist } from "./seo-checklist";

/**
 * Each editor's checklist, built from its fields as typed now. A category's picture and a post's cover
 * are chosen in the editor itself, so their alt texts come from the library choices the picker shows;
 * a product's photos are edited on their own page, so the loader counts them.
 */

type Fields = Record<string, FieldMetadata<unknown>>;
const typed = (field: FieldMetadata<unknown> | undefined) => (typeof field?.value === "string" ? field.value.trim() : "");

function chosenPicture(fields: Fields, name: string, images: SiteImage[]) {
  const image = images.find((choice) => choice.id === typed(fields[name]));
  return image ? singlePicture(image.id, image.alt) : singlePicture(null, { en: null, zh: null });
}

const urlsOf = (origin: string, ref: SubjectRef, slug: string): Record<SpecLanguage, string> => ({
  en: `${origin}${publicPath(ref, "en", slug)}`,
  zh: `${origin}${publicPath(ref, "zh", slug)}`,
});

type Props = { fields: Fields; images: SiteImage[]; storedSameTitle: Record<SpecLanguage, TitleOwner[]>; origin: string };

export function CategorySeoChecklist({ id, fields, images, storedSameTitle, origin }: Props & { id: string | null }) {
  const texts = { titleEn: typed(fields.titleEn), titleZh: typed(fields.titleZh), descriptionEn: typed(fields.descriptionEn), descriptionZh: typed(fields.descriptionZh) };
  const picture = chosenPicture(fields, "imageId", images);
  return (
    <LiveSeoChecklist
      results={categoryResults(texts)}
      subjectWith={(sameTitle) => categorySubject(id ?? "", texts, { images: picture.images, imageFix: picture.fix, sameTitle, within: true })}
      storedSameTitle={storedSameTitle}
      except={id && `category:${id}`}
      urls={urlsOf(origin, { kind: "category", id: id ?? "" }, typed(fields.slug))}
    />
  );
}

export function PostSeoChecklist({ id, version, fields, images, storedSameTitle, origin }: Props & { id: string | null; version: number }) {
  const texts = { titleEn: typed(fields.titleEn), titleZh: typed(fields.titleZh), summaryEn: typed(fields.summaryEn), summaryZh: typed(fields.summaryZh) };
  const picture = chosenPicture(fields, "coverImageId", images);
  return (
    <LiveSeoChecklist
      results={postResults(texts)}
      subjectWith={(sameTitle) => postSubject(id ?? "new", version, texts, { images: picture.images, imageFix: picture.fix, sameTitle, within: true })}
      storedSameTitle={storedSameTitle}
      except={id && `post:${id}`}
      urls={urlsOf(origin, { kind: "post", id: id ?? "", version }, typed(fields.slug))}
    />
  );
}

export function ProductSeoChecklist({ id, fields, seo, origin }: { id: string | null; fields: Fields; seo: EditorSeo; origin: string }) {
  const texts = productTextsOfForm({
    titleEn: typed(fields.titleEn),
    titleZh: typed(fields.titleZh),
    descriptionEn: typed(fields.descriptionEn),
    descriptionZh: typed(fields.descriptionZh),
    keywords: typed(fields.keywords),
    keywordsZh: typed(fields.keywordsZh),
  });
  return (
    <LiveSeoChecklist
      results={productResults(texts)}
      subjectWith={(sameTitle) => productSubject(id ?? "", texts, { images: seo.pictures.images, imageFix: seo.pictures.fix, sameTitle, within: true })}
      storedSameTitle={seo.sameTitle}
      except={id && `product:${id}`}
      urls={urlsOf(origin, { kind: "product", id: id ?? "" }, "")}
    />
  );
}

/**
 * Home's and About's checklist in their own editors: the pictures as chosen now; the search texts as
 * prepared in the search-texts editor, where their fix links lead.
 */
export function SitePageSeoChecklist({ page, pageSeo, pictures, choices, sameTitle, origin }: { page: "home" | "about"; pageSeo: PageSeoTexts; pictures: string[]; choices: SiteImage[]; sameTitle: Record<SpecLanguage, TitleOwner[]>; origin: string }) {
  const library = new Map(choices.map((choice) => [choice.id, choice]));
  const shown = pagePictures(pictures.filter(Boolean), library, pagePictureEditors[page]);
  const subject = sitePageSubject(page, pageSeo, { images: shown.images, imageFix: shown.fix, sameTitle, within: false });
  return <SeoChecklist subject={subject} urls={urlsOf(origin, { kind: "page", id: page }, "")} />;
}
