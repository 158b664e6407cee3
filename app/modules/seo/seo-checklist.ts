import { defaultLanguage, type Language } from "~/i18n/languages";
import type { SearchTexts } from "./search-texts";

/**
 * The owner's SEO checklist (docs/decisions/028-seo-checklist.md): what a page gives search engines,
 * judged as traffic lights per language. Pure, so the editors run it as the owner types and the
 * dashboard's SEO health screen runs the very same rules over the whole site.
 */

/** Wide (East Asian) characters take about twice the room of a Latin letter in a search result. */
const wideRanges: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

function isWide(codePoint: number): boolean {
  // Latin text never reaches the table: the SEO health screen measures every title and description of the site.
  if (codePoint < 0x1100) return false;
  for (const [first, last] of wideRanges) if (codePoint >= first && codePoint <= last) return true;
  return false;
}

/** The room a text takes in a search result, in Latin characters: a Chinese character counts two; Cyrillic and Arabic letters one, as Latin ones. */
export function displayWidth(text: string): number {
  const trimmed = text.trim();
  let width = 0;
  for (let index = 0; index < trimmed.length; index += 1) {
    const codePoint = trimmed.codePointAt(index)!;
    if (codePoint > 0xffff) index += 1;
    width += isWide(codePoint) ? 2 : 1;
  }
  return width;
}

/** What search results show before cutting off, in display width (decision 028 gives the sources). */
export const searchResultWidths = {
  title: { min: 10, max: 60 },
  description: { min: 70, max: 160 },
} as const;

export type Light = "good" | "improve" | "problem";
export const lights = ["problem", "improve", "good"] as const satisfies readonly Light[];

/** The owner's own texts a page is made from, per language; the other-language check compares them. */
export const ownFieldKinds = ["title", "description", "keywords"] as const;
export type OwnFieldKind = (typeof ownFieldKinds)[number];

/** Another page whose title is the same, named for the owner with where to change it. */
export type TitleOwner = { label: string; href: string };

/** Where the owner fixes a check: a link to the editor, with the field's id as its fragment. */
export type FixLinks = {
  fields: Record<Language, Partial<Record<OwnFieldKind, string>>>;
  /** The first image without alt text in each language, where the owner writes it. */
  images: Record<Language, string | null>;
};

/** Everything the checks need to know about one page, product, category or post. */
export type SeoSubject = {
  /** What each language's search result shows; null where the page does not exist in that language (a post in one language). */
  results: Record<Language, SearchTexts | null>;
  own: Record<Language, Partial<Record<OwnFieldKind, string>>>;
  /** The images the page shows: how many, and how many have no alt text in that language. */
  images: Record<Language, { total: number; missing: number }>;
  /** The other pages of the site whose title in that language is the same. */
  sameTitle: Record<Language, TitleOwner[]>;
  fix: FixLinks;
};

export type SeoCheck =
  | { id: "title"; width: number; light: Light; verdict: LengthVerdict }
  | { id: "description"; width: number; light: Light; verdict: LengthVerdict }
  | { id: "images"; light: Light; total: number; missing: number }
  | { id: "translated"; light: Light; missing: OwnFieldKind[]; pageMissing: boolean; reference: Language }
  | { id: "uniqueTitle"; light: Light; others: TitleOwner[] };

export type SeoCheckId = SeoCheck["id"];
export type LengthVerdict = "empty" | "short" | "long" | "fits";

/** One language's checklist: its result and each check with where it is fixed. */
export type LanguageChecklist = { language: Language; result: SearchTexts | null; checks: (SeoCheck & { fix: string | null })[] };

function judgeLength(text: string, limits: { min: number; max: number }): { width: number; verdict: LengthVerdict; light: Light } {
  const width = displayWidth(text);
  if (width === 0) return { width, verdict: "empty", light: "problem" };
  if (width > limits.max) return { width, verdict: "long", light: "improve" };
  if (width < limits.min) return { width, verdict: "short", light: "improve" };
  return { width, verdict: "fits", light: "good" };
}

/** What a language's texts are held to: the English, which every other language's pages fall back to; English itself to Chinese (docs/requirements/languages.md#owner-texts-in-every-language). */
export const referenceLanguage = (language: Language): Language => (language === defaultLanguage ? "zh" : defaultLanguage);

/** The owner's texts empty in this language that its reference language has. */
function untranslated(subject: SeoSubject, language: Language): OwnFieldKind[] {
  const here = subject.own[language];
  const there = subject.own[referenceLanguage(language)];
  return ownFieldKinds.filter((kind) => !(here[kind] ?? "").trim() && (there[kind] ?? "").trim());
}

function checksFor(subject: SeoSubject, language: Language): LanguageChecklist["checks"] {
  const result = subject.results[language];
  const fields = subject.fix.fields[language];
  const checks: LanguageChecklist["checks"] = [];
  const missing = untranslated(subject, language);
  if (result) {
    checks.push({ id: "title", ...judgeLength(result.title, searchResultWidths.title), fix: fields.title ?? null });
    checks.push({ id: "description", ...judgeLength(result.description, searchResultWidths.description), fix: fields.description ?? null });
  }
  // A page missing in a language altogether (a post written in one) is a choice the owner may have made: worth a look, not an error.
  checks.push({
    id: "translated",
    light: missing.length === 0 ? "good" : result ? "problem" : "improve",
    missing,
    pageMissing: !result,
    reference: referenceLanguage(language),
    fix: missing[0] ? (fields[missing[0]] ?? null) : null,
  });
  if (!result) return checks;
  const images = subject.images[language];
  if (images.total > 0)
    checks.push({ id: "images", light: images.missing === 0 ? "good" : "problem", ...images, fix: subject.fix.images[language] });
  const others = subject.sameTitle[language];
  checks.push({ id: "uniqueTitle", light: others.length === 0 ? "good" : "problem", others, fix: fields.title ?? null });
  return checks;
}

/** The checklist of a page in each language the site serves. */
export function seoChecklist(subject: SeoSubject, served: readonly Language[]): LanguageChecklist[] {
  return served.map((language) => ({ language, result: subject.results[language], checks: checksFor(subject, language) }));
}

/** How many checks of a checklist are at each light. */
export function countLights(checklists: readonly LanguageChecklist[]): Record<Light, number> {
  const counts: Record<Light, number> = { good: 0, improve: 0, problem: 0 };
  for (const checklist of checklists) for (const check of checklist.checks) counts[check.light] += 1;
  return counts;
}
