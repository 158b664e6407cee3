import type { AltTranslation, MediaTexts, PhotoVariant } from "~/database/schema";
import { translatedLanguages, type SpecLanguage, type TranslatedLanguage, type Translations } from "~/i18n/languages";
import { fieldTexts, ownTextIn, type LanguageTexts } from "~/i18n/owner-texts";
import { textsFromForm } from "~/i18n/translations-form";
import { mediaUrl } from "~/modules/storage/media-url";
import { pictureSourcesOf, type PictureSources } from "./picture-sources";

/**
 * An image's alt text in every language: English and Chinese always (empty where not written), an added language's where the owner
 * wrote it, so `ownerText` gives a page its own or the English.
 */
export type ImageAlt = Record<SpecLanguage, string> & Partial<Record<TranslatedLanguage, string>>;

/** An alt text as its editor's form states it: the English and Chinese fields and the added languages' `translations`. */
export const imageAlt = (en: string, zh: string, translations: Translations<AltTranslation>): ImageAlt =>
  altOfTexts(textsFromForm({ alt: en }, { alt: zh }, translations));

/** A library image's alt texts as pages and its editor read them, from its `texts` (docs/decisions/048-owner-texts-one-shape.md). */
export const altOfTexts = (texts: LanguageTexts<MediaTexts>): ImageAlt => ({
  ...fieldTexts(texts, "alt"),
  zh: ownTextIn(texts, "alt", "zh") ?? "",
});

/** The added languages' alt texts of an `ImageAlt`, as a row's `translations` holds them. */
export const altTranslations = (alt: ImageAlt): Translations<AltTranslation> =>
  Object.fromEntries(translatedLanguages.flatMap((language) => (alt[language] === undefined ? [] : [[language, { alt: alt[language] }]])));

/** The `texts` of a library image whose alt texts its editor states. */
export const textsOfAlt = (alt: ImageAlt): LanguageTexts<MediaTexts> =>
  textsFromForm({ alt: alt.en }, { alt: alt.zh }, altTranslations(alt));

/** An image from the media library as pages show it: the JPEG as `src`, its WebP, AVIF and portrait files as `srcset` lists, alt text per language. */
export type SiteImage = PictureSources & {
  id: string;
  filename: string;
  src: string;
  width: number;
  height: number;
  alt: ImageAlt;
};

type MediaRow = {
  id: string;
  filename: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
  texts: LanguageTexts<MediaTexts>;
};

export function siteImageOf(row: MediaRow): SiteImage {
  const jpeg = row.variants.find((variant) => variant.format === "jpeg" && !variant.crop) ?? row.variants.at(-1);
  return {
    id: row.id,
    filename: row.filename,
    src: jpeg ? mediaUrl(jpeg.key) : "",
    ...pictureSourcesOf(row.variants),
    width: row.width,
    height: row.height,
    alt: altOfTexts(row.texts),
  };
}

const VARIANT_SUFFIX = /^-\d+(-portrait|-share)?\.(webp|jpg|avif)$/;

/** Whether a stored key is one of the variants written under `baseKey` (`<baseKey>-<width>[-portrait|-share].<format>`), and not another image's whose base key merely starts alike. */
export function isVariantOf(key: string, baseKey: string): boolean {
  return key.startsWith(`${baseKey}-`) && VARIANT_SUFFIX.test(key.slice(baseKey.length));
}

/** The base key a variant was stored under, or null for a key not named like a variant. */
export function baseKeyOfVariant(key: string): string | null {
  const match = /^(.+)-\d+(?:-portrait|-share)?\.(webp|jpg|avif)$/.exec(key);
  return match ? match[1]! : null;
}

/** The base key of the library image a photo address (`/media/<base key>-<width>.jpg`) shows, or null for an address elsewhere. */
export function baseKeyOfMediaUrl(url: string): string | null {
  const prefix = mediaUrl("");
  return url.startsWith(prefix) ? baseKeyOfVariant(url.slice(prefix.length)) : null;
}

/** The folder of a base key ("saide" for product photos, "library" for library uploads), so a replacement stays where its users expect it. */
export function folderOf(baseKey: string): string {
  return baseKey.includes("/") ? baseKey.slice(0, baseKey.indexOf("/")) : "";
}

/**
 * One place that uses a library image, with the dashboard page to change it there. `title` is the
 * record's own name (product, category or post title), or the site setting's key, which the page
 * names in its language. `draft` marks a use only in a page's unpublished edit.
 */
export type MediaUse = {
  kind: "product" | "category" | "post" | "roomScene" | "setting";
  id: string;
  title: string;
  path: string;
  draft: boolean;
};
