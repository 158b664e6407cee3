/**
 * Finding products by words, in English and Chinese, without a search server: a small inverted
 * index built from the catalogue's texts. Chinese has no spaces, so Han text is indexed as
 * overlapping pairs of characters (bigrams); a query matches when all its
 * pairs occur. English words are lower-cased and stripped of plural endings, and a word within one
 * typo (two for long words) of an indexed one still matches, so "calacata" finds "Calacatta".
 */

/** Where a word was found; a title match outranks the same word in the description. */
export const fieldWeights = { title: 10, keywords: 6, attributes: 4, description: 1 } as const;
export type SearchField = keyof typeof fieldWeights;

/** One product's searchable texts, in both languages at once: a buyer may type Chinese on the English page. */
export type SearchDocument = { id: string; fields: Record<SearchField, string[]>; suggestions: string[] };

export type SearchIndex = {
  documents: { id: string; suggestions: string[] }[];
  /** term → document index → the best field weight the term has in that document */
  postings: Map<string, Map<number, number>>;
  /** The indexed terms split by script, so a query word is compared only with words it could be a typo or a part of. */
  latinTerms: string[];
  hanTerms: string[];
};

export type SearchResult = { ids: string[]; suggestions: string[] };

const HAN = /\p{Script=Han}/u;

/** Full-width letters and digits become ASCII, accents go, letters are lower-cased. */
export function normalise(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").normalize("NFKC").toLowerCase();
}

/** "marbles" → "marble", "finishes" → "finish", "quarries" → "quarry"; short words and "-ss" stay. */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

function hanTerms(word: string): string[] {
  const characters = [...word];
  if (characters.length === 1) return characters;
  return characters.slice(0, -1).map((character, index) => character + characters[index + 1]);
}

/**
 * The terms of a text: stemmed English words, numbers, and Chinese character pairs (single characters
 * when alone). A Han run is paired whole rather than cut into dictionary words first: a word cutter
 * splits a query ("卡拉拉") differently from the title it should find ("卡拉拉雾"), pairs never do.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const run of normalise(text).match(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? []) {
    if (HAN.test(run)) terms.push(...hanTerms(run));
    else terms.push(stem(run));
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

export function buildSearchIndex(documents: SearchDocument[]): SearchIndex {
  const postings = new Map<string, Map<number, number>>();
  documents.forEach((document, index) => {
    for (const field of Object.keys(fieldWeights) as SearchField[]) {
      for (const term of document.fields[field].flatMap(tokenize)) {
        let posting = postings.get(term);
        if (!posting) postings.set(term, (posting = new Map()));
        posting.set(index, Math.max(posting.get(index) ?? 0, fieldWeights[field]));
      }
    }
  });
  const terms = [...postings.keys()];
  return {
    documents: documents.map(({ id, suggestions }) => ({ id, suggestions })),
    postings,
    latinTerms: terms.filter((term) => !HAN.test(term)),
    hanTerms: terms.filter((term) => HAN.test(term)),
  };
}

/** Character pairs of a text, to compare a mistyped query with titles and keywords. */
function characterPairs(text: string): Set<string> {
  const compact = normalise(text).replace(/[\s\p{P}]+/gu, "");
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
  for (const document of index.documents) {
    for (const text of document.suggestions) {
      const score = Math.max(similarity(wanted, characterPairs(text)), ...text.split(/\s+/).map((word) => similarity(wanted, characterPairs(word))));
      if (score >= SUGGESTION_THRESHOLD && score > (scored.get(text) ?? 0)) scored.set(text, score);
    }
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
    const candidates = HAN.test(term) ? ([...term].length === 1 ? index.hanTerms : [term]) : index.latinTerms;
    for (const indexed of candidates) {
      const posting = index.postings.get(indexed);
      const quality = posting ? matchQuality(term, indexed) : 0;
      if (quality === 0) continue;
      for (const [document, weight] of posting!) termScores.set(document, Math.max(termScores.get(document) ?? 0, weight * quality));
    }
    const combined: Map<number, number> = new Map();
    for (const [document, score] of termScores) {
      if (scores === null) combined.set(document, score);
      else if (scores.has(document)) combined.set(document, scores.get(document)! + score);
    }
    scores = combined;
    if (scores.size === 0) break;
  }
  const ranked = [...scores!.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([document]) => index.documents[document]!.id);
  return { ids: ranked, suggestions: ranked.length === 0 ? suggest(index, query) : [] };
}
