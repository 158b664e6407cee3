import type { Database, DatabaseExecutor } from "~/database/client.server";
import { languages, type Language } from "~/i18n/languages";
import {
  ownTextsIn,
  staleEntries,
  textColumns,
  writeTexts,
  writtenTextsOf,
  type LanguageTexts,
  type TextTimes,
  type WrittenTexts,
} from "~/i18n/owner-texts";
import type { ProductTexts, SpecRow } from "~/database/schema";
import { listAdminAttributeOptions, readAdminAttributeOption, saveAttributeOption } from "~/modules/catalogue/attribute-options.server";
import { listAdminCategories, readAdminCategory, saveCategory } from "~/modules/catalogue/categories.server";
import { listGalleryTexts, saveGalleryAlt } from "~/modules/catalogue/product-gallery.server";
import { listProductTexts, saveProductLanguage } from "~/modules/catalogue/product-translations.server";
import { altOfTexts } from "~/modules/media/media";
import { listImageTexts, saveMediaAlt } from "~/modules/media/media.server";
import { listPostsForDashboard, readPost, updatePost } from "~/modules/news/news.server";
import { QUOTE_SETTINGS_ID } from "~/modules/quotes/quote-settings";
import { readQuoteSettings, saveQuoteSettings } from "~/modules/quotes/quote-settings.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { listAdminScenes, readAdminScene, saveScene } from "~/modules/room-scenes/room-scene-editing.server";
import { readNavigation, saveNavigation } from "~/modules/site-settings/navigation.server";
import { PAGE_DOCUMENT_ID } from "~/modules/site-settings/page-documents";
import { publishRevision, readPageDocument } from "~/modules/site-settings/page-drafts.server";
import { seoPages } from "~/modules/site-settings/page-seo";
import { BASIC_INFO_ID } from "~/modules/site-settings/site-settings";
import { readBasicInfo, saveBasicInfo } from "~/modules/site-settings/site-settings.server";
import { subjectKey, targetLanguages, type Subject, type SubjectKind, type TargetLanguage } from "./translation-units";

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

/** Texts timed apart, each in a list (a home slide, a navigation entry). */
type Timed<Fields> = { texts: LanguageTexts<Fields>; textTimes: TextTimes<Fields> };

/** One field of each entry in `language`, in the entries' order, blank where not written: a list of separate names. */
const namesOf = <Fields>(entries: readonly Timed<Fields>[], field: keyof Fields, language: Language) =>
  entries.map((entry) => String(ownTextsIn(entry.texts, language)[field] ?? ""));

/** Each entry with its name in `field` written as `names` says (by place; blank: none), timed `at` where it changed. */
const withNames = <Fields, Entry extends Timed<Fields>>(
  entries: readonly Entry[],
  field: keyof Fields,
  language: TargetLanguage,
  names: unknown,
  at: Date,
): Entry[] =>
  entries.map((entry, index) => {
    const name = Array.isArray(names) ? names[index] : undefined;
    if (typeof name !== "string") return entry;
    const written = writeTexts(writtenTextsOf(entry), language, { [field]: name } as unknown as Partial<Fields>, at);
    return { ...entry, ...textColumns(written) };
  });

/**
 * A document's texts as one record's: each language's named lists and texts side by side, the times of its single
 * texts beside them; the lists' own times become `staleParts`.
 */
function documentSubject(
  kind: SubjectKind,
  version: number,
  textsIn: (language: Language) => Record<string, unknown>,
  timesIn: (language: Language) => Record<string, string | undefined>,
  staleIn: (language: TargetLanguage) => Record<string, number[]>,
): Subject {
  const texts = Object.fromEntries(languages.map((language) => [language, textsIn(language)]));
  const times = Object.fromEntries(languages.map((language) => [language, timesIn(language)]));
  return {
    kind,
    id: PAGE_DOCUMENT_ID,
    version,
    name: "",
    written: { texts: texts as AnyTexts, times: times as WrittenTexts<Record<string, unknown>>["times"] },
    staleParts: Object.fromEntries(targetLanguages.map((language) => [language, staleIn(language)])),
  };
}

const seoField = (page: string, text: "title" | "description") => `${page}${text === "title" ? "Title" : "Description"}`;

/** A product's specification rows as the cells a translator reads in order: label, value, label, value… */
const specCells = (rows: readonly SpecRow[] | undefined) => (rows ?? []).flatMap((row) => [row.label, row.value]);
const specRowsOf = (cells: readonly string[]): SpecRow[] =>
  Array.from({ length: Math.ceil(cells.length / 2) }, (_, row) => ({ label: cells[row * 2] ?? "", value: cells[row * 2 + 1] ?? "" }));

/**
 * A product's texts as the files read them: its own texts with the specification rows as cells, and its slab sizes'
 * names as one more field, a list of separate names each timed in its size (`staleParts`).
 */
function productWritten(product: Awaited<ReturnType<typeof listProductTexts>>[number]): WrittenTexts<Record<string, unknown>> {
  const texts: Record<string, Record<string, unknown>> = {};
  // Every language, as a size may be named in one the product's own texts are not written in yet.
  for (const language of languages) {
    const own: Partial<ProductTexts> = ownTextsIn(product.texts, language);
    const names = product.slabSizes.map((size) => ownTextsIn(size.texts, language).label ?? "");
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
  "home-page": {
    async list(db) {
      const { published: home, version } = await readPageDocument(db, "homePage");
      const { slides, modal } = home;
      return [
        documentSubject(
          "home-page",
          version,
          (language) => ({
            slideHeading: namesOf(slides, "heading", language),
            slideText: namesOf(slides, "text", language),
            modalTitle: ownTextsIn(modal.texts, language).title,
            modalText: ownTextsIn(modal.texts, language).text,
          }),
          (language) => ({ modalTitle: modal.textTimes[language]?.title, modalText: modal.textTimes[language]?.text }),
          (language) => ({ slideHeading: staleEntries(slides, "heading", language), slideText: staleEntries(slides, "text", language) }),
        ),
      ];
    },
    // Publishes at once, as the About page's import does.
    async save(db, subject, language, fields, author) {
      const { published: home, version } = await readPageDocument(db, "homePage");
      if (version !== subject.version) return "changed-meanwhile";
      const at = new Date();
      const slides = withNames(
        withNames(home.slides, "heading", language, fields.slideHeading, at),
        "text",
        language,
        fields.slideText,
        at,
      );
      const modalFields = { title: fields.modalTitle as string | undefined, text: fields.modalText as string | undefined };
      const modal = { ...home.modal, ...textColumns(writeTexts(writtenTextsOf(home.modal), language, modalFields, at)) };
      return saved(await publishRevision(db, "homePage", { ...home, slides, modal }, version, author));
    },
  },
  navigation: {
    async list(db) {
      const { navigation, version } = await readNavigation(db);
      const { navbar, footer } = navigation;
      return [
        documentSubject(
          "navigation",
          version,
          (language) => ({ navbar: namesOf(navbar, "label", language), footer: namesOf(footer, "label", language) }),
          () => ({}),
          (language) => ({ navbar: staleEntries(navbar, "label", language), footer: staleEntries(footer, "label", language) }),
        ),
      ];
    },
    async save(db, subject, language, fields, author) {
      const { navigation, version } = await readNavigation(db);
      if (version !== subject.version) return "changed-meanwhile";
      const at = new Date();
      const navbar = withNames(navigation.navbar, "label", language, fields.navbar, at);
      const footer = withNames(navigation.footer, "label", language, fields.footer, at);
      return saveNavigation(db, { navbar, footer }, version, author);
    },
  },
  "page-seo": {
    async list(db) {
      const { published, version } = await readPageDocument(db, "pageSeo");
      const each = <Value>(read: (page: (typeof seoPages)[number], text: "title" | "description") => Value) =>
        Object.fromEntries(
          seoPages.flatMap((page) => (["title", "description"] as const).map((text) => [seoField(page, text), read(page, text)])),
        );
      return [
        documentSubject(
          "page-seo",
          version,
          (language) => each((page, text) => ownTextsIn(published[page].texts, language)[text]),
          (language) => each((page, text) => published[page].textTimes[language]?.[text]),
          () => ({}),
        ),
      ];
    },
    async save(db, subject, language, fields, author) {
      const { published, version } = await readPageDocument(db, "pageSeo");
      if (version !== subject.version) return "changed-meanwhile";
      const at = new Date();
      const pages = Object.fromEntries(
        seoPages.map((page) => {
          const own = {
            title: fields[seoField(page, "title")] as string | undefined,
            description: fields[seoField(page, "description")] as string | undefined,
          };
          return [page, { ...published[page], ...textColumns(writeTexts(writtenTextsOf(published[page]), language, own, at)) }];
        }),
      );
      return saved(await publishRevision(db, "pageSeo", { ...published, ...pages }, version, author));
    },
  },
  "quote-terms": {
    async list(db) {
      const { settings, version } = await readQuoteSettings(db);
      return [{ kind: "quote-terms", id: QUOTE_SETTINGS_ID, version, name: "", written: loose(writtenTextsOf(settings.terms)) }];
    },
    async save(db, subject, language, fields, author) {
      const { settings, version } = await readQuoteSettings(db);
      if (version !== subject.version) return "changed-meanwhile";
      const terms = { ...settings.terms, ...textColumns(writeTexts(writtenTextsOf(settings.terms), language, fields, new Date())) };
      return saveQuoteSettings(db, { ...settings, terms }, version, author);
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
        staleParts: Object.fromEntries(
          targetLanguages.map((language) => [language, { slabSizes: staleEntries(product.slabSizes, "label", language) }]),
        ),
      }));
    },
    async save(db, subject, language, fields, author) {
      const { slabSizes, specRows, ...texts } = fields as Partial<ProductTexts> & { slabSizes?: string[]; specRows?: string[] };
      const own = { ...texts, ...(specRows && { specRows: specRowsOf(specRows) }) };
      return saveProductLanguage(db, subject.id, language, { texts: own, slabSizeNames: slabSizes }, subject.version, author);
    },
  },
  // A photo without an English alt text of its own shows the library image's, which is a subject already.
  "gallery-photo": {
    async list(db) {
      return (await listGalleryTexts(db))
        .filter((photo) => photo.texts.en.alt.trim() !== "")
        .map((photo) => ({
          kind: "gallery-photo",
          id: photo.id,
          version: photo.version,
          name: photo.englishTitle,
          place: photo.place,
          follows: subjectKey({ kind: "product", id: photo.productId }),
          written: loose({ texts: photo.texts, times: photo.textTimes }),
        }));
    },
    async save(db, subject, language, fields, author) {
      const [photo] = await listGalleryTexts(db, subject.id);
      if (!photo) return "changed-meanwhile";
      const texts = textsWith(photo.texts, language, fields) as typeof photo.texts;
      const outcome = await saveGalleryAlt(db, photo.productId, photo.id, altOfTexts(texts), subject.version, author);
      return outcome === "done" ? "saved" : "changed-meanwhile";
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

/** Every record with texts a translator translates, kind by kind in the files' order, each right before those that follow it. */
export async function listSubjects(db: DatabaseExecutor): Promise<Subject[]> {
  const subjects = (await Promise.all(Object.values(stores).map((store) => store.list(db)))).flat();
  const listed = new Set(subjects.map(subjectKey));
  const following = new Map<string, Subject[]>();
  for (const subject of subjects)
    if (subject.follows && listed.has(subject.follows))
      following.set(subject.follows, [...(following.get(subject.follows) ?? []), subject]);
  return subjects
    .filter((subject) => !subject.follows || !listed.has(subject.follows))
    .flatMap((subject) => [subject, ...(following.get(subjectKey(subject)) ?? [])]);
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
