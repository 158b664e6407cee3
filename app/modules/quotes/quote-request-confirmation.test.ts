import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import { quoteRequestConfirmation, type QuoteRequestConfirmationFacts } from "./quote-request-confirmation";

const lines: QuoteRequestLine[] = [
  {
    productId: "calacatta-gold",
    productTitle: "Calacatta Gold",
    thicknessMm: 20,
    lengthMm: 3200,
    widthMm: 1600,
    finish: "Polished",
    quantity: 24,
    unit: "slab",
    slabs: 24,
  },
  {
    productId: "pure-white",
    productTitle: "Pure White",
    thicknessMm: 30,
    lengthMm: 3050,
    widthMm: 1440,
    finish: null,
    quantity: 80,
    unit: "m2",
    slabs: 19,
  },
];

const facts = (language: QuoteRequestConfirmationFacts["language"]): QuoteRequestConfirmationFacts => ({
  language,
  requestNumber: 1042,
  buyerName: "Sara Al Mansouri",
  company: "Saide Quartz",
  lines,
  incoterm: "CIF",
  port: "Jebel Ali",
  country: "AE",
  cargoLimitKg: 27_000,
});

describe("the buyer's confirmation of a quote request", () => {
  it("names the request's number, the lines as asked, the delivery, the cargo limit and what happens next, in English", () => {
    const { subject, text } = quoteRequestConfirmation(facts("en"));
    expect(subject).toBe("Quote request no. 1042 received — Saide Quartz");
    expect(text).toContain("Dear Sara Al Mansouri,");
    expect(text).toContain("We have received it as no. 1042");
    expect(text).toContain("1. Calacatta Gold — 20 mm · 3200 × 1600 mm · Polished: 24 slabs");
    // Square metres as the buyer typed them, with the slabs that cover them.
    expect(text).toContain("2. Pure White — 30 mm · 3050 × 1440 mm: 80.00 m², that is 19 slabs");
    expect(text).toContain("Delivery: CIF Jebel Ali, United Arab Emirates");
    expect(text).toContain("Cargo limit per container: 27,000 kg");
    expect(text).toContain("What happens next:");
    expect(text.trimEnd().endsWith("Saide Quartz")).toBe(true);
  });

  it("is written in each of the five languages, numbers as the language writes them", () => {
    const texts = Object.fromEntries(languages.map((language) => [language, quoteRequestConfirmation(facts(language))]));
    expect(texts.zh!.subject).toBe("已收到您的询价（编号 1042）— Saide Quartz");
    expect(texts.zh!.text).toContain("每柜货重上限：27,000 千克");
    expect(texts.es!.text).toContain("Carga máxima por contenedor: 27.000\u00a0kg");
    expect(texts.es!.text).toContain("80,00\u00a0m², es decir, 19 tablas");
    expect(texts.ru!.text).toContain("Слябы, которые вы запросили:");
    expect(texts.ru!.text).toContain(`Предельный вес груза в контейнере: ${new Intl.NumberFormat("ru").format(27_000)}\u00a0кг`);
    expect(texts.ar!.subject).toContain("1042");
    expect(texts.ar!.text).toContain("نشكركم");
    for (const language of languages) expect(texts[language]!.text).toContain("1042");
  });

  it("isolates Latin names and the Incoterm inside Arabic, so each keeps its order and the line still reads right to left", () => {
    const { subject, text } = quoteRequestConfirmation(facts("ar"));
    expect(text).toContain("السيد/السيدة \u2068Sara Al Mansouri\u2069 المحترم/ة،");
    expect(text).toContain("1. \u2068Calacatta Gold\u2069 — 20 مم · 3200 × 1600 مم · Polished: 24 لوحًا");
    // The Incoterm left to right as contracts write it, the port the buyer typed in its own direction.
    expect(text).toContain("أساس السعر: \u2066CIF \u2068Jebel Ali\u2069\u2069، الإمارات العربية المتحدة");
    expect(subject).toBe("استلمنا طلب عرض السعر رقم 1042 — \u2068Saide Quartz\u2069");
    expect(text.trimEnd().endsWith("مع أطيب التحيات،\n\u2068Saide Quartz\u2069")).toBe(true);
    expect(quoteRequestConfirmation(facts("en")).text).not.toMatch(/[\u2066-\u2069]/u);
  });

  it("counts the slabs in Arabic's forms: square metres asked for, and the slabs that cover them", () => {
    const { text } = quoteRequestConfirmation(facts("ar"));
    expect(text).toContain("2. \u2068Pure White\u2069 — 30 مم · 3050 × 1440 مم: 80.00 م²، أي 19 لوحًا");
    const one = quoteRequestConfirmation({
      ...facts("ar"),
      lines: [
        { ...lines[0]!, quantity: 1, slabs: 1 },
        { ...lines[0]!, quantity: 3, slabs: 3 },
      ],
    }).text;
    expect(one).toContain(": لوح واحد\n");
    expect(one).toContain(": 3 ألواح\n");
  });
});
