// Node runs this file as it is on the brochure's drawing thread (see pdf-layout.server.ts): it imports packages and
// relative files only.
import bidiFactory from "bidi-js";

/**
 * Text on a printed sheet (a spec sheet, a quote), left to right or right to left. pdfkit lays a string out word by word from the left, and the
 * font engine under it turns each right-to-left word round on its own, so an Arabic line came out with its words
 * glued in the wrong places and Latin product names inside it reversed. A right-to-left sheet therefore breaks its
 * lines itself, orders each line's runs by the Unicode bidirectional algorithm, and hands pdfkit one run at a time in a
 * font that has its letters: Arabic in Noto Sans Arabic, anything else in Noto Sans SC.
 */

export type Weight = "regular" | "bold";
export type TextStyle = { weight: Weight; size: number; colour: string; lineGap?: number; link?: string };
/** `start` is where reading begins: the left on a left-to-right sheet, the right on a right-to-left one. */
export type Placement = { x: number; y: number; width: number; align?: "start" | "end" };

export type SheetText = {
  direction: "ltr" | "rtl";
  /** Writes a paragraph inside the box and moves the document's cursor below it. */
  write: (text: string, placement: Placement, style: TextStyle) => void;
  /** The height `write` would take. */
  height: (text: string, width: number, style: TextStyle) => number;
};

const bidi = bidiFactory();

type Run = { text: string; font: string; arabic: boolean };
/** Arabic letters and the marks only Arabic uses (its comma, semicolon, question mark), which the Latin font lacks. */
const ARABIC = /\p{Script_Extensions=Arabic}/u;
/**
 * The invisible marks that steer the bidirectional algorithm (an amount's right-to-left mark, an isolated "US$"): they
 * have done their work once a line is ordered, and the fonts have no glyph for them, which pdfkit would draw as a box.
 */
const DIRECTION_MARK = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const DIRECTION_MARKS = new RegExp(DIRECTION_MARK.source, "gu");
/**
 * Any font option turns off pdfkit's word-by-word layout, so an Arabic run goes to the font engine whole; other runs
 * keep pdfkit's layout, whose words it keeps from one use to the next.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
const layoutOf = (run: Run) => (run.arabic ? WHOLE_RUN : {});

export function sheetText(
  doc: PDFKit.PDFDocument,
  direction: "ltr" | "rtl",
  fontNames: { latin: Record<Weight, string>; arabic: Record<Weight, string> },
): SheetText {
  if (direction === "ltr") {
    return {
      direction,
      write: (text, { x, y, width, align = "start" }, { weight, size, colour, lineGap, link }) => {
        doc
          .font(fontNames.latin[weight])
          .fontSize(size)
          .fillColor(colour)
          .text(text.replace(DIRECTION_MARKS, ""), x, y, { width, align: align === "start" ? "left" : "right", lineGap, link });
      },
      height: (text, width, { weight, size, lineGap }) =>
        doc.font(fontNames.latin[weight]).fontSize(size).heightOfString(text.replace(DIRECTION_MARKS, ""), { width, lineGap }),
    };
  }

  /**
   * A line's runs from the left, each in reading order for the font engine, which turns Arabic round itself. The line
   * reads in the direction of its paragraph's first letter or direction mark (the algorithm's rules P2 and P3), so an
   * English value ("12 mm, 15 mm", a company name ending in "Ltd.") keeps its order on an Arabic sheet, and an Arabic
   * amount, which opens with a right-to-left mark, reads right to left.
   */
  const visualRuns = (line: string, weight: Weight, paragraphDirection: "ltr" | "rtl"): Run[] => {
    const embedding = bidi.getEmbeddingLevels(line, paragraphDirection);
    const order = bidi.getReorderedIndices(line, embedding);
    const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
    const runs: Run[] = [];
    for (const index of order) {
      const character = mirrored.get(index) ?? line[index]!;
      if (DIRECTION_MARK.test(character)) continue;
      const arabic = ARABIC.test(character);
      const last = runs.at(-1);
      if (last && last.arabic === arabic) last.text += character;
      else runs.push({ text: character, font: arabic ? fontNames.arabic[weight] : fontNames.latin[weight], arabic });
    }
    // An Arabic run was collected in the order it is seen; the font engine wants it in the order it is read.
    return runs.map((run) => (run.arabic ? { ...run, text: [...run.text].reverse().join("") } : run));
  };
  const directionOf = (paragraph: string) => (bidi.getEmbeddingLevels(paragraph).paragraphs[0]?.level === 1 ? "rtl" : "ltr");
  const widthOf = (runs: Run[], size: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text, layoutOf(run)), 0);

  /**
   * A word's width, kept: letters join only within a word, so a line is as wide as its words and the spaces between
   * them, and breaking a paragraph needs no layout of the lines it tries.
   */
  const wordWidths = new Map<string, number>();
  const wordWidth = (word: string, style: TextStyle, direction: "ltr" | "rtl") => {
    const key = `${style.weight} ${style.size} ${direction} ${word}`;
    let measured = wordWidths.get(key);
    if (measured === undefined) wordWidths.set(key, (measured = widthOf(visualRuns(word, style.weight, direction), style.size)));
    return measured;
  };

  /** The paragraphs' lines, broken between words as they are read, each with its paragraph's direction. */
  const lines = (text: string, width: number, style: TextStyle): { line: string; direction: "ltr" | "rtl" }[] =>
    text.split("\n").flatMap((paragraph) => {
      const direction = directionOf(paragraph);
      const space = wordWidth(" ", style, direction);
      const broken: string[] = [];
      let line = "";
      let lineWidth = 0;
      for (const word of paragraph.split(" ")) {
        const added = wordWidth(word, style, direction);
        if (line !== "" && lineWidth + space + added > width) {
          broken.push(line);
          [line, lineWidth] = [word, added];
        } else [line, lineWidth] = line === "" ? [word, added] : [`${line} ${word}`, lineWidth + space + added];
      }
      return [...broken, line].map((brokenLine) => ({ line: brokenLine, direction }));
    });
  const lineHeight = ({ weight, size, lineGap = 0 }: TextStyle) =>
    doc.font(fontNames.arabic[weight]).fontSize(size).currentLineHeight(true) + lineGap;

  return {
    direction,
    write: (text, { x, y, width, align = "start" }, style) => {
      let top = y;
      for (const { line, direction } of lines(text, width, style)) {
        const runs = visualRuns(line, style.weight, direction);
        const lineWidth = widthOf(runs, style.size);
        let left = align === "start" ? x + width - lineWidth : x;
        for (const run of runs) {
          doc
            .font(run.font)
            .fontSize(style.size)
            .fillColor(style.colour)
            .text(run.text, left, top, { ...layoutOf(run), lineBreak: false, link: style.link });
          left += doc.widthOfString(run.text, layoutOf(run));
        }
        top += lineHeight(style);
      }
      doc.x = x;
      doc.y = top;
    },
    height: (text, width, style) => lines(text, width, style).length * lineHeight(style),
  };
}
