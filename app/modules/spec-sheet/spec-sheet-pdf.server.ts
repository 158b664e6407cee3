import { packageFile } from "~/config/package-files.server";
import { languageEntry } from "~/i18n/languages";
import { sheetText, type SheetText } from "./sheet-text.server";
import type { LabelledValue, SpecSheetContent } from "./spec-sheet";

/**
 * Noto Sans SC (SIL Open Font License) from npm covers Chinese, Latin and Cyrillic, and Noto Sans Arabic the Arabic
 * letters, so the server needs no system fonts; pdfkit embeds only the glyphs a sheet uses, which keeps a sheet to
 * tens of kilobytes.
 */
const fontFiles = {
  latin: {
    regular: packageFile("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    bold: packageFile("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  },
  arabic: {
    regular: packageFile("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"),
    bold: packageFile("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
  },
};
const fontNames = { latin: { regular: "regular", bold: "bold" }, arabic: { regular: "arabic", bold: "arabic-bold" } } as const;

/** A JPEG or PNG with its pixel size, so the layout can reserve its height before drawing. */
export type SheetPhoto = { data: Buffer; width: number; height: number };

const colours = { text: "#1c1917", muted: "#57534e", brand: "#3a3329", rule: "#d6d3d1" };
const margin = { top: 56, bottom: 64, side: 50 };
const LABEL_WIDTH = 130;
const COLUMN_GAP = 12;
const PHOTO_MAX_HEIGHT = 220;
/** A section heading moves to the next page unless this much room is left under it for its first rows. */
const KEEP_WITH_NEXT = 70;

/** Lays out a spec sheet on A4 pages, mirrored for a right-to-left language; the texts are final, this only decides where they go. */
export async function renderSpecSheetPdf(content: SpecSheetContent, photo: SheetPhoto | null): Promise<Buffer> {
  // Loaded at the first sheet drawn rather than at every start, with its font and compression libraries.
  const { default: PDFDocument } = await import("pdfkit");
  const { tag, direction } = languageEntry(content.language);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin.top, bottom: margin.bottom, left: margin.side, right: margin.side },
    font: fontFiles.latin.regular,
    bufferPages: true,
    lang: tag,
    displayTitle: true,
    info: { Title: content.documentTitle, Author: content.companyName, Subject: content.heading },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const script of ["latin", "arabic"] as const) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontNames[script][weight], fontFiles[script][weight]);
  }
  const text = sheetText(doc, direction, fontNames);

  const left = margin.side;
  const width = doc.page.width - 2 * margin.side;
  /** A column `offset` from where reading starts, `columnWidth` wide: mirrored on a right-to-left sheet. */
  const column = (offset: number, columnWidth: number) => (direction === "rtl" ? left + width - offset - columnWidth : left + offset);
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
    text.write(heading, { x: left, y: doc.y, width }, { weight: "bold", size: 13, colour: colours.brand });
    doc.y += 4;
  };
  const table = (rows: LabelledValue[]) => {
    const valueWidth = width - LABEL_WIDTH - COLUMN_GAP;
    const labelStyle = { weight: "bold", size: 10, colour: colours.muted } as const;
    const valueStyle = { weight: "regular", size: 10, colour: colours.text, lineGap: 1 } as const;
    for (const row of rows) {
      const height = Math.max(text.height(row.label, LABEL_WIDTH, labelStyle), text.height(row.value, valueWidth, valueStyle));
      ensureRoom(height + 8);
      const top = doc.y + 4;
      text.write(row.label, { x: column(0, LABEL_WIDTH), y: top, width: LABEL_WIDTH }, labelStyle);
      text.write(row.value, { x: column(LABEL_WIDTH + COLUMN_GAP, valueWidth), y: top, width: valueWidth }, valueStyle);
      doc.y = top + height + 4;
      rule(0);
    }
  };

  text.write(content.companyName, { x: column(0, width * 0.6), y: margin.top, width: width * 0.6 }, { weight: "bold", size: 11, colour: colours.brand });
  const belowCompany = doc.y;
  text.write(content.heading, { x: left, y: margin.top + 2, width, align: "end" }, { weight: "regular", size: 9, colour: colours.muted });
  doc.y = Math.max(belowCompany, doc.y, margin.top + 18) + 6;
  rule(14);
  text.write(content.title, { x: left, y: doc.y, width }, { weight: "bold", size: 22, colour: colours.text });
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
    for (const paragraph of content.description.paragraphs) {
      text.write(paragraph, { x: left, y: doc.y, width }, { weight: "regular", size: 10, colour: colours.text, lineGap: 2 });
      doc.y += 6;
    }
  }
  sectionHeading(content.contact.heading);
  text.write(content.companyName, { x: left, y: doc.y, width }, { weight: "bold", size: 11, colour: colours.text });
  doc.y += 2;
  table(content.contact.rows);

  drawFooters(doc, text, content);
  doc.end();
  return finished;
}

/** The page's address, the day it was made and the page number, at the foot of every page. */
function drawFooters(doc: PDFKit.PDFDocument, text: SheetText, content: SpecSheetContent) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const width = doc.page.width - 2 * margin.side;
    const y = doc.page.height - margin.bottom + 20;
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const style = { weight: "regular", size: 8, colour: colours.muted } as const;
    const urlWidth = width * 0.7;
    text.write(content.pageUrl.text, { x: text.direction === "rtl" ? margin.side + width - urlWidth : margin.side, y, width: urlWidth }, { ...style, link: content.pageUrl.url });
    text.write(`${content.generatedOn}  ·  ${index + 1}/${count}`, { x: margin.side, y, width, align: "end" }, style);
    doc.page.margins.bottom = margin.bottom;
  }
}
