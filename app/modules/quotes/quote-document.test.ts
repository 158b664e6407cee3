import { describe, expect, it } from "vitest";
import { sampleQuoteDocument, sampleQuoteLine } from "../../../tests/support/quote-document";
import { defaultPlanSettings } from "./container-plan";
import { quoteContent, quoteFigures, quoteReference } from "./quote-document";

const line = sampleQuoteLine;
const quote = sampleQuoteDocument;

describe("the quote document", () => {
  it("marks the terms that stand in English for the buyer's language, in that language, and leaves the others unmarked", () => {
    const content = quoteContent(
      quote({
        language: "ar",
        paymentTerms: "30% T/T deposit",
        deliveryTerms: "الشحن خلال 20 يومًا",
        note: "ملاحظة",
        termsInEnglish: ["paymentTerms"],
      }),
    );
    expect(content.terms.rows).toEqual([
      { label: "شروط الدفع (باللغة الإنجليزية)", value: "30% T/T deposit", inEnglish: true },
      { label: "شروط التسليم", value: "الشحن خلال 20 يومًا", inEnglish: false },
      { label: "ملاحظات", value: "ملاحظة", inEnglish: false },
    ]);
    // An English quote has nothing to mark; an empty term prints no line.
    expect(quoteContent(quote({ termsInEnglish: ["paymentTerms", "deliveryTerms"] })).terms.rows).toEqual([
      { label: "Payment terms", value: "30% T/T deposit", inEnglish: false },
    ]);
  });

  it("shows a version after the first beside the number", () => {
    expect(quoteReference("Q-2026-0042", 1)).toBe("Q-2026-0042");
    expect(quoteReference("Q-2026-0042", 2)).toBe("Q-2026-0042 v2");
    expect(quoteContent(quote({ version: 3 })).documentTitle).toBe("Quotation Q-2026-0042 v3");
  });

  it("states the quote's number, its days in the site's time zone, the Incoterm with the port and the currency", () => {
    const content = quoteContent(quote());
    expect(content.facts).toEqual([
      { label: "Quotation no.", value: "Q-2026-0042" },
      // 20:00 UTC on 27 November is already 28 November in Shanghai.
      { label: "Date", value: "November 28, 2026" },
      { label: "Valid until", value: "December 27, 2026" },
      { label: "Price basis", value: "CIF Jebel Ali" },
      { label: "Currency", value: "US Dollar (USD)" },
    ]);
    expect(content.company).toEqual({
      name: "Guangdong Saide New Material Co., Ltd.",
      details: ["Yunfu, Guangdong", "+86 766 123 4567 · +86 138 0000 1234"],
    });
  });

  it("prices FOB at the port of loading the owner set, and names that port", () => {
    const fob = quoteContent(quote({ incoterm: "FOB", portOfLoading: "Shenzhen (Shekou)" }));
    expect(fob.facts).toContainEqual({ label: "Price basis", value: "FOB Shenzhen (Shekou)" });
    expect(fob.facts).toContainEqual({ label: "Port of loading", value: "Shenzhen (Shekou)" });
    // CIF is priced to the buyer's port; without a port of loading set, FOB names none rather than the buyer's.
    expect(quoteContent(quote({ portOfLoading: "Shenzhen (Shekou)" })).facts).toContainEqual({
      label: "Price basis",
      value: "CIF Jebel Ali",
    });
    expect(quoteContent(quote({ incoterm: "FOB" })).facts).toContainEqual({ label: "Price basis", value: "FOB" });
  });

  it("carries the bank details the owner set, and none when none are set", () => {
    const bankDetails = {
      beneficiary: "Guangdong Saide New Material Co., Ltd.",
      bank: "Bank of China, Yunfu Branch",
      account: "6217 0000 1234 5678",
      swift: "BKCHCNBJ480",
      address: "",
    };
    const document = quote({ company: { ...quote().company, emails: ["sales@saide.example"], bankDetails } });
    expect(quoteContent(document).bank).toEqual({
      heading: "Bank details",
      rows: [
        { label: "Beneficiary", value: bankDetails.beneficiary },
        { label: "Bank", value: bankDetails.bank },
        { label: "Account no.", value: bankDetails.account },
        { label: "SWIFT", value: "BKCHCNBJ480" },
      ],
    });
    expect(quoteContent(quote()).bank).toBeNull();
    // In Arabic the account, the SWIFT code, the phones and the emails read left to right (U+2066 … U+2069).
    const arabic = quoteContent({ ...document, language: "ar" });
    expect(arabic.bank?.rows.find((row) => row.label === "رقم الحساب")?.value).toBe("\u20666217 0000 1234 5678\u2069");
    expect(arabic.bank?.rows.find((row) => row.label === "رمز SWIFT")?.value).toBe("\u2066BKCHCNBJ480\u2069");
    expect(quoteContent({ ...document, language: "ar", incoterm: "FOB", portOfLoading: "Shenzhen (Shekou)" }).facts).toContainEqual({
      label: "أساس السعر",
      value: "\u2066FOB \u2068Shenzhen (Shekou)\u2069\u2069",
    });
    expect(arabic.company.details).toEqual([
      "Yunfu, Guangdong",
      "\u2066+86 766 123 4567\u2069 · \u2066+86 138 0000 1234\u2069",
      "\u2066sales@saide.example\u2069",
    ]);
  });

  it("keeps what reads left to right in an Arabic quote isolated (U+2066 … U+2069), and leaves other values to their own direction", () => {
    const arabic = quoteContent(quote({ language: "ar", buyer: { ...quote().buyer, phone: "+966 12 345 6789" } }));
    const buyer = Object.fromEntries(arabic.buyer.rows.map((row) => [row.label, row.value]));
    // Left in an Arabic line, the phone number would read "6789 345 12 966+".
    expect(buyer["الهاتف"]).toBe("\u2066+966 12 345 6789\u2069");
    expect(buyer["البريد الإلكتروني"]).toBe("\u2066omar@gulfstone.example\u2069");
    expect(buyer["الشركة"]).toBe("Gulf Stone Trading LLC");
    expect(arabic.facts[0]).toEqual({ label: "رقم عرض السعر", value: "\u2066Q-2026-0042\u2069" });
    expect(arabic.lines.rows[0]).toMatchObject({ thickness: "20 مم", size: "\u20663200 × 1600\u2069" });
    expect(quoteContent(quote({ language: "ar", lines: [line({ sizeName: "Jumbo" })] })).lines.rows[0]!.size).toBe(
      "\u2068Jumbo\u2069 \u20663200 × 1600\u2069",
    );
    expect(arabic.plan.containers[0]!.kinds[0]!.slabKind).toBe("20 مم، \u20663200 × 1600\u2069 مم");
    // The owner's terms are laid out in the direction of their first letter, by the page and the PDF alike.
    expect(arabic.terms.rows[0]!.value).toBe("30% T/T deposit");
    expect(JSON.stringify(quoteContent(quote({ buyer: { ...quote().buyer, phone: "+966 12 345 6789" } })))).not.toMatch(/[\u2066-\u2069]/u);
  });

  it("names the buyer's country in the document's language and leaves out what the buyer did not give", () => {
    expect(quoteContent(quote()).buyer.rows).toEqual([
      { label: "Company", value: "Gulf Stone Trading LLC" },
      { label: "Contact", value: "Omar Haddad" },
      { label: "Email", value: "omar@gulfstone.example" },
      { label: "Country", value: "United Arab Emirates" },
      { label: "Port of destination", value: "Jebel Ali" },
    ]);
    expect(quoteContent(quote({ language: "zh" })).buyer.rows.find((row) => row.label === "国家/地区")?.value).toBe("阿拉伯联合酋长国");
    expect(quoteContent(quote({ language: "ru" })).buyer.rows.find((row) => row.label === "Страна")?.value).toBe("ОАЭ");
  });

  it("names the buyer's contact at the company in the buyer's language, only when the request has one", () => {
    const contact = { name: "Ana Pérez", email: "ana@saide.example", phone: "", whatsapp: "+34 600 123 456", wechat: "" };
    expect(quoteContent(quote()).contact).toBeNull();
    expect(quoteContent(quote({ language: "es", contact })).contact).toEqual({
      heading: "Su persona de contacto",
      rows: [
        { label: "Persona de contacto", value: "Ana Pérez" },
        { label: "Correo electrónico", value: "ana@saide.example" },
        { label: "WhatsApp", value: "+34 600 123 456" },
      ],
    });
    // In Arabic the number reads left to right inside the line, as the buyer's own does.
    expect(quoteContent(quote({ language: "ar", contact })).contact?.rows.at(-1)).toEqual({
      label: "واتساب",
      value: "\u2066+34 600 123 456\u2069",
    });
  });

  it("prices each line per m² or per slab, its area in m² to the hundredth", () => {
    expect(quoteContent(quote()).lines.rows).toEqual([
      {
        product: "Calacatta Gold",
        thickness: "20 mm",
        size: "3200 × 1600",
        finish: "Polished",
        slabs: "12",
        area: "61.44",
        unitPrice: "$45.50 / m²",
        amount: "$2,795.52",
      },
      {
        product: "Calacatta Gold",
        thickness: "30 mm",
        size: "3200 × 1600",
        finish: "—",
        slabs: "6",
        area: "30.72",
        unitPrice: "$310.00 / slab",
        amount: "$1,860.00",
      },
    ]);
    // 2440 × 1220 mm is 2.9768 m², shown as 2.98; the amount is priced on the exact area: 43.75 × 2.9768 = 130.235 → 130.24.
    // A size the product names is named before its millimetres, in the document's language.
    expect(quoteContent(quote({ language: "ru", lines: [line({ sizeName: "Джамбо" })] })).lines.rows[0]!.size).toBe("Джамбо 3200 × 1600");
    const odd = quoteContent(quote({ lines: [line({ lengthMm: 2440, widthMm: 1220, slabs: 1, unitPriceMinor: 4375 })] })).lines.rows[0]!;
    expect([odd.area, odd.amount]).toEqual(["2.98", "$130.24"]);
    const russian = quoteContent(quote({ language: "ru", currency: "EUR" })).lines.rows[0]!;
    expect([russian.thickness, russian.area, russian.unitPrice, russian.amount]).toEqual([
      "20\u00a0мм",
      "61,44",
      "45,50\u00a0€ за м²",
      "2\u00a0795,52\u00a0€",
    ]);
  });

  it("adds freight and insurance to the total as the Incoterm needs them", () => {
    expect(quoteContent(quote()).totals).toEqual({
      rows: [
        { label: "Subtotal", value: "$4,655.52" },
        { label: "Ocean freight", value: "$1,850.00" },
        { label: "Insurance", value: "$42.10" },
      ],
      total: { label: "Total", value: "$6,547.62" },
    });
    expect(quoteContent(quote({ incoterm: "CFR" })).totals.rows.map((row) => row.label)).toEqual(["Subtotal", "Ocean freight"]);
    expect(quoteContent(quote({ incoterm: "FOB" })).totals).toEqual({
      rows: [{ label: "Subtotal", value: "$4,655.52" }],
      total: { label: "Total", value: "$4,655.52" },
    });
    expect(quoteFigures(quote({ incoterm: "FOB" })).totals.totalMinor).toBe(465_552);
  });

  it("plans the containers under the buyer's cargo limit, each by kind of slab, with their cargo, tare and gross weight", () => {
    // 80 slabs of 2 cm, trucked inland with 100 kg frames: 76 would fit in the first container, but 8 go to the second so
    // that no bundle travels below its usual size.
    const inland = quoteContent(quote({ lines: [line({ slabs: 80 })] })).plan;
    expect(inland.facts).toEqual([
      { label: "20-foot containers", value: "2" },
      { label: "Cargo limit per container", value: "19,900 kg of slabs and frames, the container's tare not included" },
      { label: "Bundles", value: "8" },
      { label: "Cargo weight (slabs and frames)", value: "20,870 kg" },
      { label: "Tare of each empty container", value: "2,200 kg" },
      // One bundle place of eight is 12.5 %: rounded down, so a container shows 100 % only when it is full.
      { label: "Last container", value: "12% of the bundle places" },
    ]);
    expect(inland.containers).toEqual([
      {
        heading: { slabKind: "Container 1 of 2", bundles: "7", slabs: "72", weight: "18,763", gross: "20,963" },
        kinds: [{ slabKind: "20 mm, 3200 × 1600 mm", bundles: "7", slabs: "72", weight: "18,763", gross: "" }],
      },
      {
        heading: { slabKind: "Container 2 of 2", bundles: "1", slabs: "8", weight: "2,107", gross: "4,307" },
        kinds: [{ slabKind: "20 mm, 3200 × 1600 mm", bundles: "1", slabs: "8", weight: "2,107", gross: "" }],
      },
    ]);
    // To the port, the same slabs and three of 3 cm fill one container's nine bundle places.
    const toPort = quoteContent(
      quote({
        lines: [line({ slabs: 80 }), line({ thicknessMm: 30, slabs: 3 })],
        cargoLimitKg: 27_000,
        planSettings: { ...defaultPlanSettings, bundlesPerContainer: 9 },
      }),
    ).plan;
    expect(toPort.containers.map((container) => container.kinds.map((kind) => kind.slabKind))).toEqual([
      ["20 mm, 3200 × 1600 mm", "30 mm, 3200 × 1600 mm"],
    ]);
    expect(toPort.facts.at(-1)).toEqual({ label: "Last container", value: "100% of the bundle places" });
  });

  it("shows a list of two bundles or fewer as a part-container load with its weight and volume", () => {
    const plan = quoteContent(quote({ lines: [line({ slabs: 14 })] })).plan;
    expect(plan.facts).toEqual([
      { label: "Shipment", value: "Part-container load (LCL)" },
      { label: "Bundles", value: "2" },
      { label: "Cargo weight (slabs and frames)", value: "3,712 kg" },
      // 14 slabs of 5.12 m² at 2 cm.
      { label: "Volume of the slabs", value: "1.43 m³" },
    ]);
    expect(plan.containers.map((container) => container.heading)).toEqual([
      { slabKind: "Part-container load (LCL)", bundles: "2", slabs: "14", weight: "3,712", gross: "" },
    ]);
  });

  it("says which slabs the plan leaves out, once for each thickness", () => {
    const plan = quoteContent(quote({ lines: [line(), line({ thicknessMm: 25 }), line({ thicknessMm: 25, finish: "Honed" })] })).plan;
    expect(plan.notPlanned).toEqual(["The 25 mm slabs are not in the plan: no weight is set for this thickness."]);
    expect(plan.containers).toHaveLength(1);
    const nothingPlanned = quoteContent(quote({ lines: [line({ thicknessMm: 25 })] })).plan;
    expect([nothingPlanned.facts, nothingPlanned.containers]).toEqual([[], []]);
  });

  it("prints the terms given and the buyer's link when there is one", () => {
    expect(quoteContent(quote()).terms.rows).toEqual([{ label: "Payment terms", value: "30% T/T deposit", inEnglish: false }]);
    expect(quoteContent(quote()).online).toBeNull();
    expect(quoteContent(quote({ onlineUrl: "https://www.saide.example/quote/7f3c" })).online).toEqual({
      text: "View this quotation online, accept it or ask for changes:",
      url: "https://www.saide.example/quote/7f3c",
    });
  });
});
