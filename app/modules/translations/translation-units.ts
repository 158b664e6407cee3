import type { RichTextDocument } from "~/database/schema";
import { defaultLanguage, isWritten, languages, type Language } from "~/i18n/languages";
import { staleFields, type WrittenTexts } from "~/i18n/owner-texts";
import { attributeOptionLimits } from "~/modules/catalogue/attribute-option-form";
import { categoryLimits } from "~/modules/catalogue/category-form";
import { attributeLimits } from "~/modules/catalogue/product-attribute-form";
import { productLimits } from "~/modules/catalogue/product-form";
import { MAX_ALT_LENGTH } from "~/modules/media/media-form";
import { postLimits } from "~/modules/news/news";
import { quoteSettingsLimits } from "~/modules/quotes/quote-settings";
import { richTextLimits } from "~/modules/news/rich-text";
import { roomSceneLimits } from "~/modules/room-scenes/room-scene-form";
import { aboutPageLimits } from "~/modules/site-settings/about-page";
import { homePageLimits } from "~/modules/site-settings/home-page";
import { navigationLimits } from "~/modules/site-settings/navigation";
import { seoLimits, seoPages } from "~/modules/site-settings/page-seo";
import { companyTextLimits } from "~/modules/site-settings/site-settings";
import { blockContent, type Code, type Content, contentText, plainContent, textBlocks } from "./inline-content";

/**
 * The owner's texts as a translator gets them (docs/decisions/050-translation-files.md): one unit per field (per
 * paragraph or text block where a field has several), named `<kind>:<record id>:<field>[:<part>]`, with the English
 * as source, the language's own text as target, and whether that target is missing, out of date or current.
 */

/** Every language a translator writes into: all but English, the source. */
export type TargetLanguage = Exclude<Language, typeof defaultLanguage>;
export const targetLanguages = languages.filter((language): language is TargetLanguage => language !== defaultLanguage) as [
  TargetLanguage,
  ...TargetLanguage[],
];
export const isTargetLanguage = (value: string): value is TargetLanguage => (targetLanguages as readonly string[]).includes(value);

export const subjectKinds = [
  "company",
  "about-page",
  "home-page",
  "navigation",
  "page-seo",
  "quote-terms",
  "category",
  "post",
  "room-scene",
  "product",
  "gallery-photo",
  "option",
  "image",
] as const;
export type SubjectKind = (typeof subjectKinds)[number];
export const isSubjectKind = (value: string): value is SubjectKind => (subjectKinds as readonly string[]).includes(value);

/**
 * A single text; a list written whole (paragraphs, keywords, specification cells: one part each, applied only when
 * every part is translated); a list of separate names (slab sizes: one part each, each applied alone); or a news body
 * (one part per text block, markup as codes).
 */
export type FieldShape = "text" | "paragraphs" | "items" | "richText";
/**
 * `max`: the editor's own limit for the text (or each paragraph), so an import can never store what the form refuses;
 * `maxIn` where a language's form has another (Chinese search texts are half as long).
 */
export type SubjectField = {
  name: string;
  shape: FieldShape;
  max: number;
  maxIn?: Partial<Record<TargetLanguage, number>>;
  maxParts?: number;
};

/** The limit of a field's text in `language`. */
export const maxIn = (field: SubjectField, language: TargetLanguage) => field.maxIn?.[language] ?? field.max;

/** The fields of each kind a translator translates, with the limits of the dashboard's forms. */
export const subjectFields: Record<SubjectKind, readonly SubjectField[]> = {
  company: (["name", "address", "person", "hours"] as const).map((name) => ({ name, shape: "text", max: companyTextLimits[name] })),
  "about-page": [
    { name: "name", shape: "text", max: aboutPageLimits.name },
    { name: "intro", shape: "paragraphs", max: aboutPageLimits.paragraph, maxParts: aboutPageLimits.paragraphs },
    ...(["capacity", "staff", "area", "equipment"] as const).map((name) => ({ name, shape: "text" as const, max: aboutPageLimits.fact })),
  ],
  // A slide's heading and text, and a navigation entry's name, are separate names by the slide's or entry's place.
  "home-page": [
    { name: "slideHeading", shape: "items", max: homePageLimits.heading },
    { name: "slideText", shape: "items", max: homePageLimits.text },
    { name: "modalTitle", shape: "text", max: homePageLimits.modalTitle },
    { name: "modalText", shape: "text", max: homePageLimits.modalText },
  ],
  navigation: [
    { name: "navbar", shape: "items", max: navigationLimits.label },
    { name: "footer", shape: "items", max: navigationLimits.label },
  ],
  "page-seo": seoPages.flatMap((page) =>
    (["title", "description"] as const).map((text) => ({
      name: `${page}${text === "title" ? "Title" : "Description"}`,
      shape: "text" as const,
      max: seoLimits.en[text],
      maxIn: { zh: seoLimits.zh[text] },
    })),
  ),
  "quote-terms": [
    { name: "paymentTerms", shape: "text", max: quoteSettingsLimits.terms },
    { name: "deliveryTerms", shape: "text", max: quoteSettingsLimits.terms },
  ],
  category: [
    { name: "title", shape: "text", max: categoryLimits.title },
    { name: "description", shape: "text", max: categoryLimits.description },
  ],
  post: [
    { name: "title", shape: "text", max: postLimits.title },
    { name: "summary", shape: "text", max: postLimits.summary },
    { name: "body", shape: "richText", max: richTextLimits.textLength },
  ],
  "room-scene": [
    { name: "name", shape: "text", max: roomSceneLimits.name },
    { name: "alt", shape: "text", max: roomSceneLimits.alt },
  ],
  // `specRows` is the rows' cells in order (label, value, label, value…), `slabSizes` the sizes' names in order: the
  // product store reads and writes them so (translation-subjects.server.ts).
  product: [
    { name: "title", shape: "text", max: productLimits.title },
    { name: "description", shape: "paragraphs", max: productLimits.description },
    { name: "keywords", shape: "paragraphs", max: productLimits.keywordLength },
    { name: "applications", shape: "paragraphs", max: attributeLimits.listItemLength },
    { name: "specRows", shape: "paragraphs", max: attributeLimits.specText },
    { name: "slabSizes", shape: "items", max: attributeLimits.slabLabel },
  ],
  // The alt texts a product gives a photo of its gallery, with the gallery screen's limit (product-gallery-form.ts).
  "gallery-photo": [{ name: "alt", shape: "text", max: MAX_ALT_LENGTH }],
  option: [{ name: "label", shape: "text", max: attributeOptionLimits.label }],
  image: [{ name: "alt", shape: "text", max: MAX_ALT_LENGTH }],
};

/** A record or document with texts, as its domain module read it; `version` guards the import's save. */
export type Subject = {
  kind: SubjectKind;
  id: string;
  version: number;
  /** How the owner knows it: its English name. */
  name: string;
  /** A gallery photo's place in its product's gallery, from 1: it is named as the product's photo of that number. */
  place?: number;
  /**
   * The record it shows with (`<kind>:<id>`), listed right after it: a gallery photo after its product, so a translator
   * reads a product's texts together.
   */
  follows?: string;
  written: WrittenTexts<Record<string, unknown>>;
  /** Per language, the parts of a list of separate names written before their English changed (each keeps its own time). */
  staleParts?: Partial<Record<TargetLanguage, Record<string, number[]>>>;
};

export type UnitState = "missing" | "stale" | "current";

export type TranslationUnit = {
  id: string;
  kind: SubjectKind;
  subjectId: string;
  subjectName: string;
  subjectPlace?: number;
  field: SubjectField;
  /** 1-based part of a field with several; null for a single text. */
  part: number | null;
  source: Content;
  target: Content | null;
  /** What the source's codes stand for. */
  codes: Code[];
  state: UnitState;
};

/** How a record is named in the versions a save is checked against, and in `follows`: `<kind>:<id>`. */
export const subjectKey = (subject: Pick<Subject, "kind" | "id">) => `${subject.kind}:${subject.id}`;

export const unitId = (kind: SubjectKind, subjectId: string, field: string, part: number | null) =>
  `${kind}:${subjectId}:${field}${part === null ? "" : `:${part}`}`;

/** A unit id read back: null when it names no kind or field of this site. */
export function parseUnitId(id: string): { kind: SubjectKind; subjectId: string; field: SubjectField; part: number | null } | null {
  const match = /^([a-z-]+):([^:\s]+):([a-zA-Z]+)(?::([1-9]\d{0,3}))?$/.exec(id);
  if (!match) return null;
  const [, kind = "", subjectId = "", fieldName = "", part] = match;
  if (!isSubjectKind(kind)) return null;
  const field = subjectFields[kind].find((candidate) => candidate.name === fieldName);
  if (!field || (field.shape === "text") !== (part === undefined)) return null;
  return { kind, subjectId, field, part: part === undefined ? null : Number(part) };
}

type Part = { part: number | null; source: Content; target: Content | null; codes: Code[] };

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const asList = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const asDocument = (value: unknown) => (typeof value === "object" && value !== null ? (value as RichTextDocument) : null);

/** A field's parts with the language's text beside each; a translation whose parts no longer match the English's has none. */
function partsOf(field: SubjectField, english: unknown, translated: unknown): Part[] {
  switch (field.shape) {
    case "text": {
      const source = asText(english);
      return source.trim() === ""
        ? []
        : [{ part: null, source: plainContent(source), target: isWritten(translated) ? [asText(translated)] : null, codes: [] }];
    }
    case "paragraphs":
    case "items": {
      const sources = asList(english);
      const targets = asList(translated);
      // A list written whole has a translation only while it has the English's length; a blank English part (a
      // specification row without a value) is no text to translate, and numbering keeps its place.
      const matches = field.shape === "items" || targets.length === sources.length;
      return sources.flatMap((source, index) => {
        const target = matches ? (targets[index] ?? "") : "";
        if (source.trim() === "") return [];
        const written = matches && (field.shape === "paragraphs" || target.trim() !== "");
        return [{ part: index + 1, source: plainContent(source), target: written ? plainContent(target) : null, codes: [] }];
      });
    }
    case "richText": {
      const sources = textBlocks(asDocument(english));
      const targets = textBlocks(asDocument(translated));
      const matches = targets.length === sources.length;
      return sources.map((block, index) => {
        const { content, codes } = blockContent(block);
        return { part: index + 1, source: content, target: matches ? blockContent(targets[index]!).content : null, codes };
      });
    }
  }
}

/** Every unit of a record in a language: each field the English has, missing, out of date or current there. */
export function unitsOf(subject: Subject, language: TargetLanguage): TranslationUnit[] {
  const stale = new Set(staleFields(subject.written, language) as string[]);
  const english = subject.written.texts.en;
  const own = subject.written.texts[language] ?? {};
  return subjectFields[subject.kind].flatMap((field) => {
    const parts = partsOf(field, english[field.name], own[field.name]);
    return parts.map(({ part, source, target, codes }) => ({
      id: unitId(subject.kind, subject.id, field.name, part),
      kind: subject.kind,
      subjectId: subject.id,
      subjectName: subject.name,
      subjectPlace: subject.place,
      field,
      part,
      source,
      target,
      codes,
      state:
        target === null
          ? "missing"
          : stale.has(field.name) || (part !== null && subject.staleParts?.[language]?.[field.name]?.includes(part))
            ? "stale"
            : "current",
    }));
  });
}

export const exportScopes = ["todo", "all"] as const;
/** What a file holds: every text, or only those missing or out of date in the language. */
export type ExportScope = (typeof exportScopes)[number];

export const inScope = (unit: TranslationUnit, scope: ExportScope) => scope === "all" || unit.state !== "current";

const han = /\p{Script=Han}/gu;
const wordSegmenter = new Intl.Segmenter("en", { granularity: "word" });

/**
 * Words as translators quote them: each word of a Latin, Cyrillic or Arabic text, and each Han character of a Chinese
 * one (Chinese is quoted by character).
 */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    const characters = segment.segment.match(han)?.length ?? 0;
    words += characters > 0 ? characters + (segment.segment.replace(han, "").match(/\p{L}/u) ? 1 : 0) : 1;
  }
  return words;
}

export const unitWords = (unit: TranslationUnit) => countWords(contentText(unit.source));

export type Script = "Latin" | "Han" | "Cyrillic" | "Arabic";

/** The script each language's texts are written in: what a target is checked against on import. */
export const languageScripts: Record<TargetLanguage, Script> = { zh: "Han", es: "Latin", ru: "Cyrillic", ar: "Arabic" };

const scriptLetters: Record<Script, RegExp> = {
  Latin: /\p{Script=Latin}/gu,
  Han: /\p{Script=Han}/gu,
  Cyrillic: /\p{Script=Cyrillic}/gu,
  Arabic: /\p{Script=Arabic}/gu,
};

/**
 * Whether a text reads as written in the language: it has letters of the language's script, and no other script
 * outweighs it. Latin names inside a Russian or Arabic text ("Calacatta Gold") stay allowed; a Russian text in a
 * Spanish file, or an English one in a Chinese file, does not.
 */
export function inLanguageScript(text: string, language: TargetLanguage): boolean {
  const count = (script: Script) => text.match(scriptLetters[script])?.length ?? 0;
  if (!/\p{L}/u.test(text)) return true;
  const expected = languageScripts[language];
  const own = count(expected);
  if (own === 0) return false;
  return (Object.keys(scriptLetters) as Script[]).every((script) => script === expected || script === "Latin" || count(script) <= own);
}
