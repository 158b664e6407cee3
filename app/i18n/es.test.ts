import { describe, expect, it } from "vitest";
import { formatSlabDimensions } from "~/modules/catalogue/stone-attributes";
import { formatDecimal } from "~/i18n/numbers";
import { cargoLimitsKg, defaultPlanSettings, planContainers, type PlanLine } from "~/modules/quotes/container-plan";
import { planFigures } from "~/modules/quotes/plan-figures";
import { quoteContent } from "~/modules/quotes/quote-document";
import { quoteRequestConfirmation } from "~/modules/quotes/quote-request-confirmation";
import { noBankDetails } from "~/modules/quotes/quote-settings";
import { demoAboutTranslations } from "~/modules/seed/demo-about-translations";
import {
  demoCategoryTranslations,
  demoOptionTranslations,
  demoProductTranslations,
  demoSharedTranslations,
} from "~/modules/seed/demo-translations";
import { sampleQuoteDocument, sampleQuoteLine } from "../../tests/support/quote-document";
import { messagesFor, productEnquiryText, quoteDocumentText, quoteListText, specSheetText } from "./catalogs";

/**
 * Numbers, units and counted nouns as a Spanish reader writes them (glossary/es.ts's `about`): decimal commas, a
 * no-break space between a figure and its unit, "×" between dimensions, and each count's noun in its form.
 */

const NBSP = "\u00a0";
const messages = messagesFor("es");
const list = quoteListText("es");
const quote = quoteDocumentText("es");

/** Every string a Spanish buyer reads that is written out whole (not composed by a function), with where it sits. */
function writtenTexts(value: unknown, where: string, into: { where: string; text: string }[] = []) {
  if (typeof value === "string") into.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => writtenTexts(item, `${where}[${index}]`, into));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) writtenTexts(item, `${where}.${key}`, into);
  return into;
}

const { auth: _auth, admin: _admin, ...buyerMessages } = messages;
const spanishOf = <T>(byId: Record<string, { es?: T }>) => Object.values(byId).map((texts) => texts.es);
const written = writtenTexts(
  {
    messages: buyerMessages,
    productEnquiry: productEnquiryText("es"),
    specSheet: specSheetText("es"),
    quoteList: list,
    quoteDocument: quote,
    demo: [
      spanishOf(demoCategoryTranslations),
      spanishOf(demoProductTranslations),
      spanishOf(demoOptionTranslations),
      demoSharedTranslations.es,
      demoAboutTranslations.es,
    ],
  },
  "es",
);

/** What the composed texts write around their figures, for the same checks. */
const composed = [
  messages.meta.homeDescription,
  messages.meta.productDescriptionFallback,
  messages.product.size,
  messages.product.thickness,
  list.sizeValue(3050, 1440),
  list.thicknessValue(30),
  list.squareMetres("87,84"),
  list.plan.kilograms("24.300"),
  list.plan.routes.rail("21,5"),
  list.plan.containerLine(1, "12", "24.300", "26.600", 12),
  list.plan.tare("2300"),
  list.plan.lcl("1234", "2,50"),
  quote.millimetres("20"),
  quote.slabKind("20", "3200 × 1600"),
  quote.kilograms("24.300"),
  quote.cubicMetres("2,50"),
  quote.cargoLimitValue("21.500"),
];

const offending = (pattern: RegExp) =>
  [...written, ...composed.map((text) => ({ where: "composed", text }))]
    .filter(({ text }) => pattern.test(text))
    .map(({ where, text }) => `${where}: ${text}`);

describe("Spanish numbers and units", () => {
  it("never writes dimensions with * or x between them", () => {
    expect(offending(/\d\s*[*xX]\s*\d/u)).toEqual([]);
  });

  it("writes decimals with a comma: no figure like 2.4 or 0.02", () => {
    // A full stop before three digits groups thousands ("44.000 lb"); before one or two it is an English decimal.
    expect(offending(/\d\.\d{1,2}(?!\d)/u)).toEqual([]);
  });

  it("sets every unit apart from its figure by a no-break space, the per cent sign too", () => {
    expect(offending(/\d(?:mm|kg|m²|m³|g\/cm³|ha|lb|%)/u)).toEqual([]);
    expect(offending(/\d [ \u00a0]?(?:mm|kg|m²|m³|g\/cm³|ha|lb|t|%)(?![\p{L}\p{N}])/u)).toEqual([]);
  });

  it("writes the demo catalogue's technical data as Spanish figures", () => {
    expect(demoSharedTranslations.es!.specRows).toEqual([
      { label: "Densidad", value: `2,4${NBSP}g/cm³` },
      { label: "Absorción de agua", value: `≤${NBSP}0,02${NBSP}%` },
      { label: "Dureza Mohs", value: "7" },
    ]);
  });

  it("writes dimensions as 3200 × 1600 mm, held on one line", () => {
    expect(list.sizeValue(3200, 1600)).toBe(`3200${NBSP}×${NBSP}1600${NBSP}mm`);
    expect(messages.meta.homeDescription).toContain(`3200${NBSP}×${NBSP}1600${NBSP}mm`);
    expect(messages.product.size).toBe(`Medidas: 3200${NBSP}×${NBSP}1600${NBSP}mm (126${NBSP}×${NBSP}63${NBSP}in)`);
  });

  it("formats the figures code computes with a decimal comma", () => {
    expect(formatDecimal(8784, 2, "es")).toBe("87,84");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "es")).toContain("56,5 in");
    const { plan } = planContainers([{ thicknessMm: 20, lengthMm: 3200, widthMm: 1600, slabs: 14 }], defaultPlanSettings);
    expect(planFigures(plan, "es").areaM2).toBe("71,68");
  });
});

describe("Spanish counted nouns", () => {
  it("writes one slab, and slabs from two on", () => {
    expect([1, 2, 5, 21].map((count) => list.slabCount(String(count), count))).toEqual(["1 tabla", "2 tablas", "5 tablas", "21 tablas"]);
    expect(list.slabCount("1.000", 1000)).toBe("1.000 tablas");
  });

  it("writes one bundle in a container, and bundles from two on", () => {
    const line = (count: number) => list.plan.containerLine(2, String(count), "1.100", "3.400", count);
    expect([1, 2, 5, 21].map(line)).toEqual(
      [1, 2, 5, 21].map(
        (count) =>
          `Contenedor 2: ${count} ${count === 1 ? "bulto" : "bultos"}, 1.100${NBSP}kg de carga, 3.400${NBSP}kg de peso bruto (VGM)`,
      ),
    );
  });

  it("makes the verb agree with the slabs that still fit", () => {
    const hint = (count: number) => list.plan.hint(count, list.thicknessValue(20), list.sizeValue(3200, 1600));
    expect(hint(1)).toMatch(/^En estos contenedores cabe aún 1 tabla más de 20\u00a0mm/u);
    for (const count of [2, 5, 21])
      expect(hint(count)).toMatch(new RegExp(`^En estos contenedores caben aún ${count} tablas más de 20`, "u"));
  });

  it("counts products, days and characters", () => {
    expect([1, 2, 5, 21].map(messages.finding.productCount)).toEqual(["1 producto", "2 productos", "5 productos", "21 productos"]);
    expect(messages.news.recentEmpty(1)).toBe("No hay noticias del último día.");
    expect(messages.news.recentEmpty(21)).toBe("No hay noticias de los últimos 21 días.");
    expect(messages.contact.errors.tooLong(1)).toBe("Escriba como máximo 1 carácter.");
    expect(quote.answer.tooLong(2000)).toBe("Escriba como máximo 2000 caracteres.");
  });

  it("confirms a request for one slab as one tabla", () => {
    const { text } = quoteRequestConfirmation({
      language: "es",
      requestNumber: 1042,
      buyerName: "Lucía García",
      company: "Saide Quartz",
      lines: [
        {
          productId: "calacatta-gold",
          productTitle: "Calacatta Gold",
          thicknessMm: 20,
          lengthMm: 3200,
          widthMm: 1600,
          finish: "Pulido",
          quantity: 1,
          unit: "slab",
          slabs: 1,
        },
      ],
      incoterm: "FOB",
      port: "Valencia",
      country: "ES",
      cargoLimitKg: 21_500,
    });
    expect(text).toContain(`1. Calacatta Gold — 20${NBSP}mm · 3200${NBSP}×${NBSP}1600${NBSP}mm · Pulido: 1 tabla\n`);
    expect(text).toContain("Incoterm: FOB Valencia, España");
    expect(text).toContain(`Carga máxima por contenedor: 21.500${NBSP}kg`);
  });
});

describe("the Spanish quote", () => {
  // Two containers, the last holding seven bundles in its eight places (a case of plan-figures.test.ts).
  const lines: PlanLine[] = [
    { thicknessMm: 20, lengthMm: 3200, widthMm: 1600, slabs: 88 },
    { thicknessMm: 20, lengthMm: 3000, widthMm: 1400, slabs: 70 },
  ];
  const document = sampleQuoteDocument({
    language: "es",
    issuedOn: new Date("2026-11-27T02:00:00Z"),
    company: {
      name: "Guangdong Saide New Material Co., Ltd.",
      address: "Yunfu, Guangdong",
      phones: [],
      emails: [],
      website: "",
      bankDetails: noBankDetails,
    },
    portOfLoading: "Xiamen",
    buyer: {
      company: "Piedras del Norte SL",
      name: "Lucía García",
      email: "lucia@piedras.example",
      phone: "",
      country: "ES",
      port: "Valencia",
    },
    incoterm: "FOB",
    lines: lines.map((line) => sampleQuoteLine({ ...line, finish: "Pulido" })),
    cargoLimitKg: cargoLimitsKg.port,
    freightMinor: 0,
    insuranceMinor: 0,
    paymentTerms: "30 % de anticipo por T/T; el resto contra copia del B/L.",
    deliveryTerms: "Embarque en 20 días tras recibir el anticipo.",
  });

  const content = quoteContent(document);

  it("names the price basis by its Incoterm, apart from the delivery terms", () => {
    expect(content.facts).toContainEqual({ label: "Incoterm", value: "FOB Xiamen" });
    expect(content.terms.rows.map((row) => row.label)).toEqual(["Condiciones de pago", "Condiciones de entrega"]);
    const labels = [
      ...content.facts,
      ...content.buyer.rows,
      ...content.totals.rows,
      content.totals.total,
      ...content.plan.facts,
      ...content.terms.rows,
    ].map((row) => row.label);
    expect(new Set(labels).size, labels.join(" | ")).toBe(labels.length);
  });

  it("writes its figures and its plan in Spanish", () => {
    expect(content.lines.rows[0]).toMatchObject({ thickness: `20${NBSP}mm`, slabs: "88", area: "450,56" });
    expect(content.plan.facts).toContainEqual({ label: "Último contenedor", value: `lleno al 87${NBSP}% de su capacidad en bultos` });
    expect(content.plan.facts).toContainEqual({ label: "Bultos", value: "15" });
    expect(content.plan.facts).toContainEqual({ label: "Peso de la carga (tablas y caballetes)", value: `37.983${NBSP}kg` });
  });
});
