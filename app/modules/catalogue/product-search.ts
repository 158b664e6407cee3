import { searchWordNormalisers, type WordScript } from "./search-stemmers";

/**
 * Finding products by words, in English, Chinese, Spanish, Russian and Arabic, without a search server: a
 * small inverted index built from the catalogue's texts. Chinese has no spaces, so Han text is indexed as
 * overlapping pairs of characters (bigrams); a query matches when all its pairs occur. Words of the other
 * scripts are lower-cased and brought to one form by their script's normaliser (search-stemmers.ts), and a
 * word within one typo (two for long words) of an indexed one still matches, so "calacata" finds "Calacatta".
 */

/** Where a word was found; a title match outranks the same word in the description. */
export const fieldWeights = { title: 10, keywords: 6, attributes: 4, description: 1 } as const;
export type SearchField = keyof typeof fieldWeights;

/** One product's searchable texts, in every language at once: a buyer may type Chinese on the English page. */
export type SearchDocument = { id: string; fields: Record<SearchField, string[]>; suggestions: string[] };

export type SearchIndex = {
  /** The documents' ids, in the order they were indexed: a posting names a document by its place here. */
  ids: string[];
  /** Every distinct title and keyword, for "did you mean": one copy however many products share it. */
  suggestions: string[];
  /**
   * term → the documents that have it, in index order, each as `document << WEIGHT_BITS | weight`
   * (the best field weight the term has there). Packed integers rather than a Map per term: a Map
   * entry costs tens of bytes, and 10,000 products have a few million postings (118 MB as Maps, 10 MB packed).
   */
  postings: Map<string, Int32Array>;
  /**
   * The indexed terms split by script, so a query word is compared only with words it could be a typo or a part of.
   * "latin" also holds numbers and the words of scripts without a normaliser of their own.
   */
  terms: Record<TermScript, string[]>;
};

type TermScript = WordScript | "han";

export type SearchResult = { ids: string[]; suggestions: string[] };

const HAN = /\p{Script=Han}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const ARABIC = /\p{Script=Arabic}/u;

function termScript(term: string): TermScript {
  if (HAN.test(term)) return "han";
  if (CYRILLIC.test(term)) return "cyrillic";
  if (ARABIC.test(term)) return "arabic";
  return "latin";
}

/** ٠ is U+0660 and ۰ U+06F0: the low four bits of either digit are its value. */
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
/**
 * A mark that is an accent, or the tatweel that stretches an Arabic word: "é" is "e", "ё" is "е", and Arabic
 * harakat, tanween, shadda, sukun and superscript alef go. The marks that make a letter stay, recomposed with
 * it: the breve of "й", and the hamza and madda of "أ إ آ ؤ ئ", which the Arabic normaliser reads before it
 * merges them (a hamza tells "ألوان" from a word with the article "ال").
 */
const ACCENT_OR_TATWEEL = /\p{M}(?<![иИ]\u0306|\p{Script=Arabic}\p{M}*[\u0653-\u0655])|\u0640/gu;

/** Full-width letters and digits become ASCII, and so do Arabic-Indic and Persian digits; accents and tatweel go, letters are lower-cased. */
export function normalise(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf))
    .normalize("NFKD")
    .replace(ACCENT_OR_TATWEEL, "")
    .normalize("NFKC")
    .toLowerCase();
}

function hanTerms(word: string): string[] {
  const characters = [...word];
  if (characters.length === 1) return characters;
  return characters.slice(0, -1).map((character, index) => character + characters[index + 1]);
}

/** A letter of the script: the `u` flag can write "a letter and of this script" only as "neither a non-letter nor of another script". */
const letterOf = (script: string) => String.raw`[^\P{L}\P{Script=${script}}]`;

/**
 * A run of letters of one script, with the digits in it or just before it ("20mm", "20мм"); Arabic runs also
 * take a hamza `normalise` could not recompose with its letter. Letters of scripts without a normaliser, and
 * numbers alone, fall to "latin".
 */
const WORD_RUN = new RegExp(
  [
    String.raw`\p{Script=Han}+`,
    String.raw`\p{N}*${letterOf("Cyrillic")}(?:${letterOf("Cyrillic")}|\p{N})*`,
    String.raw`\p{N}*${letterOf("Arabic")}(?:${letterOf("Arabic")}|[\p{M}\p{N}])*`,
    String.raw`(?:[^\P{L}\p{Script=Han}\p{Script=Cyrillic}\p{Script=Arabic}]|\p{N})+`,
  ].join("|"),
  "gu",
);

/**
 * The terms of a text: each run of letters normalised by its script's normaliser (English and Spanish
 * plurals, Russian endings, Arabic spellings and articles), numbers, and Chinese character pairs (single
 * characters when alone). A Han run is paired whole rather than cut into dictionary words first: a word
 * cutter splits a query ("卡拉拉") differently from the title it should find ("卡拉拉雾"), pairs never do.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const run of normalise(text).match(WORD_RUN) ?? []) {
    const script = termScript(run);
    if (script === "han") terms.push(...hanTerms(run));
    else terms.push(searchWordNormalisers[script](run));
  }
  return terms;
}

/** Damerau–Levenshtein (adjacent swaps count once), giving up beyond `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const typosAllowed = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** How well an indexed term answers a query term: exact 1, the start of a longer word 0.8, a typo away 0.6. */
function matchQuality(queryTerm: string, indexed: string): number {
  if (indexed === queryTerm) return 1;
  // A lone character ("白") is looked for inside the indexed pairs.
  if (HAN.test(queryTerm)) return [...queryTerm].length === 1 && indexed.includes(queryTerm) ? 0.8 : 0;
  if (queryTerm.length >= 3 && indexed.startsWith(queryTerm)) return 0.8;
  const allowed = typosAllowed(queryTerm);
  return allowed > 0 && editDistance(queryTerm, indexed, allowed) <= allowed ? 0.6 : 0;
}

/** Field weights (at most 10) fit in the low four bits of a posting. */
const WEIGHT_BITS = 4;
const WEIGHT_MASK = (1 << WEIGHT_BITS) - 1;

export function buildSearchIndex(documents: SearchDocument[]): SearchIndex {
  const growing = new Map<string, number[]>();
  documents.forEach((document, index) => {
    for (const field of Object.keys(fieldWeights) as SearchField[]) {
      const entry = (index << WEIGHT_BITS) | fieldWeights[field];
      for (const term of document.fields[field].flatMap(tokenize)) {
        let posting = growing.get(term);
        if (!posting) growing.set(term, (posting = []));
        // Documents are indexed in order, so a term seen before in this document is the last entry.
        const last = posting.length - 1;
        if (last >= 0 && posting[last]! >> WEIGHT_BITS === index) posting[last] = Math.max(posting[last]!, entry);
        else posting.push(entry);
      }
    }
  });
  const postings = new Map([...growing].map(([term, entries]) => [term, Int32Array.from(entries)]));
  const terms: SearchIndex["terms"] = { latin: [], cyrillic: [], arabic: [], han: [] };
  for (const term of postings.keys()) terms[termScript(term)].push(term);
  return {
    ids: documents.map((document) => document.id),
    suggestions: [...new Set(documents.flatMap((document) => document.suggestions))],
    postings,
    terms,
  };
}

/** Character pairs of a text, to compare a mistyped query with titles and keywords. */
function characterPairs(text: string): Set<string> {
  const compact = normalise(text).replace(/[\s\p{P}\p{M}]+/gu, "");
  const characters = [...compact];
  if (characters.length < 2) return new Set(characters);
  return new Set(characters.slice(0, -1).map((character, index) => character + characters[index + 1]));
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

const SUGGESTION_LIMIT = 3;
const SUGGESTION_THRESHOLD = 0.25;

/** The titles and keywords closest to a query that found nothing: "Did you mean …". */
function suggest(index: SearchIndex, query: string): string[] {
  const wanted = characterPairs(query);
  const scored = new Map<string, number>();
  for (const text of index.suggestions) {
    const score = Math.max(
      similarity(wanted, characterPairs(text)),
      ...text.split(/\s+/).map((word) => similarity(wanted, characterPairs(word))),
    );
    if (score >= SUGGESTION_THRESHOLD) scored.set(text, score);
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SUGGESTION_LIMIT)
    .map(([text]) => text);
}

/**
 * Products matching every word of the query, best first: the sum over the query's words of the
 * field weight where each was found times how exactly; ties keep the catalogue's order. When
 * nothing matches, suggestions instead.
 */
export function searchIndex(index: SearchIndex, query: string): SearchResult {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return { ids: [], suggestions: [] };
  let scores: Map<number, number> | null = null;
  for (const term of terms) {
    const termScores = new Map<number, number>();
    const script = termScript(term);
    const candidates = script === "han" ? ([...term].length === 1 ? index.terms.han : [term]) : index.terms[script];
    for (const indexed of candidates) {
      const posting = index.postings.get(indexed);
      const quality = posting ? matchQuality(term, indexed) : 0;
      if (quality === 0) continue;
      for (const entry of posting!) {
        const document = entry >> WEIGHT_BITS;
        termScores.set(document, Math.max(termScores.get(document) ?? 0, (entry & WEIGHT_MASK) * quality));
      }
    }
    const combined: Map<number, number> = new Map();
    for (const [document, score] of termScores) {
      if (scores === null) combined.set(document, score);
      else if (scores.has(document)) combined.set(document, scores.get(document)! + score);
    }
    scores = combined;
    if (scores.size === 0) break;
  }
  const ranked = [...scores!.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([document]) => index.ids[document]!);
  return { ids: ranked, suggestions: ranked.length === 0 ? suggest(index, query) : [] };
}
