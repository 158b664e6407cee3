import type { FieldMetadata } from "@conform-to/react";
import type { Language } from "~/i18n/languages";
import type { SiteImage } from "~/modules/media/media";
import type { EditorSeo } from "~/modules/seo/seo-health.server";
import {
  categoryResults,
  categorySubject,
  categoryTextsOf,
  perLanguage,
  postResults,
  postSubject,
  postTextsOf,
  productResults,
  productSubject,
  pagePictureEditors,
  pagePictures,
  productTextsOfForm,
  publicPath,
  singlePicture,
  sitePageSubject,
  type SameTitles,
  type SubjectRef,
} from "~/modules/seo/seo-subjects";
import type { PageSeoTexts } from "~/modules/site-settings/page-seo";
import { LiveSeoChecklist, SeoChecklist } from "./seo-checklist";
import { typedTranslations } from "./translation-groups";
import { textsFromForm } from "~/i18n/translations-form";

/**
 * Each editor's checklist, built from its fields as typed now. A category's picture and a post's cover
 * are chosen in the editor itself, so their alt texts come from the library choices the picker shows;
 * a product's photos are edited on their own page, so the loader counts them.
 */

type Fields = Record<string, FieldMetadata<unknown>>;
const typed = (field: FieldMetadata<unknown> | undefined) => (typeof field?.value === "string" ? field.value.trim() : "");

function chosenPicture(fields: Fields, name: string, images: SiteImage[]) {
  const image = images.find((choice) => choice.id === typed(fields[name]));
  return image ? singlePicture(image.id, image.alt) : singlePicture(null, {});
}

const urlsOf = (origin: string, ref: SubjectRef, slug: string): Record<Language, string> =>
  perLanguage((language) => `${origin}${publicPath(ref, language, slug)}`);

type Props = { fields: Fields; images: SiteImage[]; storedSameTitle: SameTitles; origin: string };

export function CategorySeoChecklist({ id, fields, images, storedSameTitle, origin }: Props & { id: string | null }) {
  const texts = categoryTextsOf(
    textsFromForm(
      { title: typed(fields.titleEn), description: typed(fields.descriptionEn) },
      { title: typed(fields.titleZh), description: typed(fields.descriptionZh) },
      typedTranslations(fields.translations?.value, ["title", "description"]),
    ),
  );
  const picture = chosenPicture(fields, "imageId", images);
  return (
    <LiveSeoChecklist
      results={categoryResults(texts)}
      subjectWith={(sameTitle) =>
        categorySubject(id ?? "", texts, { images: picture.images, imageFix: picture.fix, sameTitle, within: true })
      }
      storedSameTitle={storedSameTitle}
      except={id && `category:${id}`}
      urls={urlsOf(origin, { kind: "category", id: id ?? "" }, typed(fields.slug))}
    />
  );
}

export function PostSeoChecklist({ id, version, fields, images, storedSameTitle, origin }: Props & { id: string | null; version: number }) {
  const texts = postTextsOf(
    textsFromForm(
      { title: typed(fields.titleEn), summary: typed(fields.summaryEn) },
      { title: typed(fields.titleZh), summary: typed(fields.summaryZh) },
      typedTranslations(fields.translations?.value, ["title", "summary"]),
    ),
  );
  const picture = chosenPicture(fields, "coverImageId", images);
  return (
    <LiveSeoChecklist
      results={postResults(texts)}
      subjectWith={(sameTitle) =>
        postSubject(id ?? "new", version, texts, { images: picture.images, imageFix: picture.fix, sameTitle, within: true })
      }
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
    translations: typedTranslations(fields.translations?.value, ["title", "description", "keywords"]),
  });
  return (
    <LiveSeoChecklist
      results={productResults(texts)}
      subjectWith={(sameTitle) =>
        productSubject(id ?? "", texts, { images: seo.pictures.images, imageFix: seo.pictures.fix, sameTitle, within: true })
      }
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
export function SitePageSeoChecklist({
  page,
  pageSeo,
  pictures,
  choices,
  sameTitle,
  origin,
}: {
  page: "home" | "about";
  pageSeo: PageSeoTexts;
  pictures: string[];
  choices: SiteImage[];
  sameTitle: SameTitles;
  origin: string;
}) {
  const library = new Map(choices.map((choice) => [choice.id, choice]));
  const shown = pagePictures(pictures.filter(Boolean), library, pagePictureEditors[page]);
  const subject = sitePageSubject(page, pageSeo, { images: shown.images, imageFix: shown.fix, sameTitle, within: false });
  return <SeoChecklist subject={subject} urls={urlsOf(origin, { kind: "page", id: page }, "")} />;
}
