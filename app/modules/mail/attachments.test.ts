import { describe, expect, it } from "vitest";
import { checkedAttachments, MAX_ATTACHMENTS, MailAttachmentError, safeFileName } from "./attachments.server";

const quotePdf = { filename: "报价单 Q-2026-0001.pdf", contentType: "application/pdf", storageKey: "quotes/q-2026-0001/v1.pdf" };

describe("safeFileName", () => {
  it("keeps a Chinese or English name as it is", () => {
    expect(safeFileName("报价单 Q-2026-0001 卡拉卡塔金.pdf")).toBe("报价单 Q-2026-0001 卡拉卡塔金.pdf");
    expect(safeFileName("Quote Q-2026-0001 (v2).pdf")).toBe("Quote Q-2026-0001 (v2).pdf");
  });

  it("keeps only the last path segment, with no leading dot that would hide the file", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\owner\\quote.pdf")).toBe("quote.pdf");
    expect(safeFileName(".quote.pdf")).toBe("quote.pdf");
    expect(safeFileName("quote.pdf. ")).toBe("quote.pdf");
  });

  it("replaces what a file system refuses and the invisible characters that disguise a name", () => {
    expect(safeFileName('quote:"final"?.pdf')).toBe("quote-final-.pdf");
    expect(safeFileName("invoice\u202Efdp.exe")).toBe("invoice-fdp.exe");
    expect(safeFileName("quote\u200B2026.pdf")).toBe("quote-2026.pdf");
    expect(safeFileName("quote\r\n \t 2026.pdf")).toBe("quote 2026.pdf");
  });

  it("shortens a long name to 120 characters without splitting one, keeping the extension", () => {
    const shortened = safeFileName(`${"报价😀".repeat(100)}.pdf`);
    expect(Array.from(shortened)).toHaveLength(120);
    expect(shortened).toBe(`${"报价😀".repeat(38)}报价.pdf`);
  });

  it("names a file that has nothing left", () => {
    expect(safeFileName("")).toBe("attachment");
    expect(safeFileName("../..")).toBe("attachment");
  });
});

describe("checkedAttachments", () => {
  it("takes PDFs and pictures, with their names made safe and their types in lower case", () => {
    expect(
      checkedAttachments([
        { ...quotePdf, filename: "a/b/quote.pdf" },
        { filename: "slab.JPG", contentType: "Image/JPEG", storageKey: "media/slab.jpg" },
      ]),
    ).toEqual([
      { ...quotePdf, filename: "quote.pdf" },
      { filename: "slab.JPG", contentType: "image/jpeg", storageKey: "media/slab.jpg" },
    ]);
  });

  it(`refuses more than ${MAX_ATTACHMENTS} files, other types, and storage keys that could leave their folder`, () => {
    expect(() => checkedAttachments(Array.from({ length: MAX_ATTACHMENTS + 1 }, () => quotePdf))).toThrow(MailAttachmentError);
    expect(checkedAttachments(Array.from({ length: MAX_ATTACHMENTS }, () => quotePdf))).toHaveLength(MAX_ATTACHMENTS);
    for (const contentType of [
      "text/html",
      "application/zip",
      "application/octet-stream",
      "image/svg+xml",
      "application/pdf; charset=utf-8",
    ]) {
      expect(() => checkedAttachments([{ ...quotePdf, contentType }])).toThrow(MailAttachmentError);
    }
    for (const storageKey of ["../secrets.pdf", "/etc/passwd", "quotes/.hidden.pdf", ""]) {
      expect(() => checkedAttachments([{ ...quotePdf, storageKey }])).toThrow(MailAttachmentError);
    }
  });
});
