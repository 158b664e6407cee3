import { describe, expect, it } from "vitest";
import { specificationLines } from "~/components/stone-specifications";
import { emptyStoneAttributes, formatSlabDimensions } from "~/modules/catalogue/stone-attributes";
import { formatDecimal } from "~/i18n/numbers";
import { demoAboutTranslations } from "~/modules/seed/demo-about-translations";
import {
  demoCategoryTranslations,
  demoOptionTranslations,
  demoProductTranslations,
  demoSharedTranslations,
} from "~/modules/seed/demo-translations";
import { ar, productEnquiryAr, quoteDocumentAr, quoteListAr, specSheetAr } from "./ar";
import { isolate } from "./bidi";

type Written = { where: string; text: string };

/**
 * Every text the Arabic catalogs write, as a buyer reads it: strings as they are, and what each function writes with
 * figures for its arguments (its source would show the names of its arguments, "mm" among them, not its words).
 */
function written(value: unknown, where: string, into: Written[] = []): Written[] {
  if (typeof value === "string") into.push({ where, text: value });
  else if (typeof value === "function")
    written((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => "3200")), `${where}()`, into);
  else if (Array.isArray(value)) value.forEach((item, index) => written(item, `${where}[${index}]`, into));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) written(item, `${where}.${key}`, into);
  return into;
}

const catalogTexts = written({ ar, productEnquiryAr, specSheetAr, quoteListAr, quoteDocumentAr }, "ar");
const demoTexts = written(
  {
    categories: Object.fromEntries(Object.entries(demoCategoryTranslations).map(([id, texts]) => [id, texts.ar])),
    products: Object.fromEntries(Object.entries(demoProductTranslations).map(([id, texts]) => [id, texts.ar])),
    options: Object.fromEntries(Object.entries(demoOptionTranslations).map(([id, texts]) => [id, texts.ar])),
    shared: demoSharedTranslations.ar,
    about: demoAboutTranslations.ar,
  },
  "demo",
);
const everyText = [...catalogTexts, ...demoTexts];

const foundIn = (texts: Written[], pattern: RegExp) =>
  texts.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`);
/** A word standing alone, not inside a longer one ("لك" but not «لكل»). */
const word = (letters: string) => new RegExp(`(?<!\\p{L})${letters}(?!\\p{L})`, "u");

describe("Arabic counts", () => {
  it("take the six forms Arabic gives a counted noun: 0, 1, 2, 3–10, 11–99, 100", () => {
    expect([0, 1, 2, 3, 5, 11, 21, 100].map(ar.finding.productCount)).toEqual([
      "لا توجد منتجات",
      "منتج واحد",
      "منتجان",
      "3 منتجات",
      "5 منتجات",
      "11 منتجًا",
      "21 منتجًا",
      "100 منتج",
    ]);
    expect([1, 2, 3, 11, 100, 1200].map((count) => quoteListAr.slabCount(formatDecimal(count, 0, "ar"), count))).toEqual([
      "لوح واحد",
      "لوحان",
      "3 ألواح",
      "11 لوحًا",
      "100 لوح",
      "1,200 لوح",
    ]);
    expect([1, 2, 7, 30].map(ar.news.recentEmpty)).toEqual([
      "لا توجد أخبار خلال اليوم الأخير.",
      "لا توجد أخبار خلال اليومين الأخيرين.",
      "لا توجد أخبار خلال آخر 7 أيام.",
      "لا توجد أخبار خلال آخر 30 يومًا.",
    ]);
    expect([1, 2, 5, 21, 100].map((slabs) => quoteListAr.plan.hint(slabs, "20 مم", "3200 × 1600 مم"))).toEqual(
      ["للوح واحد آخر", "للوحين آخرين", "لـ5 ألواح أخرى", "لـ21 لوحًا آخر", "لـ100 لوح آخر"].map(
        (more) => `ما زالت هذه الحاويات تتسع ${more} بسماكة 20 مم (3200 × 1600 مم) دون حاوية إضافية.`,
      ),
    );
  });

  it("write the 2,000-character limit with its figure grouped and its noun in the singular Arabic wants after 100", () => {
    expect(quoteDocumentAr.answer.tooLong(2000)).toBe("يُرجى ألا يتجاوز النص 2,000 حرف.");
    expect(ar.contact.errors.tooLong(2000)).toBe("يُرجى ألا يتجاوز النص 2,000 حرف.");
    expect([1, 2, 3, 11].map(ar.contact.errors.tooLong)).toEqual([
      "يُرجى ألا يتجاوز النص حرفًا واحدًا.",
      "يُرجى ألا يتجاوز النص حرفين.",
      "يُرجى ألا يتجاوز النص 3 أحرف.",
      "يُرجى ألا يتجاوز النص 11 حرفًا.",
    ]);
  });
});

describe("Arabic figures and units", () => {
  it("write millimetres as «مم», dimensions with a times sign, and never the Latin mm or 3200*1600", () => {
    expect(foundIn(everyText, /(?<!\p{L})mm(?!\p{L})|\dmm/iu)).toEqual([]);
    expect(foundIn(everyText, /\d\s*\*\s*\d/u)).toEqual([]);
    expect(ar.product.thickness).toBe("السماكة: 20 مم أو 30 مم");
    expect(quoteListAr.sizeValue(3200, 1600)).toBe("3200 × 1600 مم");
    expect(ar.meta.productDescriptionFallback).toBe("لوح كوارتز بمقاس 3200 × 1600 مم وسماكة 20 مم أو 30 مم.");
    expect(ar.meta.homeDescription).toContain("3200 × 1600 مم");
  });

  it("keep the trade's inches in Latin, isolated left to right so the figures keep their order in the Arabic line", () => {
    expect(ar.product.size).toBe(`المقاس: 3200 × 1600 مم (${isolate("126 × 63 in")})`);
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "ar")).toBe(`3050 × 1440 مم (${isolate("120 × 56.5 in")})`);
    // A size's name that stands in English keeps its place before the dimensions.
    const sizes = specificationLines({ ...emptyStoneAttributes, slabSizes: [{ label: "Jumbo", lengthMm: 3200, widthMm: 1600 }] }, "ar");
    expect(sizes).toEqual([
      { label: "مقاسات الألواح", values: [`${isolate("Jumbo", "auto")}: 3200 × 1600 مم (${isolate("126 × 63 in")})`], onePerLine: true },
    ]);
  });

  it("write decimals and thousands as ICU writes Arabic with Western digits, and units in Arabic letters", () => {
    expect(formatDecimal(512, 2, "ar")).toBe("5.12");
    expect(formatDecimal(2_700_000, 0, "ar")).toBe("2,700,000");
    expect(demoSharedTranslations.ar?.specRows).toEqual([
      { label: "الكثافة", value: "2.4 غ/سم³" },
      { label: "امتصاص الماء", value: "≤ 0.02%" },
      { label: "الصلابة على مقياس موس", value: "7" },
    ]);
    expect([quoteListAr.plan.kilograms("27,000"), quoteListAr.squareMetres("51.20"), quoteDocumentAr.cubicMetres("1.43")]).toEqual([
      "27,000 كغ",
      "51.20 م²",
      "1.43 م³",
    ]);
  });
});

describe("Arabic grammar and register", () => {
  it("address the buyer in the respectful plural, with no masculine-only you and no imperative to one man", () => {
    const singular = [
      "لك",
      "إليك",
      "معك",
      "عليك",
      "بنفسك",
      "اخترته",
      "طلبك",
      "لطلبك",
      "بريدك",
      "اسمك",
      "شركتك",
      "دولتك",
      "قائمتك",
      "رسالتك",
      "اتصالك",
      "مينائك",
      "قبلتَ",
      "طلبتَ",
      "سجّلت",
      "يمكنك",
      "تجد",
    ];
    const imperatives = [
      "أضف",
      "اختر",
      "اطلب",
      "أرسل",
      "أدخل",
      "ابدأ",
      "أزله",
      "راسلنا",
      "اتصل",
      "انسخ",
      "الصقه",
      "امسحه",
      "اعرف",
      "افتح",
      "احسب",
      "استفسر",
      "اترك",
      "تواصل",
    ];
    for (const letters of [...singular, ...imperatives]) expect(foundIn(everyText, word(letters)), letters).toEqual([]);
    expect(quoteDocumentAr.answer.accepted("2 ديسمبر 2026")).toBe("قبلتم عرض السعر هذا في 2 ديسمبر 2026. سنتواصل معكم قريبًا.");
  });

  it("write «من مينائنا», the possessive on the genitive port", () => {
    expect(quoteListAr.request.incoterms.FOB).toBe("FOB: تحجزون الشحن البحري بأنفسكم من مينائنا");
    expect(foundIn(everyText, /ميناءنا/u)).toEqual([]);
  });

  it("name the Incoterm once, the same on the request, in the mail and on the quote, apart from the delivery terms", () => {
    const name = quoteDocumentAr.priceBasis;
    expect(quoteListAr.request.incoterm).toBe(name);
    expect(quoteListAr.request.confirmation.destination("CIF Jebel Ali", "الإمارات العربية المتحدة").startsWith(`${name}: `)).toBe(true);
    expect(quoteListAr.errors.incotermRequired).toContain(name);
    expect(quoteDocumentAr.deliveryTerms).not.toBe(name);
    expect(foundIn(catalogTexts, /Incoterm|شرط التسليم/u)).toEqual([]);
  });

  it("open and close every mail to the buyer the same way", () => {
    const opening = quoteListAr.request.confirmation.greeting("سارة");
    expect(opening).toBe("السيد/السيدة سارة المحترم/ة،\nتحية طيبة وبعد،");
    const closing = quoteListAr.request.confirmation.signature("Saide Quartz");
    for (const body of [
      quoteDocumentAr.mail.body("سارة", "Q-1", "2 ديسمبر 2026", "https://x", "Saide Quartz"),
      quoteDocumentAr.mail.accepted.body("سارة", "Q-1", "Saide Quartz", "Saide Quartz"),
      quoteDocumentAr.mail.changesAsked.body("سارة", "Q-1", "…", "Saide Quartz"),
    ]) {
      expect(body.startsWith(opening)).toBe(true);
      expect(body.endsWith(closing)).toBe(true);
    }
  });

  it("spell «يُرجى» one way", () => {
    expect(foundIn(everyText, word("يرجى"))).toEqual([]);
  });

  it("tell the About text's NSF certificate, CE mark and SGS tests apart, none of them a standard", () => {
    const certifications = demoAboutTranslations.ar!.intro![2]!;
    expect(certifications).toContain("شهادة NSF");
    expect(certifications).toContain("علامة CE");
    expect(certifications).toContain("مختبرة لدى SGS");
    expect(foundIn(demoTexts, /معايير|مواصفات قياسية/u)).toEqual([]);
  });
});
