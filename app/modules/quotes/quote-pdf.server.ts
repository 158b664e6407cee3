import { pdfLanguage } from "~/modules/pdf/pdf-language.server";
import { colours, openPdfLayout, type PdfLayout, type SheetPhoto } from "~/modules/pdf/pdf-layout.server";
import type { TextStyle } from "~/modules/pdf/sheet-text.server";
import { quoteContent, type QuoteContent, type QuoteDocument } from "./quote-document";

const LOGO = { width: 110, height: 46 };
const LINE_PHOTO_SIZE = 30;
const CELL_GAP = 4;
const CELL_PADDING = 3;
const FIRST_ROW_ROOM = 40;
const BOX_GAP = 24;
const TOTALS_WIDTH = 250;

const headingStyle: TextStyle = { weight: "bold", size: 7.5, colour: colours.muted };
const cellStyle = (bold = false): TextStyle => ({ weight: bold ? "bold" : "regular", size: 8.5, colour: colours.text });

type TableColumn<Key extends string> = { key: Key; width: number; align: "start" | "end" };
type TableRow<Key extends string> = { cells: Record<Key, string>; bold?: boolean; photo?: SheetPhoto | null };

/** The lines table's columns from where reading starts, after the photo's: with the gaps, the page's 495 points. */
const lineColumns: TableColumn<keyof QuoteContent["lines"]["columns"]>[] = [
  { key: "product", width: 80, align: "start" },
  { key: "thickness", width: 38, align: "start" },
  { key: "size", width: 54, align: "start" },
  { key: "finish", width: 52, align: "start" },
  { key: "slabs", width: 34, align: "end" },
  { key: "area", width: 42, align: "end" },
  { key: "unitPrice", width: 68, align: "end" },
  { key: "amount", width: 65, align: "end" },
];
const planColumns: TableColumn<keyof QuoteContent["plan"]["columns"]>[] = [
  { key: "slabKind", width: 195, align: "start" },
  { key: "bundles", width: 55, align: "end" },
  { key: "slabs", width: 55, align: "end" },
  { key: "weight", width: 80, align: "end" },
  { key: "gross", width: 94, align: "end" },
];

/**
 * A table whose heading row comes again at the top of each page it runs onto; with `photoSize`, each row's photo
 * stands in a first, square column of that size.
 */
function drawTable<Key extends string>(
  layout: PdfLayout,
  columns: readonly TableColumn<Key>[],
  headings: Record<Key, string>,
  rows: readonly TableRow<Key>[],
  photoSize = 0,
) {
  const { doc, text, column, ensureRoom, rule } = layout;
  const offsets = columns.map(
    (_, index) =>
      (photoSize > 0 ? photoSize + CELL_GAP : 0) + columns.slice(0, index).reduce((sum, { width }) => sum + width + CELL_GAP, 0),
  );
  const heightOf = (cells: Record<Key, string>, style: TextStyle) =>
    Math.max(...columns.map(({ key, width }) => text.height(cells[key], width, style)));
  const drawCells = (cells: Record<Key, string>, style: TextStyle, top: number) => {
    for (const [index, { key, width, align }] of columns.entries())
      text.write(cells[key], { x: column(offsets[index]!, width), y: top, width, align }, style);
  };
  const drawHeadings = () => {
    const top = doc.y + CELL_PADDING;
    drawCells(headings, headingStyle, top);
    doc.y = top + heightOf(headings, headingStyle) + CELL_PADDING;
    rule(0);
  };

  // The headings with room for a first row under them.
  ensureRoom(heightOf(headings, headingStyle) + 2 * CELL_PADDING + FIRST_ROW_ROOM);
  drawHeadings();
  for (const row of rows) {
    const style = cellStyle(row.bold);
    const height = Math.max(heightOf(row.cells, style), row.photo ? photoSize : 0) + 2 * CELL_PADDING;
    if (ensureRoom(height)) drawHeadings();
    const top = doc.y + CELL_PADDING;
    if (row.photo) doc.image(row.photo.data, column(0, photoSize), top, { fit: [photoSize, photoSize], align: "center", valign: "center" });
    drawCells(row.cells, style, top);
    doc.y = top + height - CELL_PADDING;
    rule(0);
  }
}

/** The logo, the company's name and details where reading starts; the title at the other side. */
function drawLetterhead({ doc, text, left, width, column, rule }: PdfLayout, content: QuoteContent, logo: SheetPhoto | null) {
  const top = doc.y;
  let logoWidth = 0;
  let belowLogo = top;
  if (logo) {
    const scale = Math.min(LOGO.width / logo.width, LOGO.height / logo.height);
    logoWidth = logo.width * scale;
    doc.image(logo.data, column(0, logoWidth), top, { width: logoWidth, height: logo.height * scale });
    belowLogo = top + logo.height * scale;
  }
  const companyOffset = logo ? logoWidth + 12 : 0;
  const companyWidth = width * 0.6 - companyOffset;
  text.write(
    content.company.name,
    { x: column(companyOffset, companyWidth), y: top, width: companyWidth },
    { weight: "bold", size: 12, colour: colours.brand },
  );
  text.write(
    content.company.details.join("\n"),
    { x: column(companyOffset, companyWidth), y: doc.y + 2, width: companyWidth },
    { weight: "regular", size: 8, colour: colours.muted, lineGap: 1 },
  );
  const belowCompany = doc.y;
  text.write(content.title, { x: left, y: top, width, align: "end" }, { weight: "bold", size: 20, colour: colours.text });
  doc.y = Math.max(belowLogo, belowCompany, doc.y) + 10;
  rule(12);
}

/** Whom the quote is for where reading starts, its number, dates and terms of price beside it. */
function drawParties(layout: PdfLayout, content: QuoteContent) {
  const { doc, text, width, column, rule, labelledRows } = layout;
  const boxWidth = (width - BOX_GAP) / 2;
  const top = doc.y;
  text.write(
    content.buyer.heading,
    { x: column(0, boxWidth), y: top, width: boxWidth },
    { weight: "bold", size: 11, colour: colours.brand },
  );
  doc.y += 2;
  const firstRow = doc.y;
  rule(0, 0, boxWidth);
  labelledRows(content.buyer.rows, { width: boxWidth, labelWidth: 100 });
  const belowBuyer = doc.y;
  doc.y = firstRow;
  rule(0, boxWidth + BOX_GAP, boxWidth);
  labelledRows(content.facts, { offset: boxWidth + BOX_GAP, width: boxWidth, labelWidth: 110 });
  doc.y = Math.max(belowBuyer, doc.y);
}

/** The subtotal, the charges and the total, in a box at the end of the line. */
function drawTotals({ doc, text, width, column, ensureRoom, rule }: PdfLayout, totals: QuoteContent["totals"]) {
  const offset = width - TOTALS_WIDTH;
  const labelWidth = TOTALS_WIDTH * 0.5;
  const valueWidth = TOTALS_WIDTH - labelWidth;
  const row = ({ label, value }: { label: string; value: string }, style: TextStyle) => {
    const top = doc.y + 4;
    text.write(label, { x: column(offset, labelWidth), y: top, width: labelWidth }, style);
    text.write(value, { x: column(offset + labelWidth, valueWidth), y: top, width: valueWidth, align: "end" }, style);
    doc.y = top + Math.max(text.height(label, labelWidth, style), text.height(value, valueWidth, style)) + 4;
  };
  // The totals stay together: their rows, the rule and the total.
  ensureRoom(30 + 20 * totals.rows.length);
  doc.y += 6;
  for (const line of totals.rows) row(line, { weight: "regular", size: 9.5, colour: colours.text });
  rule(0, offset, TOTALS_WIDTH);
  row(totals.total, { weight: "bold", size: 12, colour: colours.brand });
}

/**
 * The priced quote on A4 pages, in the document's language and mirrored for a right-to-left one: its letterhead, the
 * buyer and the quote's terms of price, the buyer's contact at the company when the request has one, the lines with their photos, the totals, the container plan, the terms, the
 * bank details and the buyer's link, with page numbers.
 */
export async function renderQuotePdf(
  document: QuoteDocument,
  images: { logo: SheetPhoto | null; linePhotos: (SheetPhoto | null)[] },
): Promise<Buffer> {
  const content = quoteContent(document);
  const layout = await openPdfLayout(pdfLanguage(content.language), {
    Title: content.documentTitle,
    Author: content.company.name,
    Subject: content.title,
  });
  const { doc, text, left, width, ensureRoom, rule, sectionHeading, labelledRows } = layout;
  const noteStyle: TextStyle = { weight: "regular", size: 9, colour: colours.muted };

  drawLetterhead(layout, content, images.logo);
  drawParties(layout, content);
  if (content.contact) {
    sectionHeading(content.contact.heading);
    rule(0);
    labelledRows(content.contact.rows);
  }

  sectionHeading(content.lines.heading);
  drawTable(
    layout,
    lineColumns,
    content.lines.columns,
    content.lines.rows.map((cells, index) => ({ cells, photo: images.linePhotos[index] ?? null })),
    LINE_PHOTO_SIZE,
  );
  drawTotals(layout, content.totals);

  sectionHeading(content.plan.heading);
  rule(0);
  labelledRows(content.plan.facts, { labelWidth: 170 });
  if (content.plan.containers.length > 0) {
    doc.y += 8;
    drawTable(
      layout,
      planColumns,
      content.plan.columns,
      content.plan.containers.flatMap((container) => [
        { cells: container.heading, bold: true },
        ...container.kinds.map((cells) => ({ cells })),
      ]),
    );
  }
  for (const problem of content.plan.notPlanned) {
    doc.y += 6;
    ensureRoom(text.height(problem, width, noteStyle));
    text.write(problem, { x: left, y: doc.y, width }, noteStyle);
  }

  if (content.terms.rows.length > 0) {
    sectionHeading(content.terms.heading);
    rule(0);
    labelledRows(content.terms.rows);
  }
  if (content.bank) {
    sectionHeading(content.bank.heading);
    rule(0);
    labelledRows(content.bank.rows);
  }
  if (content.online) {
    const linkStyle: TextStyle = { weight: "bold", size: 9, colour: colours.brand, link: content.online.url };
    doc.y += 14;
    ensureRoom(text.height(content.online.text, width, noteStyle) + 2 + text.height(content.online.url, width, linkStyle));
    text.write(content.online.text, { x: left, y: doc.y, width }, noteStyle);
    text.write(content.online.url, { x: left, y: doc.y + 2, width }, linkStyle);
  }

  return layout.finish((page, pageCount) => ({
    start: `${content.company.name} · ${content.documentTitle}`,
    end: `${page} / ${pageCount}`,
  }));
}
