import type { AttributeKind, attributeOptions, categories, media, posts, RichTextDocument, roomScenes } from "~/database/schema";
import type { Translations } from "~/i18n/languages";
import { textsFromForm } from "~/i18n/translations-form";
import type { AttributeOptionContent } from "~/modules/catalogue/attribute-option-form";
import type { CategoryContent } from "~/modules/catalogue/category-form";
import type { PostContent } from "~/modules/news/news";

/**
 * Rows of categories, list options, posts, library images and room scenes as tests write them: the English and Chinese
 * texts by name and the added languages' `translations`, made into the row's `texts` (docs/decisions/048-owner-texts-one-shape.md).
 */

type Described<Fields> = { translations?: Translations<Fields> };
type Insert<Table extends { $inferInsert: object }> = Omit<Table["$inferInsert"], "texts">;

export function categoryRow({
  titleEn,
  titleZh = "",
  descriptionEn = "",
  descriptionZh = "",
  translations = {},
  ...row
}: Insert<typeof categories> & { titleEn: string; titleZh?: string; descriptionEn?: string; descriptionZh?: string } & Described<{
    title: string;
    description: string;
  }>) {
  return {
    ...row,
    texts: textsFromForm({ title: titleEn, description: descriptionEn }, { title: titleZh, description: descriptionZh }, translations),
  };
}

export function optionRow({
  labelEn,
  labelZh = "",
  translations = {},
  ...row
}: Omit<Insert<typeof attributeOptions>, "kind"> & { kind: string; labelEn: string; labelZh?: string } & Described<{ label: string }>) {
  // Rows written in arrays widen their kind to a string; the database checks it.
  return { ...row, kind: row.kind as AttributeKind, texts: textsFromForm({ label: labelEn }, { label: labelZh }, translations) };
}

type PostFields = { title: string; summary: string; body: RichTextDocument | null };

export function postRow({
  titleEn = "",
  titleZh = "",
  summaryEn = "",
  summaryZh = "",
  bodyEn = null,
  bodyZh = null,
  translations = {},
  ...row
}: Omit<Insert<typeof posts>, "status"> & {
  status?: string;
  titleEn?: string;
  titleZh?: string;
  summaryEn?: string;
  summaryZh?: string;
  bodyEn?: RichTextDocument | null;
  bodyZh?: RichTextDocument | null;
} & Described<PostFields>) {
  return {
    ...row,
    status: row.status as PostContent["status"] | undefined,
    texts: textsFromForm<PostFields>(
      { title: titleEn, summary: summaryEn, body: bodyEn },
      { title: titleZh, summary: summaryZh, body: bodyZh },
      translations,
    ),
  };
}

export function mediaRow({
  altEn = "",
  altZh = "",
  translations = {},
  ...row
}: Insert<typeof media> & { altEn?: string; altZh?: string } & Described<{ alt: string }>) {
  return { ...row, texts: textsFromForm({ alt: altEn }, { alt: altZh }, translations) };
}

export function sceneRow({
  nameEn,
  nameZh = "",
  altEn = "",
  altZh = "",
  translations = {},
  ...row
}: Insert<typeof roomScenes> & { nameEn: string; nameZh?: string; altEn?: string; altZh?: string } & Described<{
    name: string;
    alt: string;
  }>) {
  return { ...row, texts: textsFromForm({ name: nameEn, alt: altEn }, { name: nameZh, alt: altZh }, translations) };
}

/** A post as its editor saves it, its texts given the way tests write them. */
export type PostContentWritten = Omit<PostContent, "texts"> & {
  titleEn?: string;
  titleZh?: string;
  summaryEn?: string;
  summaryZh?: string;
  bodyEn?: RichTextDocument | null;
  bodyZh?: RichTextDocument | null;
  translations?: Translations<PostFields>;
};

export function postContent({ slug, coverImageId, status, publishedAt, ...texts }: PostContentWritten): PostContent {
  return { slug, coverImageId, status, publishedAt, texts: postRow({ slug, ...texts }).texts };
}

/** A category as its editor saves it, its texts given the way tests write them. */
export type CategoryContentWritten = Omit<CategoryContent, "texts"> & {
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  translations: Translations<{ title: string; description: string }>;
};

export function categoryContent({ slug, imageId, visible, ...texts }: CategoryContentWritten): CategoryContent {
  return { slug, imageId, visible, texts: categoryRow({ id: "", slug, ...texts }).texts };
}

/** A list option as its editor saves it, its texts given the way tests write them. */
export const optionContent = ({
  slug,
  ...texts
}: {
  slug: string;
  labelEn: string;
  labelZh: string;
  translations: Translations<{ label: string }>;
}): AttributeOptionContent => ({
  slug,
  texts: optionRow({ kind: "colour", slug, ...texts }).texts,
});
