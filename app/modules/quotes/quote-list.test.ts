import { describe, expect, it } from "vitest";
import {
  addQuoteLine,
  cargoLimitFromQuery,
  changeQuoteLine,
  decodeQuoteList,
  encodeQuoteList,
  formProblem,
  QUOTE_LIST_LIMITS,
  quoteListForm,
  removeQuoteLine,
  slabsOf,
  type StoredQuoteLine,
} from "./quote-list";
import { quoteLineCount } from "./quote-list-cookie";

const line = (overrides: Partial<StoredQuoteLine> = {}): StoredQuoteLine => ({
  productId: "calacatta-gold",
  thicknessMm: 20,
  lengthMm: 3200,
  widthMm: 1600,
  finish: "polished",
  quantity: 12,
  unit: "slab",
  ...overrides,
});

describe("the quote list's cookie", () => {
  it("reads back what it wrote, a product id with any letters included, and counts its lines as the browser does", () => {
    const list = [line(), line({ productId: "café-crème|x:y", finish: null, quantity: 150, unit: "m2" })];
    const encoded = encodeQuoteList(list);
    expect(encoded).toBe("calacatta-gold:20:3200x1600:polished:12:s|caf%C3%A9-cr%C3%A8me%7Cx%3Ay:20:3200x1600::150:m");
    expect(decodeQuoteList(encoded)).toEqual(list);
    expect(quoteLineCount(encoded)).toBe(2);
    expect(quoteLineCount("")).toBe(0);
  });

  it("reads a tampered or malformed value as an empty list, never as part of one", () => {
    for (const tampered of [
      "calacatta-gold:20:3200x1600:polished:0:s",
      "calacatta-gold:20:3200x1600:polished:-3:s",
      "calacatta-gold:20:3200x1600:polished:12.5:s",
      `calacatta-gold:20:3200x1600:polished:${QUOTE_LIST_LIMITS.quantity.slab + 1}:s`,
      "calacatta-gold:20:3200x1600:Polished!:12:s",
      "calacatta-gold:20:big:polished:12:s",
      "calacatta-gold:20:3200x1600:polished:12:kg",
      "%E0%A4%A:20:3200x1600:polished:12:s",
      "calacatta-gold:20:3200x1600:polished:12:s|junk",
      Array.from({ length: QUOTE_LIST_LIMITS.lines + 1 }, () => "a:20:3200x1600::1:s").join("|"),
      "x".repeat(5000),
    ]) {
      expect(decodeQuoteList(tampered), tampered.slice(0, 60)).toEqual([]);
    }
    expect(decodeQuoteList(undefined)).toEqual([]);
  });
});

describe("changing the list", () => {
  it("grows the line of the same product, thickness, size and finish in the same unit instead of adding another", () => {
    const first = addQuoteLine([], line());
    expect(first).toEqual({ ok: true, list: [line()] });
    const again = addQuoteLine(first.ok ? first.list : [], line({ quantity: 6 }));
    expect(again).toEqual({ ok: true, list: [line({ quantity: 18 })] });
    const otherFinish = addQuoteLine([line()], line({ finish: "honed" }));
    expect(otherFinish.ok && otherFinish.list).toHaveLength(2);
    // The same slabs asked in m² now: the new quantity and unit stand, they cannot be added up.
    expect(addQuoteLine([line()], line({ quantity: 100, unit: "m2" }))).toEqual({ ok: true, list: [line({ quantity: 100, unit: "m2" })] });
  });

  it("refuses a line beyond the list's length, and growing a line beyond the most a line may hold", () => {
    const full = Array.from({ length: QUOTE_LIST_LIMITS.lines }, (_, index) => line({ productId: `p${index}` }));
    expect(addQuoteLine(full, line({ productId: "one-more" }))).toEqual({ ok: false, code: "listFull" });
    expect(addQuoteLine([line({ quantity: QUOTE_LIST_LIMITS.quantity.slab })], line({ quantity: 1 }))).toEqual({
      ok: false,
      code: "quantityInvalid",
    });
  });

  it("refuses a list that would not fit in a cookie, whatever its number of lines", () => {
    const long = (index: number) => line({ productId: `${"a-very-long-product-id-".repeat(4)}${index}` });
    let list: StoredQuoteLine[] = [];
    let refused = false;
    for (let index = 0; index < QUOTE_LIST_LIMITS.lines && !refused; index += 1) {
      const change = addQuoteLine(list, long(index));
      if (change.ok) list = change.list;
      else refused = change.code === "listFull";
    }
    expect(refused).toBe(true);
    expect(encodeQuoteList(list).length).toBeLessThanOrEqual(3600);
  });

  it("changes and removes lines by their place, and says when that place is empty", () => {
    const list = [line(), line({ productId: "pure-white" })];
    const changed = changeQuoteLine(list, 1, { thicknessMm: 30, lengthMm: 3050, widthMm: 1440, finish: null, quantity: 7, unit: "slab" });
    expect(changed.ok && changed.list[1]).toEqual(
      line({ productId: "pure-white", thicknessMm: 30, lengthMm: 3050, widthMm: 1440, finish: null, quantity: 7 }),
    );
    expect(removeQuoteLine(list, 0)).toEqual({ ok: true, list: [line({ productId: "pure-white" })] });
    expect(removeQuoteLine(list, 2)).toEqual({ ok: false, code: "lineGone" });
    expect(changeQuoteLine(list, 5, { ...line(), quantity: 1 })).toEqual({ ok: false, code: "lineGone" });
  });
});

describe("slabs from square metres", () => {
  it("ships whole slabs: the slabs that cover the area asked for", () => {
    expect(slabsOf(line({ quantity: 12 }))).toBe(12);
    // 5.12 m² a jumbo slab: 100 m² is 19.53 slabs, so 20.
    expect(slabsOf(line({ quantity: 100, unit: "m2" }))).toBe(20);
    expect(slabsOf(line({ quantity: 512, unit: "m2" }))).toBe(100);
    expect(slabsOf(line({ quantity: 1, unit: "m2" }))).toBe(1);
  });
});

describe("the forms", () => {
  it("reads a card's add (the product alone) and a product page's (the kind and quantity)", () => {
    expect(quoteListForm.parse({ intent: "add", product: "pure-white" })).toEqual({ intent: "add", product: "pure-white", unit: "slab" });
    expect(
      quoteListForm.parse({
        intent: "add",
        product: "pure-white",
        thickness: "30",
        size: "3050x1440",
        finish: "",
        quantity: "8",
        unit: "m2",
      }),
    ).toEqual({
      intent: "add",
      product: "pure-white",
      thickness: 30,
      size: { lengthMm: 3050, widthMm: 1440 },
      finish: "",
      quantity: 8,
      unit: "m2",
    });
  });

  it("tells a quantity the buyer should correct from a choice that is gone", () => {
    const problem = (form: Record<string, string>) => {
      const parsed = quoteListForm.safeParse(form);
      return parsed.success ? null : formProblem(parsed.error);
    };
    const change = { intent: "change", line: "0", thickness: "20", size: "3200x1600", finish: "polished", unit: "slab" };
    expect(problem({ ...change, quantity: "0" })).toBe("quantityInvalid");
    expect(problem({ ...change, quantity: "2.5" })).toBe("quantityInvalid");
    expect(problem({ ...change, quantity: String(QUOTE_LIST_LIMITS.quantity.slab + 1) })).toBe("quantityInvalid");
    expect(problem({ ...change, quantity: String(QUOTE_LIST_LIMITS.quantity.slab + 1), unit: "m2" })).toBeNull();
    expect(problem({ ...change, quantity: "3", size: "huge" })).toBe("choiceGone");
    expect(problem({ intent: "drop", line: "0" })).toBe("choiceGone");
  });
});

describe("the cargo limit in the address", () => {
  const limit = (query: string) => cargoLimitFromQuery(new URLSearchParams(query), "road");
  it("is one of the usual routes, or the buyer's own number of kilograms within bounds; anything else is the default", () => {
    expect(limit("limit=port")).toEqual({ route: "port" });
    expect(limit("limit=custom&kg=24000")).toEqual({ kg: 24_000 });
    expect(limit("limit=custom&kg=999")).toEqual({ route: "road" });
    expect(limit("limit=custom&kg=24000.5")).toEqual({ route: "road" });
    expect(limit("limit=sea")).toEqual({ route: "road" });
    expect(limit("")).toEqual({ route: "road" });
  });

  it("is read the same from the request form that carries it to the owner, a file in its place being no limit", () => {
    const form = (entries: [string, string | Blob][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return cargoLimitFromQuery(data, "rail");
    };
    expect(form([["limit", "port"]])).toEqual({ route: "port" });
    expect(
      form([
        ["limit", "custom"],
        ["kg", "27000"],
      ]),
    ).toEqual({ kg: 27_000 });
    expect(
      form([
        ["limit", "custom"],
        ["kg", "40001"],
      ]),
    ).toEqual({ route: "rail" });
    expect(
      form([
        ["limit", "custom"],
        ["kg", new Blob(["27000"])],
      ]),
    ).toEqual({ route: "rail" });
    expect(form([])).toEqual({ route: "rail" });
  });
});
