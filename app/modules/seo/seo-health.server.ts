import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { siteContentVersionReader } from "~/modules/page-cache/content-version.server";
import { categories, media, posts, productPhotos, products } from "~/database/schema";
import { messagesFor } from "~/i18n/catalogs";
import { languages, ownerText, translatedLanguages, type Language, type OwnerTexts, type SpecLanguage } from "~/i18n/languages";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { resolveImages } from "~/modules/media/media.server";
import { pagingOf } from "~/modules/http/paging";
import { readPageDocument, readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { seoPages, type PageSeoTexts, type SeoPage } from "~/modules/site-settings/page-seo";
import type { SearchTexts } from "./search-texts";
import { countLights, lights, seoChecklist, type Light, type SeoSubject, type TitleOwner } from "./seo-checklist";
import { SEO_FINDINGS_PAGE_SIZE, type FindingFilter, type SeoFinding, type SeoHealth } from "./seo-health";
import {
  categoryResults,
  categorySubject,
  categoryTextsOf,
  editorPath,
  noImages,
  noSameTitles,
  pagePictureEditors,
  perLanguage,
  pagePictures,
  postResults,
  postSubject,
  postTextsOf,
  productPhotoAltLink,
  productResults,
  productSubject,
  singlePicture,
  sitePageSubject,
  withoutImages,
  type ImageAltTexts,
  type SameTitles,
  type SubjectContext,
  type SubjectImages,
  type SubjectRef,
  titlesOf,
  type CategoryTexts,
  type PostTexts,
  type ProductTexts,
} from "./seo-subjects";

/**
 * The site-wide side of the SEO checklist (decision 028): the whole site read with one query per table,
 * only the columns the checks use, and what an editor needs to know about the rest of the site (the
 * titles other pages already use, the alt texts of the images it shows).
 */

const noContext: SubjectContext = { images: noImages, imageFix: withoutImages.fix, sameTitle: noSameTitles, within: false };

/** Which subject an address means when it asks to be left out of "the same title" (the one being edited). */
export type SubjectKey = `${SubjectRef["kind"]}:${string}`;
export const subjectKey = (ref: Pick<SubjectRef, "kind" | "id">): SubjectKey => `${ref.kind}:${ref.id}`;

type TitledSubject = { ref: SubjectRef; owner: TitleOwner; results: Record<Language, SearchTexts | null> };

function ownerOf(ref: SubjectRef, name: string, labelLanguage: SpecLanguage): TitleOwner {
  const text = messagesFor(labelLanguage).admin.seo.health;
  return { label: text.owner(text.kinds[ref.kind], name), href: editorPath(ref) };
}

/** Titles per language, each with the subjects that use it. */
type TitleIndex = Map<string, TitledSubject[]>;
const indexKey = (language: Language, title: string) => `${language}\u0000${title.trim()}`;

function indexTitles(subjects: readonly TitledSubject[]): TitleIndex {
  const index: TitleIndex = new Map();
  for (const subject of subjects) {
    for (const language of languages) {
      const title = subject.results[language]?.title;
      if (!title) continue;
      const key = indexKey(language, title);
      index.set(key, [...(index.get(key) ?? []), subject]);
    }
  }
  return index;
}

function sameTitlesIn(index: TitleIndex, titles: Titles, except: SubjectKey | null): SameTitles {
  return perLanguage((language) => {
    const title = titles[language];
    if (!title) return [];
    return (index.get(indexKey(language, title)) ?? [])
      .filter((subject) => subjectKey(subject.ref) !== except)
      .map((subject) => subject.owner);
  });
}

const textPart = (field: string) => (texts: SQL) => sql`${texts} ->> ${field}::text`;

/**
 * A `texts` document's parts the checks read, in every language (docs/decisions/048-owner-texts-one-shape.md), as
 * SQL on each language's object: a title and the start of a description, not every paragraph.
 */
function languageParts<Part extends string>(texts: AnyPgColumn, parts: Record<Part, (own: SQL) => SQL>): SQL<LanguageParts<Part>> {
  const language = (code: string) => {
    const own = sql`${texts} -> ${code}::text`;
    return sql`${code}::text, jsonb_build_object(${sql.join(
      Object.entries<(own: SQL) => SQL>(parts).map(([name, part]) => sql`${name}::text, ${part(own)}`),
      sql`, `,
    )})`;
  };
  return sql`jsonb_build_object(${sql.join(languages.map(language), sql`, `)})`;
}
type LanguageParts<Part extends string> = Partial<Record<Language, Record<Part, string | null>>>;

/** One part of `languageParts` in every language, blank where it is not written. */
const partTexts = <Part extends string>(texts: LanguageParts<Part> | null, part: Part): OwnerTexts<string> =>
  perLanguage((language) => texts?.[language]?.[part] ?? "") as OwnerTexts<string>;

type Titles = Partial<Record<Language, string | null>>;

const siteDocuments = (db: DatabaseExecutor) =>
  Promise.all([
    readPublicDocument(db, "pageSeo", false),
    readPublicDocument(db, "homePage", false),
    readPublicDocument(db, "aboutPage", false),
  ]);

/** The pictures home and About show. */
async function sitePages(db: DatabaseExecutor): Promise<{ pageSeo: PageSeoTexts; pictures: Partial<Record<SeoPage, SubjectImages>> }> {
  const [pageSeo, homePage, aboutPage] = await siteDocuments(db);
  const shown = { home: homePage.slides.map((slide) => slide.image), about: [aboutPage.heroImage, ...aboutPage.headerImages] };
  const library = await resolveImages(db, [...shown.home, ...shown.about]);
  return {
    pageSeo,
    pictures: {
      home: pagePictures(shown.home, library, pagePictureEditors.home),
      about: pagePictures(shown.about, library, pagePictureEditors.about),
    },
  };
}

const firstOf = (list: SQL) => sql<string | null>`${list}->>0`;
/** Only what a result can show of the first paragraph (160 characters hold the 160 UTF-16 units the page cuts at). */
const shownOf = (paragraphs: SQL) => sql<string | null>`left(${paragraphs}->>0, 160)`;

const productColumns = {
  id: products.id,
  texts: languageParts(products.texts, {
    title: textPart("title"),
    description: (texts) => shownOf(sql`${texts} -> 'description'`),
    keywords: (texts) => firstOf(sql`${texts} -> 'keywords'`),
  }),
};
type ProductPart = "title" | "description" | "keywords";
type ProductRow = { id: string; texts: LanguageParts<ProductPart> };

/** The first paragraph and first keyword stand for the lists: the result shows the first paragraph, the other checks ask only whether any is written. */
function productTexts(row: ProductRow): ProductTexts {
  const list = (part: ProductPart) => perLanguage((language) => [row.texts[language]?.[part] ?? ""].filter(Boolean));
  return {
    title: partTexts(row.texts, "title"),
    description: list("description"),
    keywords: list("keywords"),
  };
}

/** An alt text is missing in a language where neither the photo's own nor its library image's is written. */
function altMissing(language: Language, ownTexts: AnyPgColumn, libraryTexts: AnyPgColumn): SQL {
  const alt = (texts: AnyPgColumn) => sql`(${texts} -> ${language}::text ->> 'alt')`;
  return sql`coalesce(btrim(${alt(ownTexts)}), '') = '' and coalesce(btrim(${alt(libraryTexts)}), '') = ''`;
}

/** Each product's photos counted in SQL: how many, how many lack alt text per language, and the first such photo. */
async function productPhotoAlts(db: DatabaseExecutor, productId?: string): Promise<Map<string, SubjectImages>> {
  const missing = (language: Language) => altMissing(language, productPhotos.texts, media.texts);
  const perPhoto = Object.fromEntries(
    languages.flatMap((language) => [
      [`missing:${language}`, sql<number>`(count(*) filter (where ${missing(language)}))::int`],
      [
        `first:${language}`,
        sql<
          string | null
        >`(array_agg(${productPhotos.id}::text order by ${productPhotos.position}) filter (where ${missing(language)}))[1]`,
      ],
    ]),
  );
  const rows = (await db
    .select({ productId: productPhotos.productId, total: sql<number>`count(*)::int`, ...perPhoto })
    .from(productPhotos)
    .innerJoin(media, eq(media.id, productPhotos.mediaId))
    .where(productId === undefined ? undefined : eq(productPhotos.productId, productId))
    .groupBy(productPhotos.productId)) as unknown as ({ productId: string; total: number } & Record<string, number | string | null>)[];
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        images: perLanguage((language) => ({ total: row.total, missing: row[`missing:${language}`] as number })),
        fix: perLanguage((language) => {
          const first = row[`first:${language}`] as string | null;
          return first && productPhotoAltLink(row.productId, first, language);
        }),
      },
    ]),
  );
}

/** A library image's alt texts in every language, for a category's picture or a post's cover. */
const pictureAlts = { altTexts: languageParts(media.texts, { alt: textPart("alt") }) };
type PictureRow = { imageId: string | null; altTexts: LanguageParts<"alt"> | null };
const pictureOf = (row: PictureRow) => singlePicture(row.imageId, partTexts(row.altTexts, "alt") as ImageAltTexts);

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  texts: languageParts(categories.texts, { title: textPart("title"), description: textPart("description") }),
  imageId: categories.imageId,
  ...pictureAlts,
};
type CategoryRow = { id: string; texts: LanguageParts<"title" | "description"> };
const categoryTexts = (row: CategoryRow): CategoryTexts => ({
  title: partTexts(row.texts, "title"),
  description: partTexts(row.texts, "description"),
});

const postColumns = {
  id: posts.id,
  version: posts.version,
  slug: posts.slug,
  texts: languageParts(posts.texts, { title: textPart("title"), summary: textPart("summary") }),
  imageId: posts.coverImageId,
  ...pictureAlts,
};
type PostRow = { id: string; texts: LanguageParts<"title" | "summary"> };
const postTexts = (row: PostRow): PostTexts => ({
  title: partTexts(row.texts, "title"),
  summary: partTexts(row.texts, "summary"),
});

/** The owner's name for a record in the dashboard's language. */
const nameOf = (texts: OwnerTexts<string>, labelLanguage: SpecLanguage) => ownerText(texts, labelLanguage);

/** Each kind of subject as the title index knows it: which it is, who owns it, and its search results. */
const titled = {
  page: (page: SeoPage, pageSeo: PageSeoTexts, labelLanguage: SpecLanguage): TitledSubject => {
    const ref = { kind: "page", id: page } as const;
    return {
      ref,
      owner: ownerOf(ref, messagesFor(labelLanguage).admin.seo.health.pages[page], labelLanguage),
      results: sitePageSubject(page, pageSeo, noContext).results,
    };
  },
  category: (row: CategoryRow, labelLanguage: SpecLanguage): TitledSubject => {
    const ref = { kind: "category", id: row.id } as const;
    const texts = categoryTexts(row);
    return { ref, owner: ownerOf(ref, nameOf(texts.title, labelLanguage), labelLanguage), results: categoryResults(texts) };
  },
  post: (row: PostRow & { version: number; slug: string }, labelLanguage: SpecLanguage): TitledSubject => {
    const ref = { kind: "post", id: row.id, version: row.version } as const;
    const texts = postTexts(row);
    // A post written only in an added language is named by that title (docs/requirements/languages.md#owner-texts-in-every-language).
    const name =
      nameOf(texts.title, labelLanguage) || translatedLanguages.map((language) => texts.title[language]).find(Boolean) || row.slug;
    return { ref, owner: ownerOf(ref, name, labelLanguage), results: postResults(texts) };
  },
  product: (row: ProductRow, labelLanguage: SpecLanguage): TitledSubject => {
    const ref = { kind: "product", id: row.id } as const;
    const texts = productTexts(row);
    return { ref, owner: ownerOf(ref, nameOf(texts.title, labelLanguage), labelLanguage), results: productResults(texts) };
  },
};

type Subject = TitledSubject & { build: (context: Omit<SubjectContext, "within">) => SeoSubject; images: SubjectImages };

/** Every page, product, category and post of the site with what its checks need. */
async function readSubjects(db: DatabaseExecutor, labelLanguage: SpecLanguage): Promise<Subject[]> {
  const [site, productRows, photoAlts, categoryRows, postRows] = await Promise.all([
    sitePages(db),
    db.select(productColumns).from(products).orderBy(products.sortOrder, products.id),
    productPhotoAlts(db),
    db
      .select(categoryColumns)
      .from(categories)
      .leftJoin(media, eq(media.id, categories.imageId))
      .orderBy(categories.sortOrder, categories.id),
    db.select(postColumns).from(posts).leftJoin(media, eq(media.id, posts.coverImageId)).orderBy(posts.createdAt, posts.id),
  ]);
  return [
    ...seoPages.map((page) => ({
      ...titled.page(page, site.pageSeo, labelLanguage),
      build: (context: Omit<SubjectContext, "within">) => sitePageSubject(page, site.pageSeo, { ...context, within: false }),
      images: site.pictures[page] ?? withoutImages,
    })),
    ...categoryRows.map((row) => ({
      ...titled.category(row, labelLanguage),
      build: (context: Omit<SubjectContext, "within">) => categorySubject(row.id, categoryTexts(row), { ...context, within: false }),
      images: pictureOf(row),
    })),
    ...postRows.map((row) => ({
      ...titled.post(row, labelLanguage),
      build: (context: Omit<SubjectContext, "within">) => postSubject(row.id, row.version, postTexts(row), { ...context, within: false }),
      images: pictureOf(row),
    })),
    ...productRows.map((row) => ({
      ...titled.product(row, labelLanguage),
      build: (context: Omit<SubjectContext, "within">) => productSubject(row.id, productTexts(row), { ...context, within: false }),
      images: photoAlts.get(row.id) ?? withoutImages,
    })),
  ];
}

/** Every finding of the site, problems before things to improve, and the counts; what one content version gives. */
type SiteScan = { subjects: number; counts: Record<Light, number>; findings: SeoFinding[] };

async function scanSite(db: DatabaseExecutor, labelLanguage: SpecLanguage): Promise<SiteScan> {
  const [subjects, served] = await Promise.all([readSubjects(db, labelLanguage), readServedLanguages(db)]);
  const index = indexTitles(subjects);
  const counts: Record<Light, number> = { good: 0, improve: 0, problem: 0 };
  const byLight: Record<Light, SeoFinding[]> = { good: [], improve: [], problem: [] };
  for (const subject of subjects) {
    const sameTitle = sameTitlesIn(index, titlesOf(subject.results), subjectKey(subject.ref));
    const checklists = seoChecklist(subject.build({ images: subject.images.images, imageFix: subject.images.fix, sameTitle }), served);
    const subjectCounts = countLights(checklists);
    for (const light of lights) counts[light] += subjectCounts[light];
    for (const { language, checks } of checklists) {
      for (const check of checks)
        if (check.light !== "good") byLight[check.light].push({ owner: subject.owner, kind: subject.ref.kind, language, check });
    }
  }
  return { subjects: subjects.length, counts, findings: [...byLight.problem, ...byLight.improve] };
}

/**
 * The scan of the site's current content version, per dashboard language. Every table the checks read
 * raises that version on each committed write (on any instance), so one primary-key read tells whether
 * the scan still holds: paging and reloading cost the same at any catalogue size, and only the first
 * look after a change reads the site.
 */
const scans = new WeakMap<Database, Map<SpecLanguage, { version: number; scan: Promise<SiteScan> }>>();

async function currentScan(db: Database, labelLanguage: SpecLanguage): Promise<SiteScan> {
  const version = await siteContentVersionReader(db)();
  const perLanguage = scans.get(db) ?? new Map<SpecLanguage, { version: number; scan: Promise<SiteScan> }>();
  scans.set(db, perLanguage);
  const cached = perLanguage.get(labelLanguage);
  if (cached?.version === version) return cached.scan;
  const scan = scanSite(db, labelLanguage);
  const entry = { version, scan };
  perLanguage.set(labelLanguage, entry);
  // A failed scan is not kept: the next look tries again.
  scan.catch(() => {
    if (perLanguage.get(labelLanguage) === entry) perLanguage.delete(labelLanguage);
  });
  return scan;
}

/** The SEO health screen: every check of every subject, problems first, one page of the findings at a time. */
export async function readSeoHealth(
  db: Database,
  options: { labelLanguage: SpecLanguage; page: number; filter: FindingFilter },
): Promise<SeoHealth> {
  const scan = await currentScan(db, options.labelLanguage);
  // Problems come first, so "problems only" is the start of the list.
  const listed = options.filter === "problem" ? scan.counts.problem : scan.findings.length;
  const paging = pagingOf(listed, options.page, SEO_FINDINGS_PAGE_SIZE);
  const page = Math.min(paging.page, paging.pages);
  return {
    subjects: scan.subjects,
    counts: scan.counts,
    findings: scan.findings.slice((page - 1) * SEO_FINDINGS_PAGE_SIZE, Math.min(listed, page * SEO_FINDINGS_PAGE_SIZE)),
    paging: { ...paging, page },
  };
}

/** Every way a title can be made from an owner's title (`<title> | <site>`, `<title> | <section> | <site>`): the raw titles worth asking the database about. */
function rawTitleCandidates(titles: readonly string[]): string[] {
  const candidates = new Set<string>();
  for (const title of titles) {
    const parts = title.split(" | ");
    for (let end = 1; end <= parts.length; end += 1) candidates.add(parts.slice(0, end).join(" | ").trim());
  }
  return [...candidates].filter(Boolean);
}

/**
 * A title in a row's `texts`, in any language, matching one of the candidates. The language is written into the
 * statement, so a products' title reads the expressions its title indexes serve (`titleSql`).
 */
const textsTitleIn = (texts: AnyPgColumn, candidates: string[]) =>
  or(...languages.map((language) => inArray(sql`(${texts} -> ${sql.raw(`'${language}'`)} ->> 'title')`, candidates)));

/**
 * The subjects that could have one of these titles. The database narrows by the raw titles in the texts (no
 * scan of the whole texts into the server), and the candidates' titles are then composed exactly as their
 * pages compose them.
 */
async function titleIndexFor(db: DatabaseExecutor, titles: readonly Titles[], labelLanguage: SpecLanguage): Promise<TitleIndex> {
  const candidates = rawTitleCandidates(titles.flatMap((each) => Object.values(each).filter((title): title is string => Boolean(title))));
  if (candidates.length === 0) return new Map();
  const [pageSeo, productRows, categoryRows, postRows] = await Promise.all([
    readPublicDocument(db, "pageSeo", false),
    db.select(productColumns).from(products).where(textsTitleIn(products.texts, candidates)),
    db
      .select(categoryColumns)
      .from(categories)
      .leftJoin(media, eq(media.id, categories.imageId))
      .where(textsTitleIn(categories.texts, candidates)),
    db.select(postColumns).from(posts).leftJoin(media, eq(media.id, posts.coverImageId)).where(textsTitleIn(posts.texts, candidates)),
  ]);
  const subjects: TitledSubject[] = [
    ...seoPages.map((page) => titled.page(page, pageSeo, labelLanguage)),
    ...categoryRows.map((row) => titled.category(row, labelLanguage)),
    ...postRows.map((row) => titled.post(row, labelLanguage)),
    ...productRows.map((row) => titled.product(row, labelLanguage)),
  ];
  return indexTitles(subjects);
}

/** The other subjects whose title in a language is one of these. */
export async function findSameTitles(
  db: DatabaseExecutor,
  titles: Titles,
  except: SubjectKey | null,
  labelLanguage: SpecLanguage,
): Promise<SameTitles> {
  return sameTitlesIn(await titleIndexFor(db, [titles], labelLanguage), titles, except);
}

/** What a product's editor shows about its photos: their alt texts per language and the first to fix. */
export async function productImageAlts(db: DatabaseExecutor, productId: string): Promise<SubjectImages> {
  return (await productPhotoAlts(db, productId)).get(productId) ?? withoutImages;
}

/** What the search-texts editor shows about the site pages' pictures. */
export async function sitePagePictures(db: DatabaseExecutor): Promise<Partial<Record<SeoPage, SubjectImages>>> {
  return (await sitePages(db)).pictures;
}

/** What an editor's checklist needs from the rest of the site, for the subject as stored. */
export type EditorSeo = { pictures: SubjectImages; sameTitle: SameTitles };

const sameAsStored = (db: DatabaseExecutor, except: SubjectKey | null, results: Record<Language, SearchTexts | null>) =>
  findSameTitles(db, titlesOf(results), except, "zh");

export async function productEditorSeo(db: DatabaseExecutor, id: string, texts: ProductTexts): Promise<EditorSeo> {
  const [pictures, sameTitle] = await Promise.all([
    productImageAlts(db, id),
    sameAsStored(db, subjectKey({ kind: "product", id }), productResults(texts)),
  ]);
  return { pictures, sameTitle };
}

/** A category's and a post's picture is chosen in the editor itself, which knows its alt texts: only the titles are asked here. */
export function categoryEditorTitles(db: DatabaseExecutor, id: string | null, category: Parameters<typeof categoryTextsOf>[0]) {
  return sameAsStored(db, id === null ? null : subjectKey({ kind: "category", id }), categoryResults(categoryTextsOf(category)));
}

export function postEditorTitles(db: DatabaseExecutor, id: string | null, post: Parameters<typeof postTextsOf>[0]) {
  return sameAsStored(db, id === null ? null : subjectKey({ kind: "post", id }), postResults(postTextsOf(post)));
}

/** The five site pages' pictures and titles used elsewhere, for the search-texts editor. */
export async function sitePagesEditorSeo(db: DatabaseExecutor, stored: PageSeoTexts): Promise<Record<SeoPage, EditorSeo>> {
  const titles = seoPages.map((page) => titlesOf(sitePageSubject(page, stored, noContext).results));
  const [pictures, index] = await Promise.all([sitePagePictures(db), titleIndexFor(db, titles, "zh")]);
  const entries = seoPages.map(
    (page, at) =>
      [
        page,
        { pictures: pictures[page] ?? withoutImages, sameTitle: sameTitlesIn(index, titles[at]!, subjectKey({ kind: "page", id: page })) },
      ] as const,
  );
  return Object.fromEntries(entries) as Record<SeoPage, EditorSeo>;
}

/** What the home and About editors' checklist needs: the search texts being prepared and the titles used elsewhere. */
export async function pictureEditorSeo(db: DatabaseExecutor, page: "home" | "about") {
  const document = await readPageDocument(db, "pageSeo");
  const pageSeo = document.draft ?? document.published;
  return {
    pageSeo,
    sameTitle: await sameAsStored(db, subjectKey({ kind: "page", id: page }), sitePageSubject(page, pageSeo, noContext).results),
  };
}
