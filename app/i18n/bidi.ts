import { languageEntry, type Language } from "./languages";

/**
 * Values that keep their own direction inside a line of the other: a phone number, an email address, a code, a
 * figure with a Latin unit, a Latin name inside Arabic. Left in an Arabic line, "+966 12 345 6789" reads
 * "6789 345 12 966+" and "30% deposit by T/T" puts its "30%" at the far end (the Unicode bidirectional algorithm,
 * UAX #9). Plain text (a mail, a PDF, a select's options, a meta description) carries the algorithm's isolates,
 * LRI … PDI for left to right and FSI … PDI for "the direction of its first letter"; a page renders the same isolates
 * as <bdi> elements (components/bidi-text.tsx), so one text serves both and nothing invisible is copied off a page.
 */
export const LRI = "\u2066";
export const RLI = "\u2067";
export const FSI = "\u2068";
export const PDI = "\u2069";

/** `ltr` and `rtl` as HTML's `dir` names them; `auto` reads the direction off the value's first letter. */
export type IsolateDirection = "ltr" | "rtl" | "auto";

const initiators: Record<string, IsolateDirection> = { [LRI]: "ltr", [RLI]: "rtl", [FSI]: "auto" };
const opening: Record<IsolateDirection, string> = { ltr: LRI, rtl: RLI, auto: FSI };

/** `text` isolated in `direction`; an empty text stays empty, so a missing value adds nothing. */
export const isolate = (text: string, direction: IsolateDirection = "ltr"): string =>
  text === "" ? text : `${opening[direction]}${text}${PDI}`;

/**
 * `text` isolated where `language` reads right to left, as it is elsewhere: a Latin value in an English or Spanish
 * line needs nothing, and their mails and PDFs stay free of marks a reader's tools might trip on.
 */
export const isolateIn = (language: Language, text: string, direction: IsolateDirection = "ltr"): string =>
  languageEntry(language).direction === "rtl" ? isolate(text, direction) : text;

/** A piece of a text: written as it is, or isolated in a direction, with its own pieces inside. */
export type BidiRun = { text: string } | { isolate: IsolateDirection; runs: BidiRun[] };

/**
 * A text's plain pieces and its isolates, outermost first, for a page to render each isolate as an element. As in
 * the algorithm (rule BD9), an isolate with no PDI runs to the end of the text, and a PDI with none open is dropped.
 */
export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  let plain = "";
  let index = 0;
  const flush = () => {
    if (plain !== "") runs.push({ text: plain });
    plain = "";
  };
  while (index < text.length) {
    const character = text[index]!;
    const direction = initiators[character];
    if (direction === undefined) {
      if (character !== PDI) plain += character;
      index += 1;
      continue;
    }
    let depth = 1;
    let end = index + 1;
    for (; end < text.length; end++) {
      if (initiators[text[end]!] !== undefined) depth += 1;
      else if (text[end] === PDI && --depth === 0) break;
    }
    flush();
    runs.push({ isolate: direction, runs: bidiRuns(text.slice(index + 1, end)) });
    index = end + 1;
  }
  flush();
  return runs;
}

/** The text without its isolates, as a `tel:` link or a comparison needs it. */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/gu, "");
