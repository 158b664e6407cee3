import { describe, expect, it } from "vitest";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { changesBySubject, checkImport } from "./import-check";
import { contentOfTagged, taggedText } from "./inline-content";
import { countWords, inLanguageScript, parseUnitId, type Subject, unitsOf } from "./translation-units";
import { readXliff, writeXliff } from "./xliff";

const body = {
  type: "doc" as const,
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "New press line" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "We doubled " },
        { type: "text", text: "capacity", marks: [{ type: "bold" }] },
        { type: "hardBreak" },
        { type: "text", text: "Read the " },
        { type: "text", text: "report", marks: [{ type: "link", attrs: { href: "https://example.com/r" } }] },
        { type: "text", text: "." },
      ],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Faster" }] }] }] },
  ],
};

const post: Subject = {
  kind: "post",
  id: "6f1c2b9e-0000-4000-8000-000000000001",
  version: 3,
  name: "New press line",
  written: {
    texts: { en: { title: "New press line", summary: "", body }, es: { title: "Nueva línea" } },
    times: { en: { title: "2026-12-03T10:00:00.000Z" }, es: { title: "2026-12-02T10:00:00.000Z" } },
  },
};

const about: Subject = {
  kind: "about-page",
  id: "site",
  version: 1,
  name: "Saide",
  written: { texts: { en: { name: "Saide", intro: ["First.", "Second."], capacity: "", staff: "", area: "", equipment: "" } }, times: {} },
};

describe("translation units", () => {
  it("names each text by kind, record, field and part, and says what is missing or out of date", () => {
    const units = unitsOf(post, "es");
    expect(units.map((unit) => [unit.id, unit.state])).toEqual([
      // The Spanish title was written before the English changed.
      [`post:${post.id}:title`, "stale"],
      [`post:${post.id}:body:1`, "missing"],
      [`post:${post.id}:body:2`, "missing"],
      [`post:${post.id}:body:3`, "missing"],
    ]);
    // The body's markup is numbered codes a translator keeps: bold, a line break, a link.
    expect(taggedText(units[2]!.source)).toBe("We doubled <1>capacity</1><2/>Read the <3>report</3>.");
    expect(units[2]!.codes).toEqual([
      { id: "1", kind: "bold" },
      { id: "2", kind: "break" },
      { id: "3", kind: "link", href: "https://example.com/r" },
    ]);
    expect(parseUnitId(`post:${post.id}:body:2`)).toMatchObject({ kind: "post", subjectId: post.id, part: 2 });
    expect(parseUnitId("post:x:nonsense")).toBeNull();
    expect(parseUnitId("slide:x:title")).toBeNull();
  });

  it("counts words as translators quote them, Chinese by character", () => {
    expect(countWords("Calacatta gold slabs, 20 mm thick.")).toBe(6);
    expect(countWords("卡拉卡塔金")).toBe(5);
    expect(countWords("Плиты из кварца")).toBe(3);
    expect(countWords("")).toBe(0);
  });

  it("tells a text in the language's script from one in another", () => {
    expect(inLanguageScript("Кварцевые плиты Calacatta Gold", "ru")).toBe(true);
    expect(inLanguageScript("Quartz slabs", "ru")).toBe(false);
    expect(inLanguageScript("ألواح كوارتز", "ar")).toBe(true);
    expect(inLanguageScript("Losas de cuarzo", "ar")).toBe(false);
    expect(inLanguageScript("石英板材 Calacatta", "zh")).toBe(true);
    expect(inLanguageScript("Кварцевые плиты", "es")).toBe(false);
    expect(inLanguageScript("Losas de cuarzo", "es")).toBe(true);
    expect(inLanguageScript("20 × 30", "es")).toBe(true);
  });

  it("reads tagged spreadsheet text back, and refuses tags that do not nest", () => {
    const content = contentOfTagged("Doblamos la <1>capacidad</1><2/>Lea el <3>informe</3>. a <\\1 b");
    expect(content).toEqual([
      "Doblamos la ",
      { pc: "1", children: ["capacidad"] },
      { ph: "2" },
      "Lea el ",
      { pc: "3", children: ["informe"] },
      ". a <1 b",
    ]);
    expect(taggedText(content!)).toBe("Doblamos la <1>capacidad</1><2/>Lea el <3>informe</3>. a <\\1 b");
    expect(contentOfTagged("<1>open")).toBeNull();
    expect(contentOfTagged("close</1>")).toBeNull();
  });
});

describe("XLIFF 2.0", () => {
  const units = unitsOf(post, "es");
  const document = {
    language: "es",
    notes: ["Translation from English into Spanish (es)", "12 words to translate"],
    files: [
      {
        id: "post",
        name: "post",
        units: units.map((unit) => ({
          ...unit,
          name: unit.id,
          notes: ["News post", "At most 200 characters."],
          state: unit.state === "current" ? ("translated" as const) : ("initial" as const),
        })),
      },
    ],
  };
  const xml = writeXliff(document);

  it("writes what an XLIFF library reads: sources, targets, codes and notes", async () => {
    const read = await xliff2js(xml);
    expect(read.targetLanguage).toBe("es");
    const resources = read.resources.post as Record<string, { source: unknown; target?: unknown; note?: unknown }>;
    expect(Object.keys(resources)).toEqual(units.map((unit) => unit.id));
    expect(resources[`post:${post.id}:title`]).toMatchObject({ source: "New press line", target: "Nueva línea" });
    expect(resources[`post:${post.id}:body:2`]!.source).toEqual([
      "We doubled ",
      { Span: { id: "1", type: "fmt", subType: "xlf:b", contents: "capacity" } },
      { Standalone: { id: "2", type: "fmt", subType: "xlf:lb" } },
      "Read the ",
      { Span: { id: "3", type: "link", dataRefStart: "d3", contents: "report" } },
      ".",
    ]);
    expect(xml).toContain("<note>At most 200 characters.</note>");
    expect(xml).toContain('<segment state="initial">');
  });

  it("reads back a file the library wrote after a translator filled the targets, codes moved but kept", async () => {
    const read = await xliff2js(xml);
    const resources = read.resources.post as Record<string, { source: unknown[] | string; target?: unknown }>;
    const bodyUnit = resources[`post:${post.id}:body:2`]!;
    const [, bold, lineBreak, , link] = bodyUnit.source as unknown[];
    const translatedBold = { Span: { ...(bold as { Span: object }).Span, contents: "capacidad" } };
    const translatedLink = { Span: { ...(link as { Span: object }).Span, contents: "informe" } };
    bodyUnit.target = ["Duplicamos la ", translatedBold, lineBreak, "Lea el ", translatedLink, "."];
    resources[`post:${post.id}:body:1`]!.target = "Nueva línea de prensas";
    resources[`post:${post.id}:body:3`]!.target = "Más rápido";
    const file = readXliff(await js2xliff(read));
    expect(file.ok && file.language).toBe("es");
    if (!file.ok) return;
    const check = checkImport(units, "es", file.entries);
    expect(check.problems).toEqual([]);
    expect(check.warnings).toEqual([]);
    const [change] = changesBySubject([post], units, check.changes);
    const translated = change!.fields.body as typeof body;
    // The English structure with the Spanish text and the same marks.
    expect(translated.content[1]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "Duplicamos la " },
        { type: "text", text: "capacidad", marks: [{ type: "bold" }] },
        { type: "hardBreak" },
        { type: "text", text: "Lea el " },
        { type: "text", text: "informe", marks: [{ type: "link", attrs: { href: "https://example.com/r" } }] },
        { type: "text", text: "." },
      ],
    });
    expect(translated.content[2]).toMatchObject({ type: "bulletList" });
  });

  it("calls a file that is not XLIFF 2 damaged", () => {
    expect(readXliff("<xliff version='1.2'><file/></xliff>")).toEqual({ ok: false, problem: "damaged" });
    expect(readXliff("<xliff version='2.0' trgLang='es'><file><unit id='x'>")).toEqual({ ok: false, problem: "damaged" });
    expect(readXliff("not xml at all")).toMatchObject({ ok: false });
  });
});

describe("checking an import", () => {
  const units = unitsOf(post, "es");
  const entry = (part: number, target: string, source?: string) => {
    const unit = units.find((candidate) => candidate.id === `post:${post.id}:body:${part}`)!;
    return { id: unit.id, source: source ? contentOfTagged(source)! : unit.source, target: contentOfTagged(target) };
  };

  it("refuses lost markup, a text too long, the wrong script and unknown entries", () => {
    const check = checkImport(units, "es", [
      entry(2, "Duplicamos la capacidad<2/>Lea el <3>informe</3>."),
      { id: `post:${post.id}:title`, source: ["New press line"], target: ["x".repeat(201)] },
      entry(1, "Новая линия прессов"),
      { id: "post:00000000-0000-4000-8000-000000000000:title", source: ["Gone"], target: ["Ido"] },
    ]);
    expect(check.problems).toEqual([
      { code: "markup", entry: `post:${post.id}:body:2` },
      { code: "tooLong", entry: `post:${post.id}:title`, max: 200, length: 201 },
      { code: "script", entry: `post:${post.id}:body:1` },
      { code: "unknown", entry: "post:00000000-0000-4000-8000-000000000000:title" },
    ]);
  });

  it("leaves out a text whose English changed since the export, and a body translated only in part", () => {
    const check = checkImport(units, "es", [entry(1, "Nueva línea", "Old press line"), entry(3, "Más rápido")]);
    expect(check.problems).toEqual([]);
    expect(check.warnings.map((warning) => [warning.code, warning.entry])).toEqual([
      ["sourceChanged", `post:${post.id}:body:1`],
      ["incomplete", `post:${post.id}:body:3`],
    ]);
    expect(check.changes).toEqual([]);
  });

  it("writes a list of paragraphs whole", () => {
    const aboutUnits = unitsOf(about, "ru");
    const check = checkImport(
      aboutUnits,
      "ru",
      aboutUnits
        .filter((unit) => unit.part !== null)
        .map((unit) => ({ id: unit.id, source: unit.source, target: [`Абзац ${unit.part}.`] })),
    );
    expect(changesBySubject([about], aboutUnits, check.changes)).toEqual([{ subject: about, fields: { intro: ["Абзац 1.", "Абзац 2."] } }]);
  });

  it("keeps a product's specification cells and slab size names in their places, each size's name applied alone", () => {
    const product: Subject = {
      kind: "product",
      id: "calacatta-gold",
      version: 2,
      name: "Calacatta Gold",
      written: {
        texts: {
          en: { title: "Calacatta Gold", specRows: ["Density", "2.4 g/cm³", "Origin", ""], slabSizes: ["Jumbo", "Standard"] },
          es: { slabSizes: ["Jumbo", ""] },
        },
        times: {},
      },
    };
    const productUnits = unitsOf(product, "es");
    // A blank value is no text to translate; a size named already is current, the other missing.
    expect(productUnits.map((unit) => [unit.id, unit.state])).toEqual([
      ["product:calacatta-gold:title", "missing"],
      ["product:calacatta-gold:specRows:1", "missing"],
      ["product:calacatta-gold:specRows:2", "missing"],
      ["product:calacatta-gold:specRows:3", "missing"],
      ["product:calacatta-gold:slabSizes:1", "current"],
      ["product:calacatta-gold:slabSizes:2", "missing"],
    ]);
    const translated = { "specRows:1": "Densidad", "specRows:2": "2,4 g/cm³", "specRows:3": "Origen", "slabSizes:2": "Estándar" };
    const check = checkImport(
      productUnits,
      "es",
      Object.entries(translated).map(([id, target]) => {
        const unit = productUnits.find((candidate) => candidate.id === `product:calacatta-gold:${id}`)!;
        return { id: unit.id, source: unit.source, target: [target] };
      }),
    );
    expect(check.warnings).toEqual([]);
    expect(changesBySubject([product], productUnits, check.changes)).toEqual([
      { subject: product, fields: { specRows: ["Densidad", "2,4 g/cm³", "Origen", ""], slabSizes: ["Jumbo", "Estándar"] } },
    ]);
    expect(parseUnitId("product:calacatta-gold:slabSizes:2")).toMatchObject({ kind: "product", part: 2 });
  });
});
