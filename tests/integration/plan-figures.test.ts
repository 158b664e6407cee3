import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { QuotePlanSection } from "~/components/quote-plan";
import { quoteDocumentText, quoteListText } from "~/i18n/catalogs";
import { pathOf } from "~/i18n/page-paths";
import type { Language } from "~/i18n/languages";
import { cargoLimitsKg, defaultPlanSettings, planContainers, type PlanLine } from "~/modules/quotes/container-plan";
import { planSection, quoteContent, type QuoteDocument } from "~/modules/quotes/quote-document";
import { renderQuotePdf } from "~/modules/quotes/quote-pdf.server";
import { noBankDetails } from "~/modules/quotes/quote-settings";
import { pdfText } from "../support/pdf";
import { sampleQuoteDocument, sampleQuoteLine } from "../support/quote-document";
import type { PlanSettings } from "~/database/sent-quote-documents";

/**
 * The quote list page, the owner's pricing screen and the quote's PDF show the same figures for the same list
 * (docs/decisions/041): the counts, each container's cargo and gross weight, and how full the last one is, rounded once.
 */

const slabs = (thicknessMm: number, count: number, size: [number, number] = [3200, 1600]): PlanLine => ({
  thicknessMm,
  lengthMm: size[0],
  widthMm: size[1],
  slabs: count,
});

const lists: { name: string; lines: PlanLine[]; limitKg: number }[] = [
  // Seven bundles of eight places: 87.5 %, read 87 % everywhere.
  { name: "seven bundles of eight", lines: [slabs(20, 88), slabs(20, 70, [3000, 1400])], limitKg: cargoLimitsKg.port },
  { name: "two containers inland", lines: [slabs(20, 120), slabs(30, 9)], limitKg: cargoLimitsKg.road },
  { name: "a part-container load", lines: [slabs(20, 14)], limitKg: cargoLimitsKg.road },
];

/** What a reader sees of a page or a PDF: its text, spaces as spaces, without direction marks. */
const asRead = (text: string) =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ");

function listPage(lines: PlanLine[], settings: PlanSettings, language: Language): string {
  const { plan, problems } = planContainers(lines, settings);
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () =>
        createElement(QuotePlanSection, { plan, problems, limit: { kg: settings.cargoLimitKg }, cargoLimitsKg: { ...cargoLimitsKg } }),
    },
  ]);
  return asRead(renderToStaticMarkup(createElement(Stub, { initialEntries: [pathOf("quoteList", language)] })));
}

const document = (lines: PlanLine[], limitKg: number, language: Language): QuoteDocument =>
  sampleQuoteDocument({
    language,
    issuedOn: new Date("2026-11-27T02:00:00Z"),
    company: {
      name: "Guangdong Saide New Material Co., Ltd.",
      address: "Yunfu, Guangdong",
      phones: [],
      emails: [],
      website: "",
      bankDetails: noBankDetails,
    },
    incoterm: "FOB",
    lines: lines.map((line) => sampleQuoteLine({ ...line, finish: null })),
    cargoLimitKg: limitKg,
    freightMinor: 0,
    insuranceMinor: 0,
    paymentTerms: "",
  });

describe("the plan's figures", () => {
  it.each(lists)("are the same on the quote list, the owner's pricing screen and the PDF: $name", async ({ lines, limitKg }) => {
    const settings = { ...defaultPlanSettings, cargoLimitKg: limitKg };
    const { plan, problems } = planContainers(lines, settings);
    for (const language of ["es", "en"] satisfies Language[]) {
      const list = listPage(lines, settings, language);
      const listText = quoteListText(language).plan;
      const printed = quoteContent(document(lines, limitKg, language)).plan;
      const pdf = asRead(await pdfText(await renderQuotePdf(document(lines, limitKg, language), { logo: null, linePhotos: [] })));
      for (const fact of printed.facts) expect(pdf, `${language}: ${fact.label}`).toContain(asRead(`${fact.label} ${fact.value}`));
      const [bundles, cargo] = [
        printed.facts.find((fact) => fact.label === quoteDocumentText(language).bundles)!,
        printed.facts.find((fact) => fact.label === quoteDocumentText(language).totalWeight)!,
      ];
      expect(list, language).toContain(asRead(`${listText.bundles} ${bundles.value}`));
      expect(list, language).toContain(asRead(`${listText.weight} ${cargo.value}`));
      if (printed.containers.length === 1 && printed.containers[0]!.heading.gross === "") {
        expect(list).toContain(asRead(listText.lcl(printed.containers[0]!.heading.weight, printed.facts.at(-1)!.value.split(/\s/)[0]!)));
        continue;
      }
      for (const [index, { heading }] of printed.containers.entries()) {
        expect(list, `${language}: container ${index + 1}`).toContain(
          asRead(listText.containerLine(index + 1, heading.bundles, heading.weight, heading.gross, plan.containers[index]!.bundles.length)),
        );
        expect(pdf, `${language}: container ${index + 1}`).toContain(
          asRead(`${heading.slabKind} ${heading.bundles} ${heading.slabs} ${heading.weight} ${heading.gross}`),
        );
      }
      const fill = printed.facts.at(-1)!.value.match(/\d+\s?%/)![0];
      expect(list, language).toContain(asRead(fill));
    }
    // The owner's pricing screen shows the plan of the owner's copy of the quote, in Chinese.
    expect(planSection(plan, problems, "zh")).toEqual(quoteContent(document(lines, limitKg, "zh")).plan);
  });

  it("reads 87 % for seven bundles of eight places, never 88 %", () => {
    const list = listPage(lists[0]!.lines, { ...defaultPlanSettings, cargoLimitKg: cargoLimitsKg.port }, "en");
    expect(list).toContain("The last container is 87% full by bundle places.");
    expect(quoteContent(document(lists[0]!.lines, cargoLimitsKg.port, "en")).plan.facts.at(-1)).toEqual({
      label: "Last container",
      value: "87% of the bundle places",
    });
  });
});
