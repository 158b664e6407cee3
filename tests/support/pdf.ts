import { inflateSync } from "node:zlib";
import { getDocumentProxy } from "unpdf";

/** Every page's text as a reader would copy it, pages joined by blank lines (pdf.js, in unpdf's build for servers: what a PDF viewer shows). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false, verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return pages.join("\n\n");
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Where each piece of text starts and ends on the first page, in points from its left edge, with the page's width. */
export async function firstPageTextPositions(
  bytes: Uint8Array,
): Promise<{ pageWidth: number; items: { text: string; left: number; right: number }[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false, verbosity: 0 });
  try {
    const page = await pdf.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      "str" in item ? [{ text: item.str, left: item.transform[4] as number, right: (item.transform[4] as number) + item.width }] : [],
    );
    return { pageWidth: page.view[2]!, items };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** The names of the fonts the PDF embeds; a subset's name starts with six capitals and "+" (ISO 32000 9.6.4). */
export function embeddedFontNames(bytes: Uint8Array): string[] {
  return [
    ...Buffer.from(bytes)
      .toString("latin1")
      .matchAll(/\/FontName \/([A-Z]{6}\+[^\s/>]+)/g),
  ].map((match) => match[1]!);
}

/**
 * What each glyph stands for, font by font, as the ToUnicode maps of the PDF's embedded fonts say (pdfkit writes one
 * per font, in the order of the subset's glyphs): a letter drawn in two shapes, as shaped Arabic draws a letter at the
 * start and at the end of a word, is two glyphs of one font that stand for the same letter.
 */
export function glyphTextsByFont(bytes: Uint8Array): string[][] {
  const pdf = Buffer.from(bytes).toString("latin1");
  return [...pdf.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    let stream: string;
    try {
      stream = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      return [];
    }
    if (!stream.includes("beginbfrange")) return [];
    const glyphs = [...stream.matchAll(/\[([^\]]*)\]/g)].flatMap((range) =>
      [...range[1]!.matchAll(/<([0-9a-f ]*)>/gi)].map((entry) =>
        String.fromCharCode(
          ...entry[1]!
            .split(" ")
            .filter(Boolean)
            .map((unit) => Number.parseInt(unit, 16)),
        ),
      ),
    );
    return [glyphs];
  });
}
