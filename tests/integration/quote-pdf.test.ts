import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteDocumentText } from "~/i18n/catalogs";
import { languages, type Language } from "~/i18n/languages";
import { formatDecimal } from "~/i18n/numbers";
import type { SheetPhoto } from "~/modules/pdf/pdf-layout.server";
import { defaultPlanSettings } from "~/modules/quotes/container-plan";
import { formatMoney } from "~/modules/quotes/money";
import type { QuoteDocument, QuoteDocumentLine } from "~/modules/quotes/quote-document";
import { noBankDetails } from "~/modules/quotes/quote-settings";
import { renderQuotePdf } from "~/modules/quotes/quote-pdf.server";
import { embeddedFontNames, firstPageTextPositions, glyphTextsByFont, pdfText } from "../support/pdf";

const titles: Record<Language, string> = {
  en: "Calacatta Gold",
  zh: "卡拉卡塔金",
  es: "Calacatta Oro",
  ru: "Калакатта Голд",
  ar: "كالاكاتا الذهبي",
};
const jumbo: Record<Language, string> = { en: "Jumbo", zh: "大板", es: "Jumbo", ru: "Джамбо", ar: "جامبو" };

const line = (language: Language, overrides: Partial<QuoteDocumentLine> = {}): QuoteDocumentLine => ({
  title: titles[language],
  thicknessMm: 20,
  lengthMm: 3200,
  widthMm: 1600,
  sizeName: jumbo[language],
  finish: "Polished",
  slabs: 12,
  unitPriceMinor: 4550,
  priceUnit: "m2",
  ...overrides,
});

/** 12 slabs of 5.12 m² at 45.50 USD/m² (2,795.52) and 6 slabs at 310.00 (1,860.00), CIF with 1,850.00 and 42.10: 6,547.62. */
const quote = (language: Language, overrides: Partial<QuoteDocument> = {}): QuoteDocument => ({
  language,
  number: "Q-2026-0042",
  version: 2,
  issuedOn: new Date("2026-11-27T02:00:00Z"),
  validUntil: new Date("2026-12-27T02:00:00Z"),
  timeZone: "Asia/Shanghai",
  company: {
    name: language === "zh" ? "广东赛德新材料有限公司" : "Guangdong Saide New Material Co., Ltd.",
    address: "No. 8 Industrial Road, Yunfu, Guangdong, China",
    phones: ["+86 766 123 4567"],
    emails: ["sales@saide.example"],
    website: "https://www.saide.example",
    bankDetails: noBankDetails,
  },
  portOfLoading: "Shenzhen (Shekou)",
  buyer: {
    company: "Gulf Stone Trading LLC",
    name: "Omar Haddad",
    email: "omar@gulfstone.example",
    phone: "+971 4 123 4567",
    country: "AE",
    port: "Jebel Ali",
  },
  incoterm: "CIF",
  currency: "USD",
  lines: [line(language), line(language, { thicknessMm: 30, finish: null, slabs: 6, unitPriceMinor: 31_000, priceUnit: "slab" })],
  cargoLimitKg: 19_900,
  planSettings: defaultPlanSettings,
  freightMinor: 185_000,
  insuranceMinor: 4_210,
  paymentTerms: "30% T/T deposit, balance against copy of B/L",
  deliveryTerms: "Shipment within 25 days of the deposit",
  termsInEnglish: [],
  note: "Slabs packed in fumigated wooden A-frames.",
  onlineUrl: "https://www.saide.example/quote/7f3c9a2e",
  ...overrides,
});

/** What a reader copies of a figure: pdf.js gives a no-break space as a space, and the direction marks are not drawn. */
const asRead = (figure: string) => figure.replace(/\u00a0/g, " ").replace(/[\u200e\u200f\u2066-\u2069]/g, "");

describe("the quote PDF", () => {
  let photo: SheetPhoto;
  let logo: SheetPhoto;
  const drawn: string[] = [];
  const render = async (document: QuoteDocument, linePhotos: (SheetPhoto | null)[] = []) => {
    const started = performance.now();
    const pdf = await renderQuotePdf(document, { logo, linePhotos });
    drawn.push(`${document.language} ${document.lines.length} lines: ${pdf.length} B in ${Math.round(performance.now() - started)} ms`);
    return pdf;
  };

  beforeAll(async () => {
    photo = {
      data: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d9cbb0" } })
        .jpeg()
        .toBuffer(),
      width: 400,
      height: 300,
    };
    logo = {
      data: await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 58, g: 51, b: 41, alpha: 0.9 } } })
        .png()
        .toBuffer(),
      width: 300,
      height: 120,
    };
  });
  afterAll(() => console.info(`quote PDFs: ${drawn.join(", ")}`));

  it.each(languages.filter((language) => language !== "ar"))(
    "in %s shows the number, the figures as the language writes them and its labels",
    async (language) => {
      const texts = quoteDocumentText(language);
      const text = await pdfText(await render(quote(language), [photo, null]));
      expect(text).toContain("Q-2026-0042 v2");
      expect(text).toContain(asRead(formatMoney(654_762, "USD", language)));
      expect(text).toContain(asRead(formatMoney(279_552, "USD", language)));
      expect(text).toContain(texts.perM2(asRead(formatMoney(4550, "USD", language))));
      expect(text).toContain(asRead(texts.kilograms(formatDecimal(19_900, 0, language))));
      for (const label of [
        texts.title,
        texts.validUntil,
        texts.priceBasis,
        texts.columns.unitPrice,
        texts.freight,
        texts.insurance,
        texts.total,
        texts.plan,
        texts.paymentTerms,
      ]) {
        expect(text).toContain(label);
      }
      expect(text).toContain("CIF Jebel Ali");
      expect(text).toContain("https://www.saide.example/quote/7f3c9a2e");
      expect(text).toContain(jumbo[language]);
    },
  );

  it("gives the owner's copy in Chinese, with the Chinese labels, dates and the buyer's country in Chinese", async () => {
    const text = await pdfText(
      await render(quote("zh", { lines: [line("zh", { finish: "抛光" }), line("zh", { thicknessMm: 30, finish: null, slabs: 6 })] })),
    );
    for (const expected of [
      "报价单",
      "报价单号",
      "报价日期",
      "2026年11月27日",
      "有效期至",
      "2026年12月27日",
      "价格条款",
      "美元（USD）",
      "目的港",
      "阿拉伯联合酋长国",
      "产品明细",
      "单价",
      "US$45.50/m²",
      "抛光",
      "海运费",
      "保险费",
      "总计",
      "装柜方案",
      "20尺柜数量",
      "每柜限重",
      "每个空柜自重",
      "总重 VGM（kg）",
      "付款方式",
      "广东赛德新材料有限公司",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("lays the Arabic copy out right to left in a font that has its letters, the figures as written", async () => {
    const pdf = await render(quote("ar"), [photo, photo]);
    expect(embeddedFontNames(pdf).some((name) => name.includes("NotoSansArabic"))).toBe(true);
    // Shaped: a letter is drawn in the shape its place in a word takes, so in an Arabic font ع, ل and م each stand for
    // more than one glyph; unshaped, each letter would be one glyph of each font.
    const shapes = (letter: string) =>
      Math.max(...glyphTextsByFont(pdf).map((glyphs) => glyphs.filter((glyph) => glyph === letter).length));
    for (const letter of ["ع", "ل", "م"]) expect(shapes(letter), letter).toBeGreaterThan(1);
    // Mirrored: the company's name where reading starts, on the right, and the quote's facts in the left half.
    const positions = async (language: Language, text: string) => {
      const { pageWidth, items } = await firstPageTextPositions(language === "ar" ? pdf : await render(quote(language)));
      const item = items.find((candidate) => candidate.text.startsWith(text))!;
      return { ...item, middle: pageWidth / 2 };
    };
    const arabicName = await positions("ar", "Guangdong Saide");
    expect(arabicName.right).toBeGreaterThan(arabicName.middle);
    const arabicNumber = await positions("ar", "Q-2026-0042 v2");
    expect(arabicNumber.right).toBeLessThan(arabicNumber.middle);
    const englishName = await positions("en", "Guangdong Saide");
    expect(englishName.left).toBeLessThan(englishName.middle);
    const englishNumber = await positions("en", "Q-2026-0042 v2");
    expect(englishNumber.left).toBeGreaterThan(englishNumber.middle);
    // A reader's copy of shaped Arabic is not exact (some glyphs come back as control characters), but the figures
    // are: the currency's sign stays whole beside the amount ("$US" would be its letters turned round).
    const text = await pdfText(pdf);
    expect(text).toContain("US$ 6,547.62");
    expect(text).not.toContain("$US");
    expect(text).toContain("https://www.saide.example/quote/7f3c9a2e");
    // Left to right inside the Arabic sheet, as the online quote shows them: the buyer's phone as dialled, the English
    // terms in their order, the size as length by width.
    for (const written of ["+971 4 123 4567", "omar@gulfstone.example", "30% T/T deposit, balance against copy of B/L", "3200 × 1600"])
      expect(text).toContain(written);
  });

  it("prints the bank details the owner set, in the document's language, the account and SWIFT code as written", async () => {
    const bankDetails = {
      beneficiary: "Guangdong Saide New Material Co., Ltd.",
      bank: "Bank of China, Yunfu Branch",
      account: "6217 0000 1234 5678",
      swift: "BKCHCNBJ480",
      address: "No. 1 Jianshe Road, Yunfu",
    };
    for (const language of ["es", "ar"] as const) {
      const texts = quoteDocumentText(language);
      const text = await pdfText(await render(quote(language, { company: { ...quote(language).company, bankDetails } })));
      if (language === "es")
        for (const label of [texts.bankDetails, texts.bank.beneficiary, texts.bank.swift]) expect(text).toContain(label);
      expect(text).toContain("6217 0000 1234 5678");
      expect(text).toContain("BKCHCNBJ480");
      expect(text).toContain("+86 766 123 4567");
    }
    expect(await pdfText(await render(quote("es")))).not.toContain(quoteDocumentText("es").bankDetails);
  });

  it("names freight and insurance only where the Incoterm makes them the seller's", async () => {
    const texts = quoteDocumentText("en");
    const fob = await pdfText(await render(quote("en", { incoterm: "FOB" })));
    // FOB names the port the slabs are loaded at, not the buyer's.
    expect(fob).toContain("FOB Shenzhen (Shekou)");
    expect(fob).not.toContain("FOB Jebel Ali");
    expect(fob).not.toContain(texts.freight);
    expect(fob).not.toContain(texts.insurance);
    expect(fob).toContain(`${texts.total} $4,655.52`);
    const cfr = await pdfText(await render(quote("en", { incoterm: "CFR" })));
    expect(cfr).toContain(texts.freight);
    expect(cfr).not.toContain(texts.insurance);
  });

  it("runs a quote of 30 lines onto more pages, each numbered, the table's headings again on each", async () => {
    const texts = quoteDocumentText("en");
    const lines = Array.from({ length: 30 }, (_, index) => line("en", { title: `Stone ${index + 1}`, slabs: 10 + index }));
    const pdf = await render(
      quote("en", { lines }),
      lines.map(() => photo),
    );
    const pages = (await pdfText(pdf)).split("\n\n");
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [index, page] of pages.entries()) expect(page).toContain(`${index + 1} / ${pages.length}`);
    expect(pages[1]).toContain(texts.columns.unitPrice);
    for (const index of [1, 15, 30]) expect(pages.join("\n")).toContain(`Stone ${index} `);
    expect(pdf.toString("latin1")).toContain("/FontFile2");
  });
});
