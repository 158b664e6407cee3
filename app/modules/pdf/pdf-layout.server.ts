// Node runs this file as it is on the brochure's drawing thread (docs/decisions/052-catalogue-brochure.md), stripping its
// types: it imports only packages and relative files named with their extension, and what the app's modules know of a
// language (its tag, direction and font files) comes in a `PdfLanguage` (pdf-language.server.ts).
import type { LabelledValue } from "./labelled-rows.ts";
import { sheetText, type SheetText, type TextStyle } from "./sheet-text.server.ts";

/** The fonts a document embeds: a Latin font that also covers Chinese and Cyrillic, and an Arabic one. */
export type PdfFontFiles = Record<"latin" | "arabic", Record<"regular" | "bold", string>>;
/** What a document needs to know of its language, plain so it can be handed to a thread. */
export type PdfLanguage = { tag: string; direction: "ltr" | "rtl"; fonts: PdfFontFiles };

const fontNames = { latin: { regular: "regular", bold: "bold" }, arabic: { regular: "arabic", bold: "arabic-bold" } } as const;

/** A JPEG or PNG with its pixel size, so the layout can reserve its height before drawing. */
export type SheetPhoto = { data: Buffer; width: number; height: number };

export const colours = { text: "#1c1917", muted: "#57534e", brand: "#3a3329", rule: "#d6d3d1" };
const margin = { top: 56, bottom: 64, side: 50 };
const LABEL_WIDTH = 130;
const COLUMN_GAP = 12;
/** A section heading moves to the next page unless this much room is left under it for its first rows. */
const KEEP_WITH_NEXT = 70;

/** What a footer shows on one page: `start` where reading begins (a link when `link` is given), `end` at the other side. */
export type Footer = { start: string; link?: string; end: string };

/**
 * An A4 document being laid out, mirrored for a right-to-left language: the texts are final, the layout only decides
 * where they go. Offsets are measured from where reading starts, so a layout written once serves both directions.
 */
export type PdfLayout = {
  doc: PDFKit.PDFDocument;
  text: SheetText;
  left: number;
  width: number;
  /** The left edge of a column `offset` from where reading starts, `columnWidth` wide: mirrored on a right-to-left page. */
  column: (offset: number, columnWidth: number) => number;
  /** Starts a new page unless `height` fits under the cursor; says whether it did. */
  ensureRoom: (height: number) => boolean;
  /** A thin line across the page, or across the box `offset` and `ruleWidth` give. */
  rule: (gapAfter?: number, offset?: number, ruleWidth?: number) => void;
  sectionHeading: (heading: string) => void;
  /** Labels and their values in two columns, a rule under each row, across the page or in the box given. */
  labelledRows: (rows: readonly LabelledValue[], box?: { offset?: number; width?: number; labelWidth?: number }) => void;
  /** A headed table of labels and values, left out when it has no rows. */
  rowsSection: (section: { heading: string; rows: readonly LabelledValue[] }) => void;
  /** A headed run of paragraphs, left out when it has none. */
  paragraphsSection: (section: { heading: string; paragraphs: readonly string[] }) => void;
  /** Draws every page's footer once all pages are laid out, so it may name their count; then ends the document. */
  finish: (footer: (page: number, pageCount: number) => Footer) => Promise<Buffer>;
};

export async function openPdfLayout(
  { tag, direction, fonts }: PdfLanguage,
  info: { Title: string; Author: string; Subject: string },
): Promise<PdfLayout> {
  // Loaded at the first document drawn rather than at every start, with its font and compression libraries.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin.top, bottom: margin.bottom, left: margin.side, right: margin.side },
    bufferPages: true,
    lang: tag,
    displayTitle: true,
    info,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // Every text names its font, so the document keeps pdfkit's default (Helvetica, never drawn, never embedded): a default
  // of Noto Sans SC would open it by its path, after which pdfkit keeps the registered "regular" under no name and reads
  // and parses the 10 MB font again at every switch to it, seconds for a quote of many lines.
  for (const script of ["latin", "arabic"] as const) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontNames[script][weight], fonts[script][weight]);
  }
  const text = sheetText(doc, direction, fontNames);

  const left = margin.side;
  const width = doc.page.width - 2 * margin.side;
  const column = (offset: number, columnWidth: number) => (direction === "rtl" ? left + width - offset - columnWidth : left + offset);
  const ensureRoom = (height: number) => {
    if (doc.y + height <= doc.page.height - margin.bottom) return false;
    doc.addPage();
    return true;
  };
  const rule = (gapAfter = 10, offset = 0, ruleWidth = width) => {
    const x = column(offset, ruleWidth);
    doc
      .moveTo(x, doc.y)
      .lineTo(x + ruleWidth, doc.y)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    doc.y += gapAfter;
  };
  const sectionHeading = (heading: string) => {
    doc.y += 14;
    ensureRoom(KEEP_WITH_NEXT);
    text.write(heading, { x: left, y: doc.y, width }, { weight: "bold", size: 13, colour: colours.brand });
    doc.y += 4;
  };
  const labelledRows: PdfLayout["labelledRows"] = (rows, { offset = 0, width: boxWidth = width, labelWidth = LABEL_WIDTH } = {}) => {
    const valueWidth = boxWidth - labelWidth - COLUMN_GAP;
    const labelStyle: TextStyle = { weight: "bold", size: 10, colour: colours.muted };
    const valueStyle: TextStyle = { weight: "regular", size: 10, colour: colours.text, lineGap: 1 };
    for (const row of rows) {
      const height = Math.max(text.height(row.label, labelWidth, labelStyle), text.height(row.value, valueWidth, valueStyle));
      ensureRoom(height + 8);
      const top = doc.y + 4;
      text.write(row.label, { x: column(offset, labelWidth), y: top, width: labelWidth }, labelStyle);
      text.write(row.value, { x: column(offset + labelWidth + COLUMN_GAP, valueWidth), y: top, width: valueWidth }, valueStyle);
      doc.y = top + height + 4;
      rule(0, offset, boxWidth);
    }
  };
  const rowsSection: PdfLayout["rowsSection"] = ({ heading, rows }) => {
    if (rows.length === 0) return;
    sectionHeading(heading);
    rule(0);
    labelledRows(rows);
  };
  const paragraphsSection: PdfLayout["paragraphsSection"] = ({ heading, paragraphs }) => {
    if (paragraphs.length === 0) return;
    sectionHeading(heading);
    for (const paragraph of paragraphs) {
      text.write(paragraph, { x: left, y: doc.y, width }, { weight: "regular", size: 10, colour: colours.text, lineGap: 2 });
      doc.y += 6;
    }
  };
  const finish: PdfLayout["finish"] = (footer) => {
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      const { start: startText, link, end } = footer(index + 1, count);
      const y = doc.page.height - margin.bottom + 20;
      // Writing below the bottom margin would otherwise start a new page.
      doc.page.margins.bottom = 0;
      const style = { weight: "regular", size: 8, colour: colours.muted } as const;
      const startWidth = width * 0.7;
      text.write(startText, { x: column(0, startWidth), y, width: startWidth }, { ...style, link });
      text.write(end, { x: left, y, width, align: "end" }, style);
      doc.page.margins.bottom = margin.bottom;
    }
    doc.end();
    return ended;
  };

  return { doc, text, left, width, column, ensureRoom, rule, sectionHeading, labelledRows, rowsSection, paragraphsSection, finish };
}
