/**
 * The word normalisers of the product search, one per script: each turns a word, as `normalise` in
 * product-search.ts leaves it (NFKC, lower case, accents, Arabic diacritics and tatweel gone), into the
 * term that is indexed and looked up, so that the forms of one word a buyer may type meet on one term. Light
 * by design: endings are cut by rule, with no dictionary; what a rule misses, the search's prefix and typo
 * matching usually still finds.
 */

/**
 * Spanish plurals of words ending in a consonant, in the endings English plurals seldom have: mármoles, azules,
 * colores, paredes, tonalidades, instalaciones, imágenes, grises, meses. Elsewhere "-es" after a consonant is
 * left to the English rule (tiles → tile, stones → stone, marbles → marble), since no rule can tell "tiles"
 * from "perfiles" without a dictionary.
 */
const SPANISH_CONSONANT_PLURAL = /(?:[aeou]l|[aeo]r|[dt]ad|ed|ion|en|[ei]s)es$/;

/**
 * English and Spanish plurals, which share the Latin script and so one stemmer: "marbles" → "marble",
 * "finishes" → "finish", "quarries" → "quarry", "marmoles" → "marmol", "encimeras" → "encimera". A singular
 * in "-ie" becomes "-y" like its plural, because "-ies" is English "-y" ("vanities") as well as Spanish "-ie"
 * ("superficies"). Words ending in "-ss", "-us" and "-is" ("glass", "gris", "análisis") are not plurals.
 */
export function stemLatinWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ie")) return `${word.slice(0, -2)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length >= 5 && SPANISH_CONSONANT_PLURAL.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

type Ending = { text: string; onlyAfterAOrYa: boolean };
/** A class of Russian endings by their last letter, longest first; some count only after а or я (which stay on the word). */
type EndingClass = ReadonlyMap<string, readonly Ending[]>;

function endingClass(anywhere: string, afterAOrYa = ""): EndingClass {
  const list = (texts: string, onlyAfterAOrYa: boolean) =>
    texts
      .split(" ")
      .filter(Boolean)
      .map((text) => ({ text, onlyAfterAOrYa }));
  const byLastLetter = new Map<string, Ending[]>();
  for (const ending of [...list(anywhere, false), ...list(afterAOrYa, true)].sort((a, b) => b.text.length - a.text.length)) {
    const lastLetter = ending.text.at(-1)!;
    byLastLetter.set(lastLetter, [...(byLastLetter.get(lastLetter) ?? []), ending]);
  }
  return byLastLetter;
}

/*
 * The ending classes of the Snowball Russian stemmer (snowballstem.org/algorithms/russian/stemmer.html) that
 * nouns and adjectives take. Its verb, gerund and reflexive classes are left out: buyers look for slabs by nouns
 * and adjectives, and those endings cut nouns short: "гранит" → "гран" beside "гранита" → "гранит", "акрил" →
 * "акр", "массив" → "масс", "смесь" → "сме".
 */
const ADJECTIVE = endingClass("ее ие ые ое ими ыми ей ий ый ой ем им ым ом его ого ему ому их ых ую юю ая яя ою ею");
const PARTICIPLE = endingClass("ивш ывш ующ", "ем нн вш ющ щ");
const NOUN = endingClass("а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у ах иях ях ы ь ию ью ю ия ья я");
const DERIVATIONAL = endingClass("ост ость");
const SUPERLATIVE = endingClass("ейш ейше");
/**
 * Not Snowball's: the suffix of an adjective made from a noun, so that "кварцевый" is "кварц", "бежевый"
 * "беж" and "графитовый" "графит", the way buyers name a slab's material and colour. Cut only where an
 * adjective ending was, and only inside RV, which keeps "новый" whole.
 */
const RELATIONAL_SUFFIX = endingClass("ов ев");

/**
 * The word without the longest ending of the class that lies at or after `regionStart`; undefined when there
 * is none, or when that longest ending must follow а or я inside the region and does not (Snowball's `among`
 * does not fall back to a shorter ending).
 */
function withoutEnding(word: string, regionStart: number, endings: EndingClass): string | undefined {
  for (const { text, onlyAfterAOrYa } of endings.get(word.charAt(word.length - 1)) ?? []) {
    const stemLength = word.length - text.length;
    if (stemLength < regionStart || !word.endsWith(text)) continue;
    return !onlyAfterAOrYa || (stemLength > regionStart && "ая".includes(word[stemLength - 1]!)) ? word.slice(0, stemLength) : undefined;
  }
  return undefined;
}

const RUSSIAN_VOWEL = /[аеиоуыэюя]/;
const RUSSIAN_VOWEL_THEN_OTHER = /[аеиоуыэюя][^аеиоуыэюя]/;

/** Where Snowball's R1 starts, looking from `from` on: just past the first non-vowel after a vowel (the word's length when there is none). R2 is R1 of R1. */
function pastVowelThenOther(word: string, from: number): number {
  const at = word.slice(from).search(RUSSIAN_VOWEL_THEN_OTHER);
  return at < 0 ? word.length : from + at + 2;
}

/** "нн" at the end becomes "н" when both lie in the region. */
function withoutDoubledN(word: string, regionStart: number): string {
  return word.endsWith("нн") && word.length - 2 >= regionStart ? word.slice(0, -1) : word;
}

/**
 * Russian word forms onto one stem, by the noun and adjective steps of the Snowball Russian algorithm:
 * "столешница", "столешницы", "столешнице" and "столешниц" are all "столешниц"; "белый", "белая", "белые" and
 * "белого" "бел". Endings are cut only from RV, the part after the first vowel, so a short word keeps its
 * root. `normalise` has made ё е and dropped stress marks by then.
 */
export function stemRussianWord(word: string): string {
  const firstVowel = word.search(RUSSIAN_VOWEL);
  const rv = firstVowel < 0 ? word.length : firstVowel + 1;
  const r2 = pastVowelThenOther(word, pastVowelThenOther(word, 0));

  const withoutAdjective = withoutEnding(word, rv, ADJECTIVE);
  let stem =
    withoutAdjective !== undefined
      ? (withoutEnding(withoutAdjective, rv, PARTICIPLE) ?? withoutEnding(withoutAdjective, rv, RELATIONAL_SUFFIX) ?? withoutAdjective)
      : (withoutEnding(word, rv, NOUN) ?? word);
  if (stem.endsWith("и") && stem.length - 1 >= rv) stem = stem.slice(0, -1);
  stem = withoutEnding(stem, r2, DERIVATIONAL) ?? stem;

  const withoutSuperlative = withoutEnding(stem, rv, SUPERLATIVE);
  if (withoutSuperlative !== undefined) return withoutDoubledN(withoutSuperlative, rv);
  if (stem.endsWith("ь") && stem.length - 1 >= rv) return stem.slice(0, -1);
  return withoutDoubledN(stem, rv);
}

/**
 * The definite article "ال" (its alef written ٱ in vocalised text), alone or with the و ب ك ف written onto it
 * ("والرخام" is "and the marble"), or as "لل", which is ل + ال whose alef is not written.
 */
const ARABIC_ARTICLE = /^(?:[وبكف]?[اٱ]ل|لل)/;

/** Letters written several ways, and the one each is read as: alef with hamza or madda and alef wasla, alef maksura, tā' marbūṭa, and the Persian keyboard's yeh and kaf. */
const ARABIC_LETTER_VARIANTS: Record<string, string> = { أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ى: "ي", ة: "ه", ؤ: "و", ئ: "ي", ی: "ي", ک: "ك" };
const ARABIC_LETTER_VARIANT = new RegExp(`[${Object.keys(ARABIC_LETTER_VARIANTS).join("")}]`, "g");

/**
 * An Arabic word as buyers spell it in different ways: "الرخام" → "رخام", "أبيض" → "ابيض". The article goes
 * when three letters or more remain; then the alef forms become ا, ى ي, ة ه, ؤ و and ئ ي (`normalise` has
 * dropped the diacritics and the tatweel). The article is cut before the alef forms are merged, so "ألوان"
 * (colours, with hamza) keeps its first letters and meets "الألوان" (the colours).
 */
export function normaliseArabicWord(word: string): string {
  const article = ARABIC_ARTICLE.exec(word)?.[0];
  const letters = article && word.length - article.length >= 3 ? word.slice(article.length) : word;
  return letters.replace(ARABIC_LETTER_VARIANT, (letter) => ARABIC_LETTER_VARIANTS[letter]!);
}

/** The normaliser for each script with one; a word in any other script (or a number alone) goes through the Latin one, which leaves it as it is. */
export const searchWordNormalisers = {
  latin: stemLatinWord,
  cyrillic: stemRussianWord,
  arabic: normaliseArabicWord,
} satisfies Record<string, (word: string) => string>;

export type WordScript = keyof typeof searchWordNormalisers;
