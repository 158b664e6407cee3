// Run by Node as it is on the brochure's drawing thread (brochure-thread.ts): it imports only relative files named with
// their extension, and types, which vanish.
import { colours, openPdfLayout, type PdfLanguage, type PdfLayout, type SheetPhoto } from "../pdf/pdf-layout.server.ts";
import type { BrochureContent, BrochureProductPage } from "./brochure.ts";

/** Where a product's pictures go on its page, in points: the room across the page, the slab photo beside its facts. */
export const pictureBoxes = { room: { width: 495, height: 250 }, photo: { width: 170, height: 170 } } as const;

/** A product's pictures, already at the size they are printed at. */
export type ProductPictures = { photo: SheetPhoto | null; room: SheetPhoto | null };

/**
 * Everything a brochure's drawing needs, as plain data: its texts, its language's tag, direction and fonts, and each
 * product's pictures in the order of `content.products`. It crosses to the drawing thread by structured clone.
 */
export type BrochureDrawing = { language: PdfLanguage; content: BrochureContent; pictures: ProductPictures[] };

const GAP = 12;
const FACTS_LABEL_WIDTH = 100;

/** Draws a picture scaled into the box whose left edge is `x`, centred across it; answers the height it took. */
function drawFitted(layout: PdfLayout, picture: SheetPhoto, x: number, box: { width: number; height: number }, top: number): number {
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  const [width, height] = [picture.width * scale, picture.height * scale];
  layout.doc.image(picture.data, x + (box.width - width) / 2, top, { width, height });
  return height;
}

function drawCover(layout: PdfLayout, content: BrochureContent) {
  const { doc, text, left, width, rule, sectionHeading, labelledRows } = layout;
  text.write(content.companyName, { x: left, y: doc.page.margins.top, width }, { weight: "bold", size: 13, colour: colours.brand });
  doc.y += 70;
  text.write(content.heading, { x: left, y: doc.y, width }, { weight: "bold", size: 30, colour: colours.text });
  if (content.subheading)
    text.write(content.subheading, { x: left, y: doc.y + 4, width }, { weight: "regular", size: 14, colour: colours.muted });
  doc.y += 16;
  rule(16);
  for (const paragraph of content.intro) {
    text.write(paragraph, { x: left, y: doc.y, width }, { weight: "regular", size: 11, colour: colours.text, lineGap: 3 });
    doc.y += 8;
  }
  if (content.collections.rows.length > 0) {
    sectionHeading(content.collections.heading);
    rule(0);
    labelledRows(content.collections.rows, { labelWidth: width * 0.6 });
  }
  sectionHeading(content.contact.heading);
  rule(0);
  labelledRows(content.contact.rows);
  doc.y += 16;
  text.write(content.issuedOn, { x: left, y: doc.y, width }, { weight: "regular", size: 9, colour: colours.muted });
}

function drawProduct(layout: PdfLayout, product: BrochureProductPage, pictures: ProductPictures) {
  const { doc, text, left, width, column, rule, labelledRows } = layout;
  doc.addPage();
  const top = doc.page.margins.top;
  if (product.kicker) text.write(product.kicker, { x: left, y: top, width }, { weight: "regular", size: 10, colour: colours.muted });
  text.write(product.title, { x: left, y: product.kicker ? doc.y + 2 : top, width }, { weight: "bold", size: 20, colour: colours.text });
  doc.y += 10;
  if (pictures.room) doc.y += drawFitted(layout, pictures.room, left, pictures.room && pictureBoxes.room, doc.y) + GAP;

  // The slab photo at the start of the line, its facts beside it; the taller of the two decides where the page goes on.
  const rowTop = doc.y;
  const page = doc.page;
  const photoBox = pictureBoxes.photo;
  const photoBottom = pictures.photo ? rowTop + drawFitted(layout, pictures.photo, column(0, photoBox.width), photoBox, rowTop) : rowTop;
  const factsOffset = pictures.photo ? photoBox.width + GAP : 0;
  doc.y = rowTop;
  if (product.facts.length > 0) {
    rule(0, factsOffset, width - factsOffset);
    labelledRows(product.facts, { offset: factsOffset, width: width - factsOffset, labelWidth: FACTS_LABEL_WIDTH });
  }
  if (doc.page === page) doc.y = Math.max(doc.y, photoBottom);

  layout.rowsSection(product.specifications);
  layout.paragraphsSection(product.description);
  doc.y += 8;
  layout.ensureRoom(12);
  text.write(
    product.pageUrl.text,
    { x: left, y: doc.y, width },
    { weight: "regular", size: 8, colour: colours.muted, link: product.pageUrl.url },
  );
}

/**
 * Lays out a brochure on A4 pages, mirrored for a right-to-left language: a cover, then a page (or more) per product;
 * the company's contact line and the page number at the foot of every page. Seconds of work, most of it parsing the
 * fonts: it runs on a thread of its own (brochure-thread.ts), never on the server's.
 */
export async function renderBrochurePdf({ language, content, pictures }: BrochureDrawing): Promise<Buffer> {
  const layout = await openPdfLayout(language, {
    Title: content.documentTitle,
    Author: content.companyName,
    Subject: content.heading,
  });
  drawCover(layout, content);
  content.products.forEach((product, index) => drawProduct(layout, product, pictures[index] ?? { photo: null, room: null }));
  return layout.finish((page, pageCount) => ({
    start: content.footer,
    end: content.pageOf.replace("{page}", String(page)).replace("{count}", String(pageCount)),
  }));
}
