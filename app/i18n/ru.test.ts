import { describe, expect, it } from "vitest";
import { specificationLines } from "~/components/stone-specifications";
import { emptyStoneAttributes, formatSlabDimensions } from "~/modules/catalogue/stone-attributes";
import { formatDecimal } from "~/i18n/numbers";
import { quoteContent, type QuoteDocument } from "~/modules/quotes/quote-document";
import { quoteRequestConfirmation } from "~/modules/quotes/quote-request-confirmation";
import { noBankDetails } from "~/modules/quotes/quote-settings";
import { demoAboutTranslations } from "~/modules/seed/demo-about-translations";
import {
  demoCategoryTranslations,
  demoOptionTranslations,
  demoProductTranslations,
  demoSharedTranslations,
} from "~/modules/seed/demo-translations";
import { specSheetContent } from "~/modules/spec-sheet/spec-sheet";
import { companyDetailsIn, defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { sampleQuoteDocument, sampleQuoteLine } from "../../tests/support/quote-document";
import { messagesFor, productEnquiryText, quoteDocumentText, quoteListText, specSheetText } from "./catalogs";

/*
 * What a Russian buyer reads, checked on the catalogs' real output and on the modules that print them: counted nouns in
 * the form the count asks for, units in Cyrillic held to their figure by a no-break space, decimal commas, one form of
 * address, and the terms app/i18n/glossary/ru.ts chose where the issue found two (the glossary test covers the rest).
 */

const NBSP = "\u00a0";
/** «10 слябов» as the quote list prints it, the count held to its noun. */
const heldTogether = (counted: string) => counted.replace(" ", NBSP);
const { auth: _auth, admin: _admin, ...messages } = messagesFor("ru");
const list = quoteListText("ru");
const documentText = quoteDocumentText("ru");

/**
 * Every text of the Russian catalogs and demo catalogue, a function's as it writes it: called with a figure ("7") for
 * each argument, so what it writes around the figures is checked too.
 */
function written(value: unknown, where: string, into: { where: string; text: string }[] = []) {
  if (typeof value === "string") into.push({ where, text: value });
  else if (typeof value === "function")
    into.push({ where, text: String((value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => "7"))) });
  else if (Array.isArray(value)) value.forEach((item, index) => written(item, `${where}[${index}]`, into));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) written(item, `${where}.${key}`, into);
  return into;
}

const ofRussian = <T>(byId: Record<string, { ru?: T }>) => Object.fromEntries(Object.entries(byId).map(([id, texts]) => [id, texts.ru]));
const texts = written(
  {
    messages,
    productEnquiry: productEnquiryText("ru"),
    specSheet: specSheetText("ru"),
    quoteList: list,
    quoteDocument: documentText,
    demoCategories: ofRussian(demoCategoryTranslations),
    demoProducts: ofRussian(demoProductTranslations),
    demoOptions: ofRussian(demoOptionTranslations),
    demoShared: demoSharedTranslations.ru,
    demoAbout: demoAboutTranslations.ru,
  },
  "ru",
);
const matching = (pattern: RegExp) => texts.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`);

const quote = (overrides: Partial<QuoteDocument> = {}): QuoteDocument =>
  sampleQuoteDocument({
    language: "ru",
    company: { name: "Saide Quartz", address: "Юньфу, Гуандун", phones: [], emails: [], website: "", bankDetails: noBankDetails },
    portOfLoading: "Shekou",
    buyer: {
      company: "ООО «Камень-Импорт»",
      name: "Иван Петров",
      email: "ivan@example.ru",
      phone: "",
      country: "RU",
      port: "Новороссийск",
    },
    lines: [sampleQuoteLine({ title: "Калакатта Голд", finish: "Полированная", slabs: 84 })],
    paymentTerms: "",
    ...overrides,
  });

describe("Russian counted nouns", () => {
  it("take the form of 1, 2, 5 and 21 (and of 11 and 22, which end in 1 and 2) wherever a buyer reads a count", () => {
    const counts = [1, 2, 5, 11, 21, 22];
    expect(counts.map(messages.finding.productCount)).toEqual(["1 товар", "2 товара", "5 товаров", "11 товаров", "21 товар", "22 товара"]);
    expect(counts.map((count) => list.slabCount(String(count), count))).toEqual(
      ["1 сляб", "2 сляба", "5 слябов", "11 слябов", "21 сляб", "22 сляба"].map(heldTogether),
    );
    expect(counts.map((count) => list.plan.containerLine(1, String(count), "19 800", "22 100", count).split(",")[0])).toEqual(
      [
        "Контейнер 1: 1 пачка",
        "Контейнер 1: 2 пачки",
        "Контейнер 1: 5 пачек",
        "Контейнер 1: 11 пачек",
        "Контейнер 1: 21 пачка",
        "Контейнер 1: 22 пачки",
      ].map((line) => line.replace(/(\d) (?=пач)/, `$1${NBSP}`)),
    );
    expect([1, 2, 5, 21].map((count) => list.plan.hint(count, "20 мм", "3200 × 1600 мм"))).toEqual([
      "В эти контейнеры войдёт ещё 1 сляб толщиной 20 мм (3200 × 1600 мм) без дополнительного контейнера.",
      "В эти контейнеры войдут ещё 2 сляба толщиной 20 мм (3200 × 1600 мм) без дополнительного контейнера.",
      "В эти контейнеры войдут ещё 5 слябов толщиной 20 мм (3200 × 1600 мм) без дополнительного контейнера.",
      "В эти контейнеры войдёт ещё 21 сляб толщиной 20 мм (3200 × 1600 мм) без дополнительного контейнера.",
    ]);
    expect([1, 2, 5, 21].map(messages.news.recentEmpty)).toEqual([
      "За последний день новостей нет.",
      "За последние 2 дня новостей нет.",
      "За последние 5 дней новостей нет.",
      "За последний 21 день новостей нет.",
    ]);
  });

  it("take the genitive after «до» and «не больше», and the figure as Russian groups it", () => {
    expect([1, 2, 5, 21, 2000].map(messages.contact.errors.tooLong)).toEqual([
      "Пожалуйста, сократите текст до 1 символа.",
      "Пожалуйста, сократите текст до 2 символов.",
      "Пожалуйста, сократите текст до 5 символов.",
      "Пожалуйста, сократите текст до 21 символа.",
      `Пожалуйста, сократите текст до 2${NBSP}000 символов.`,
    ]);
    expect(documentText.answer.tooLong(2000)).toBe(`Пожалуйста, не больше 2${NBSP}000 символов.`);
    expect(documentText.answer.tooLong(21)).toBe("Пожалуйста, не больше 21 символа.");
    expect(list.errors.quantityInvalid("500", `5${NBSP}000`)).toBe(`Введите целое число: не больше 500 слябов или 5${NBSP}000${NBSP}м².`);
    expect(list.errors.quantityInvalid("21", "30")).toBe(`Введите целое число: не больше 21 сляба или 30${NBSP}м².`);
  });

  it("are chosen by the last digits of a grouped figure", () => {
    expect([`1${NBSP}001`, `1${NBSP}234`, `1${NBSP}011`].map(list.slabCount)).toEqual([
      `1${NBSP}001${NBSP}сляб`,
      `1${NBSP}234${NBSP}сляба`,
      `1${NBSP}011${NBSP}слябов`,
    ]);
  });

  it("read right in the mail confirming a quote request", () => {
    const line = (slabs: number) => ({
      productId: "calacatta-gold",
      productTitle: "Калакатта Голд",
      thicknessMm: 20,
      lengthMm: 3200,
      widthMm: 1600,
      finish: null,
      quantity: slabs,
      unit: "slab" as const,
      slabs,
    });
    const { subject, text } = quoteRequestConfirmation({
      language: "ru",
      requestNumber: 1042,
      buyerName: "Иван",
      company: "Saide Quartz",
      lines: [line(1), line(2), line(5), line(21)],
      incoterm: "FOB",
      port: "Новороссийск",
      country: "RU",
      cargoLimitKg: 27_000,
    });
    expect(subject).toBe(`Запрос коммерческого предложения №${NBSP}1042 получен — Saide Quartz`);
    for (const [number, slabs] of [
      ["1", "1 сляб"],
      ["2", "2 сляба"],
      ["3", "5 слябов"],
      ["4", "21 сляб"],
    ])
      expect(text).toContain(`${number}. Калакатта Голд — 20${NBSP}мм · 3200${NBSP}×${NBSP}1600${NBSP}мм: ${heldTogether(slabs!)}`);
    expect(text).toContain("Базис поставки: FOB Новороссийск, Россия");
    expect(text).toContain(`Предельный вес груза в контейнере: 27${NBSP}000${NBSP}кг`);
  });
});

describe("Russian numbers and units", () => {
  it("write sizes as «3200 × 1600 мм» and thicknesses as «20 мм», the parts held together", () => {
    expect(list.sizeValue(3200, 1600)).toBe(`3200${NBSP}×${NBSP}1600${NBSP}мм`);
    expect(list.thicknessValue(20)).toBe(`20${NBSP}мм`);
    expect(messages.stoneSpecifications.thicknessValue(30)).toBe(`30${NBSP}мм`);
    expect(formatSlabDimensions({ lengthMm: 3200, widthMm: 1600 }, "ru")).toBe(`3200${NBSP}×${NBSP}1600${NBSP}мм (126 × 63 дюйм.)`);
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "ru")).toBe(`3050${NBSP}×${NBSP}1440${NBSP}мм (120 × 56,5 дюйм.)`);
    expect(messages.product.size).toBe(`Размер: 3200${NBSP}×${NBSP}1600${NBSP}мм`);
    expect(messages.meta.productDescriptionFallback).toContain(`3200${NBSP}×${NBSP}1600${NBSP}мм`);
  });

  it("print the product page's and the spec sheet's specifications with decimal commas and Cyrillic units", () => {
    const attributes = {
      ...emptyStoneAttributes,
      thicknessesMm: [20, 30],
      slabSizes: [{ label: "Джамбо", lengthMm: 3200, widthMm: 1600 }],
      specRows: demoSharedTranslations.ru!.specRows!,
    };
    const lines = Object.fromEntries(specificationLines(attributes, "ru").map((line) => [line.label, line.values]));
    expect(lines).toEqual({
      Толщина: [`20${NBSP}мм`, `30${NBSP}мм`],
      "Размеры слябов": [`Джамбо: 3200${NBSP}×${NBSP}1600${NBSP}мм (126 × 63 дюйм.)`],
      Плотность: [`2,4${NBSP}г/см³`],
      Водопоглощение: [`≤${NBSP}0,02${NBSP}%`],
      "Твёрдость по Моосу": ["7"],
    });
    const sheet = specSheetContent(
      { id: "calacatta-gold", title: "Калакатта Голд", description: [], category: null, attributes },
      companyDetailsIn(defaultCompanyInfo, "en"),
      { language: "ru", siteUrl: "https://www.saide.example", generatedOn: "23 ноября 2026 г." },
    );
    expect(sheet.facts).toEqual([
      { label: "Толщина", value: `20${NBSP}мм, 30${NBSP}мм` },
      { label: "Размеры слябов", value: `Джамбо 3200${NBSP}×${NBSP}1600${NBSP}мм (126 × 63 дюйм.)` },
    ]);
  });

  it("print the quote's figures with decimal commas, grouped thousands and Cyrillic units", () => {
    expect(formatDecimal(279_552, 2, "ru")).toBe(`2${NBSP}795,52`);
    const content = quoteContent(quote());
    expect(content.lines.rows[0]).toMatchObject({ thickness: `20${NBSP}мм`, slabs: "84", area: "430,08" });
    expect(content.plan.facts).toContainEqual({
      label: "Предельный вес груза в контейнере",
      value: `19${NBSP}900${NBSP}кг слябов с пирамидами, без веса контейнера`,
    });
    expect(content.plan.containers[0]!.kinds[0]!.slabKind).toBe(`20${NBSP}мм, 3200${NBSP}×${NBSP}1600${NBSP}мм`);
  });

  it("leave no Latin units, no point for a decimal, no «*» between figures and no breakable space before a unit or after «№»", () => {
    expect(matching(/(?<![\p{L}\p{N}])(mm|cm|kg|m2|g\/cm³?|in)(?![\p{L}\p{N}])/u)).toEqual([]);
    expect(matching(/\d\.\d/)).toEqual([]);
    expect(matching(/\d\s*\*\s*\d|\d"/)).toEqual([]);
    expect(matching(/\d[ \t](мм|см|кг|г\/см³|м²|м³|т|%|×)(?![\p{L}\p{N}])|№ |× \d/u)).toEqual([]);
  });
});

describe("Russian address and terms", () => {
  it("address the buyer as «вы» in lower case, as at the start of a sentence only a capital", () => {
    expect(matching(/(?<![.!?…]\s+|^|\n)В(ы|ас|ам|ами|аш|аша|аше|аши|ашего|ашей|ашему|ашим|аших|ашу)(?![\p{L}])/u)).toEqual([]);
  });

  it("answer a «запрос коммерческого предложения» with a «коммерческое предложение»", () => {
    expect(list.request.heading).toBe("Запросить коммерческое предложение");
    expect(list.request.confirmation.received("12")).toContain("запрос коммерческого предложения");
    expect(documentText.title).toBe("Коммерческое предложение");
    expect(documentText.mail.subject("Q-2026-0042", "Saide Quartz")).toBe("Коммерческое предложение Q-2026-0042 от Saide Quartz");
    expect(matching(/сл[эе]б/iu)).toEqual([]);
  });

  it("agree with «вариант» where a choice of thickness, size and finish is gone, and never with one of its words only", () => {
    expect(list.errors.choiceGone).toContain("в выбранном варианте");
    expect(productEnquiryText("ru").choiceGone).toContain("в выбранном варианте");
    expect(matching(/(выбранной|этой) толщин\p{L}*, размере/u)).toEqual([]);
  });

  it("name the price basis and the delivery terms differently, as the quote prints them", () => {
    expect(documentText.priceBasis).toBe("Базис поставки");
    expect(documentText.deliveryTerms).toBe("Условия отгрузки");
    expect(list.request.confirmation.destination("CIF Новороссийск", "Россия")).toBe("Базис поставки: CIF Новороссийск, Россия");
  });
});
