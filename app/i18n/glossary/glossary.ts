import type { TranslatedLanguage } from "~/i18n/languages";

/**
 * One concept of the stone trade and the one word a language's texts use for it. Buyers read a second word for the
 * same thing as a second thing ("paquete" beside "bulto"), so every other word a translator might reach for is
 * listed as rejected, and glossary.test.ts fails when a catalog or the demo catalogue uses one.
 */
export type GlossaryEntry = {
  /** The concept in English, as the English catalog names it ("slab", "bundle", "delivery terms"). */
  concept: string;
  /** The word or phrase the language's texts use for it. */
  chosen: string;
  /**
   * Words the texts must not use for it, matched case-insensitively as whole words; a trailing `*` matches any
   * ending ("слэб*" catches «слэбы», «слэбов»).
   */
  rejected: string[];
  /** Why this word and not the others, in English, for the next translator. */
  why: string;
};

/** A buyer language's glossary: its entries, and what the texts read as a whole (variety, register, forms). */
export type Glossary = { language: TranslatedLanguage; about: string; entries: GlossaryEntry[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern that finds a rejected word in a text: letters or digits on neither side, unless it ends in `*`. */
export function rejectedPattern(word: string): RegExp {
  const open = word.endsWith("*");
  const stem = escape(open ? word.slice(0, -1) : word);
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}${open ? "" : "(?![\\p{L}\\p{N}])"}`, "iu");
}
