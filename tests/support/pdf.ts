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

/** The names of the fonts the PDF embeds; a subset's name starts with six capitals and "+" (ISO 32000 9.6.4). */
export function embeddedFontNames(bytes: Uint8Array): string[] {
  return [...Buffer.from(bytes).toString("latin1").matchAll(/\/FontName \/([A-Z]{6}\+[^\s/>]+)/g)].map((match) => match[1]!);
}
