import { pdfLanguage } from "~/modules/pdf/pdf-language.server";
import { colours, openPdfLayout, type SheetPhoto } from "~/modules/pdf/pdf-layout.server";
import type { SpecSheetContent } from "./spec-sheet";

const PHOTO_MAX_HEIGHT = 220;

/** Lays out a spec sheet on A4 pages, mirrored for a right-to-left language; the texts are final, this only decides where they go. */
export async function renderSpecSheetPdf(content: SpecSheetContent, photo: SheetPhoto | null): Promise<Buffer> {
  const layout = await openPdfLayout(pdfLanguage(content.language), {
    Title: content.documentTitle,
    Author: content.companyName,
    Subject: content.heading,
  });
  const { doc, text, left, width, column, rule, sectionHeading, labelledRows } = layout;
  const top = doc.page.margins.top;

  text.write(
    content.companyName,
    { x: column(0, width * 0.6), y: top, width: width * 0.6 },
    { weight: "bold", size: 11, colour: colours.brand },
  );
  const belowCompany = doc.y;
  text.write(content.heading, { x: left, y: top + 2, width, align: "end" }, { weight: "regular", size: 9, colour: colours.muted });
  doc.y = Math.max(belowCompany, doc.y, top + 18) + 6;
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
  labelledRows(content.facts);
  layout.rowsSection(content.specifications);
  layout.paragraphsSection(content.description);
  sectionHeading(content.contact.heading);
  text.write(content.companyName, { x: left, y: doc.y, width }, { weight: "bold", size: 11, colour: colours.text });
  doc.y += 2;
  labelledRows(content.contact.rows);

  // The page's address, the day it was made and the page number, at the foot of every page.
  return layout.finish((page, pageCount) => ({
    start: content.pageUrl.text,
    link: content.pageUrl.url,
    end: `${content.generatedOn}  ·  ${page}/${pageCount}`,
  }));
}
