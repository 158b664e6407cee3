import type { Database, DatabaseExecutor } from "~/database/client.server";
import { writeTexts, type LanguageTexts, type WrittenTexts } from "~/i18n/owner-texts";
import type { ProductTexts, SpecRow } from "~/database/schema";
import { listAdminAttributeOptions, readAdminAttributeOption, saveAttributeOption } from "~/modules/catalogue/attribute-options.server";
import { listAdminCategories, readAdminCategory, saveCategory } from "~/modules/catalogue/categories.server";
import { listProductTexts, saveProductLanguage } from "~/modules/catalogue/product-translations.server";
import { altOfTexts } from "~/modules/media/media";
import { listImageTexts, saveMediaAlt } from "~/modules/media/media.server";
import { listPostsForDashboard, readPost, updatePost } from "~/modules/news/news.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { listAdminScenes, readAdminScene, saveScene } from "~/modules/room-scenes/room-scene-editing.server";
import { publishRevision, readPageDocument } from "~/modules/site-settings/page-drafts.server";
import { BASIC_INFO_ID } from "~/modules/site-settings/site-settings";
import { readBasicInfo, saveBasicInfo } from "~/modules/site-settings/site-settings.server";
import type { Subject, SubjectKind, TargetLanguage } from "./translation-units";

/**
 * Where each kind of record's texts come from and go back to: the domain module that owns it, so an import saves
 * through the editor's own save (a revision the history restores, the version check, the page cache told by the
 * tables' triggers) (docs/decisions/050-translation-files.md).
 */

export type SaveResult = "saved" | "changed-meanwhile";

type Store = {
  list: (db: DatabaseExecutor) => Promise<Subject[]>;
  /** Writes the language's `fields` over the record's texts, unless it changed since `subject.version`. */
  save: (
    db: Database,
    subject: Subject,
    language: TargetLanguage,
    fields: Record<string, unknown>,
    author: RevisionAuthor,
  ) => Promise<SaveResult>;
};

type AnyTexts = LanguageTexts<Record<string, unknown>>;
const loose = <Fields>(written: WrittenTexts<Fields>) => written as unknown as WrittenTexts<Record<string, unknown>>;

/** The record's texts with the language's fields written over them (the record's save times what changed). */
const textsWith = (texts: AnyTexts, language: TargetLanguage, fields: Record<string, unknown>) =>
  ({ ...texts, [language]: { ...texts[language], ...fields } }) as AnyTexts;

const saved = (result: string): SaveResult => (result === "saved" ? "saved" : "changed-meanwhile");

/** A product's specification rows as the cells a translator reads in order: label, value, label, value… */
const specCells = (rows: readonly SpecRow[] | undefined) => (rows ?? []).flatMap((row) => [row.label, row.value]);
const specRowsOf = (cells: readonly string[]): SpecRow[] =>
  Array.from({ length: Math.ceil(cells.length / 2) }, (_, row) => ({ label: cells[row * 2] ?? "", value: cells[row * 2 + 1] ?? "" }));

/**
 * A product's texts as the files read them: its own texts with the specification rows as cells, and its slab sizes'
 * names as one more field (kept in each size, untimed, so a size's name is missing or current, never out of date).
 */
function productWritten(product: Awaited<ReturnType<typeof listProductTexts>>[number]): WrittenTexts<Record<string, unknown>> {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const [language, own] of Object.entries(product.texts) as [string, Partial<ProductTexts>][]) {
    const names = product.slabSizes.map((size) => size.texts[language as TargetLanguage]?.label ?? "");
    texts[language] = {
      ...own,
      ...(own.specRows && { specRows: specCells(own.specRows) }),
      ...(names.some((name) => name.trim() !== "") && { slabSizes: names }),
    };
  }
  texts.en = { ...texts.en, slabSizes: product.slabSizes.map((size) => size.texts.en.label) };
  return { texts: texts as AnyTexts, times: product.textTimes as WrittenTexts<Record<string, unknown>>["times"] };
}

const stores: Record<SubjectKind, Store> = {
  company: {
    async list(db) {
      const { company, version } = await readBasicInfo(db);
      return [
        {
          kind: "company",
          id: BASIC_INFO_ID,
          version,
          name: company.texts.en.name,
          written: loose({ texts: company.texts, times: company.textTimes }),
        },
      ];
    },
    async save(db, subject, language, fields, author) {
      const { company, ownerEmails, version } = await readBasicInfo(db);
      if (version !== subject.version) return "changed-meanwhile";
      const { texts, times } = writeTexts({ texts: company.texts, times: company.textTimes }, language, fields, new Date());
      return saveBasicInfo(db, { company: { ...company, texts, textTimes: times }, ownerEmails }, version, author);
    },
  },
  "about-page": {
    async list(db) {
      const { published, version } = await readPageDocument(db, "aboutPage");
      return [
        {
          kind: "about-page",
          id: BASIC_INFO_ID,
          version,
          name: published.texts.en.name,
          written: loose({ texts: published.texts, times: published.textTimes }),
        },
      ];
    },
    // Publishes at once, as restoring a revision does; a draft in progress stays the owner's to publish or discard.
    async save(db, subject, language, fields, author) {
      const { published, version } = await readPageDocument(db, "aboutPage");
      if (version !== subject.version) return "changed-meanwhile";
      const { texts, times } = writeTexts({ texts: published.texts, times: published.textTimes }, language, fields, new Date());
      return saved(await publishRevision(db, "aboutPage", { ...published, texts, textTimes: times }, version, author));
    },
  },
  category: {
    async list(db) {
      return (await listAdminCategories(db)).map((category) => ({
        kind: "category",
        id: category.id,
        version: category.version,
        name: category.texts.en.title,
        written: loose({ texts: category.texts, times: category.textTimes }),
      }));
    },
    async save(db, subject, language, fields, author) {
      const category = await readAdminCategory(db, subject.id);
      if (!category) return "changed-meanwhile";
      const { slug, imageId, visible } = category;
      const texts = textsWith(category.texts, language, fields) as typeof category.texts;
      return saved(await saveCategory(db, subject.id, { slug, imageId, visible, texts }, subject.version, author));
    },
  },
  post: {
    async list(db) {
      const posts = await Promise.all((await listPostsForDashboard(db)).map(async ({ id }) => ({ id, post: await readPost(db, id) })));
      return posts.flatMap(({ id, post }) =>
        post
          ? [
              {
                kind: "post" as const,
                id,
                version: post.version,
                name: post.content.texts.en.title,
                written: loose({ texts: post.content.texts, times: post.textTimes }),
              },
            ]
          : [],
      );
    },
    async save(db, subject, language, fields, author) {
      const post = await readPost(db, subject.id);
      if (!post) return "changed-meanwhile";
      const texts = textsWith(post.content.texts, language, fields) as typeof post.content.texts;
      return saved(await updatePost(db, subject.id, { ...post.content, texts }, subject.version, author));
    },
  },
  "room-scene": {
    async list(db) {
      return (await listAdminScenes(db)).map((scene) => ({
        kind: "room-scene",
        id: scene.id,
        version: scene.version,
        name: scene.texts.en.name,
        written: loose({ texts: scene.texts, times: scene.textTimes }),
      }));
    },
    async save(db, subject, language, fields, author) {
      const scene = await readAdminScene(db, subject.id);
      if (!scene) return "changed-meanwhile";
      const { photoId, surfaces, placement, categoryIds, productIds, visible } = scene;
      const texts = textsWith(scene.texts, language, fields) as typeof scene.texts;
      const content = { photoId, surfaces, placement, categoryIds, productIds, visible, texts };
      return saved(await saveScene(db, subject.id, content, subject.version, author));
    },
  },
  product: {
    async list(db) {
      return (await listProductTexts(db)).map((product) => ({
        kind: "product",
        id: product.id,
        version: product.version,
        name: product.texts.en.title,
        written: productWritten(product),
      }));
    },
    async save(db, subject, language, fields, author) {
      const { slabSizes, specRows, ...texts } = fields as Partial<ProductTexts> & { slabSizes?: string[]; specRows?: string[] };
      const own = { ...texts, ...(specRows && { specRows: specRowsOf(specRows) }) };
      return saveProductLanguage(db, subject.id, language, { texts: own, slabSizeNames: slabSizes }, subject.version, author);
    },
  },
  option: {
    async list(db) {
      return Object.values(await listAdminAttributeOptions(db))
        .flat()
        .map((option) => ({
          kind: "option",
          id: option.id,
          version: option.version,
          name: option.texts.en.label,
          written: loose({ texts: option.texts, times: option.textTimes }),
        }));
    },
    async save(db, subject, language, fields, author) {
      const option = await readAdminAttributeOption(db, subject.id);
      if (!option) return "changed-meanwhile";
      const texts = textsWith(option.texts, language, fields) as typeof option.texts;
      return saved(await saveAttributeOption(db, subject.id, { slug: option.slug, texts }, subject.version, author));
    },
  },
  image: {
    async list(db) {
      return (await listImageTexts(db)).map((image) => ({
        kind: "image",
        id: image.id,
        version: image.version,
        name: image.filename,
        written: loose({ texts: image.texts, times: image.textTimes }),
      }));
    },
    async save(db, subject, language, fields, author) {
      const [image] = await listImageTexts(db, subject.id);
      if (!image) return "changed-meanwhile";
      const texts = textsWith(image.texts, language, fields) as typeof image.texts;
      return saved(await saveMediaAlt(db, subject.id, altOfTexts(texts), subject.version, author));
    },
  },
};

/** Every record with texts a translator translates, kind by kind in the files' order. */
export async function listSubjects(db: DatabaseExecutor): Promise<Subject[]> {
  const lists = await Promise.all(Object.values(stores).map((store) => store.list(db)));
  return lists.flat();
}

class Refused extends Error {}

/**
 * Saves every record's new texts in one transaction, each through its own save (one revision each): a record changed
 * since the file was checked refuses the whole import, so it applies entirely or not at all.
 */
export async function saveSubjectTexts(
  db: Database,
  language: TargetLanguage,
  changes: readonly { subject: Subject; fields: Record<string, unknown> }[],
  author: RevisionAuthor,
): Promise<SaveResult> {
  try {
    await db.transaction(async (tx) => {
      for (const { subject, fields } of changes)
        if ((await stores[subject.kind].save(tx as unknown as Database, subject, language, fields, author)) !== "saved")
          throw new Refused();
    });
    return "saved";
  } catch (error) {
    if (error instanceof Refused) return "changed-meanwhile";
    throw error;
  }
}
