import { packageFile } from "~/config/package-files.server";
import { languageEntry } from "~/i18n/languages";
import type { LabelledValue, SpecSheetContent } from "./spec-sheet";

/**
 * Noto Sans SC (SIL Open Font License) from npm covers Chinese and Latin alike, so the server needs
 * no system fonts; pdfkit embeds only the glyphs a sheet uses, which keeps a sheet to tens of kilobytes.
 */
const fonts = {
  regular: packageFile("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
  bold: packageFile("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
};

/** A JPEG or PNG with its pixel size, so the layout can reserve its height before drawing. */
export type SheetPhoto = { data: Buffer; width: number; height: number };

const colours = { text: "#1c1917", muted: "#57534e", brand: "#3a3329", rule: "#d6d3d1" };
const margin = { top: 56, bottom: 64, side: 50 };
const LABEL_WIDTH = 130;
const COLUMN_GAP = 12;
const PHOTO_MAX_HEIGHT = 220;
/** A section heading moves to the next page unless this much room is left under it for its first rows. */
const KEEP_WITH_NEXT = 70;

/** Lays out a spec sheet on A4 pages; the texts are final, this only decides where they go. */
export async function renderSpecSheetPdf(content: SpecSheetContent, photo: SheetPhoto | null): Promise<Buffer> {
  // Loaded at the first sheet drawn rather than at every start, with its font and compression libraries.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin.top, bottom: margin.bottom, left: margin.side, right: margin.side },
    font: fonts.regular,
    bufferPages: true,
    lang: languageEntry(content.language).tag,
    displayTitle: true,
    info: { Title: content.documentTitle, Author: content.companyName, Subject: content.heading },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);

  const left = margin.side;
  const width = doc.page.width - 2 * margin.side;
  const bottom = () => doc.page.height - margin.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const rule = (gapAfter = 10) => {
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(colours.rule).stroke();
    doc.y += gapAfter;
  };
  const sectionHeading = (heading: string) => {
    doc.y += 14;
    ensureRoom(KEEP_WITH_NEXT);
    doc.font("bold").fontSize(13).fillColor(colours.brand).text(heading, left, doc.y, { width });
    doc.y += 4;
  };
  const table = (rows: LabelledValue[]) => {
    const valueWidth = width - LABEL_WIDTH - COLUMN_GAP;
    for (const row of rows) {
      doc.fontSize(10);
      const height = Math.max(
        doc.font("bold").heightOfString(row.label, { width: LABEL_WIDTH }),
        doc.font("regular").heightOfString(row.value, { width: valueWidth, lineGap: 1 }),
      );
      ensureRoom(height + 8);
      const top = doc.y + 4;
      doc.font("bold").fillColor(colours.muted).text(row.label, left, top, { width: LABEL_WIDTH });
      doc.font("regular").fillColor(colours.text).text(row.value, left + LABEL_WIDTH + COLUMN_GAP, top, { width: valueWidth, lineGap: 1 });
      doc.y = top + height + 4;
      rule(0);
    }
  };

  doc.font("bold").fontSize(11).fillColor(colours.brand).text(content.companyName, left, margin.top, { width: width * 0.6 });
  doc.font("regular").fontSize(9).fillColor(colours.muted).text(content.heading, left, margin.top + 2, { width, align: "right" });
  doc.y = Math.max(doc.y, margin.top + 18) + 6;
  rule(14);
  doc.font("bold").fontSize(22).fillColor(colours.text).text(content.title, left, doc.y, { width });
  doc.y += 10;

  if (photo) {
    const scale = Math.min(width / photo.width, PHOTO_MAX_HEIGHT / photo.height);
    const [photoWidth, photoHeight] = [photo.width * scale, photo.height * scale];
    doc.image(photo.data, left + (width - photoWidth) / 2, doc.y, { width: photoWidth, height: photoHeight });
    doc.y += photoHeight + 14;
  }

  rule(0);
  table(content.facts);
  if (content.specifications.rows.length > 0) {
    sectionHeading(content.specifications.heading);
    rule(0);
    table(content.specifications.rows.map((row) => ({ label: row.label, value: row.value })));
  }
  if (content.description.paragraphs.length > 0) {
    sectionHeading(content.description.heading);
    doc.font("regular").fontSize(10).fillColor(colours.text);
    for (const paragraph of content.description.paragraphs) doc.text(paragraph, left, doc.y, { width, lineGap: 2, paragraphGap: 6 });
  }
  sectionHeading(content.contact.heading);
  doc.font("bold").fontSize(11).fillColor(colours.text).text(content.companyName, left, doc.y, { width });
  doc.y += 2;
  table(content.contact.rows);

  drawFooters(doc, content);
  doc.end();
  return finished;
}

/** The page's address, the day it was made and the page number, at the foot of every page. */
function drawFooters(doc: PDFKit.PDFDocument, content: SpecSheetContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const width = doc.page.width - 2 * margin.side;
    const y = doc.page.height - margin.bottom + 20;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(8).fillColor(colours.muted);
    doc.text(content.pageUrl.text, margin.side, y, { width: width * 0.7, link: content.pageUrl.url, lineBreak: false });
    doc.text(`${content.generatedOn}  ·  ${index + 1}/${count}`, margin.side, y, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = margin.bottom;
  }
}
