import { describe, expect, it } from "vitest";
import { EDITOR_SUBJECTS_PER_PAGE, editorPage, editorPath, editorQuerySchema, subjectFormSchema } from "./translation-editor";
import { type Subject, unitsOf } from "./translation-units";

/** A category named `name`, its Spanish title as given; `stale`: the English was changed after the Spanish. */
function category(index: number, name: string, spanish?: string, stale = false) {
  const subject: Subject = {
    kind: "category",
    id: `category-${index}`,
    version: 1,
    name,
    written: {
      texts: { en: { title: name, description: "Quartz slabs." }, ...(spanish && { es: { title: spanish } }) },
      times: {
        en: { title: stale ? "2026-12-02T00:00:00Z" : "2026-12-01T00:00:00Z", description: "2026-12-01T00:00:00Z" },
        ...(spanish && { es: { title: "2026-12-01T12:00:00Z" } }),
      },
    },
  };
  return { subject, units: unitsOf(subject, "es") };
}

const query = (input: Record<string, string> = {}) => editorQuerySchema.parse(input);

describe("the translation editor's page", () => {
  const catalogue = [
    category(1, "Calacatta Series", "Serie Calacatta"),
    category(2, "Carrara Series"),
    category(3, "Marquina Series", "Serie Marquina", true),
  ];

  it("shows what is missing by default, each record with only its missing texts", () => {
    const page = editorPage(catalogue, query());
    // Every record lacks its Spanish description; Carrara its title too.
    expect(page.subjects.map(({ subject, units }) => [subject.name, units.map((unit) => unit.field.name)])).toEqual([
      ["Calacatta Series", ["description"]],
      ["Carrara Series", ["title", "description"]],
      ["Marquina Series", ["description"]],
    ]);
    expect(page.counts).toEqual({ missing: 4, stale: 1, all: 6 });
  });

  it("shows the texts out of date, and finds a record by its English or its translation, in any case", () => {
    expect(editorPage(catalogue, query({ filter: "stale" })).subjects.map(({ units }) => units.map((unit) => unit.id))).toEqual([
      ["category:category-3:title"],
    ]);
    const byTranslation = editorPage(catalogue, query({ filter: "all", q: "serie marq" }));
    expect(byTranslation.subjects.map(({ subject }) => subject.name)).toEqual(["Marquina Series"]);
    expect(editorPage(catalogue, query({ filter: "all", q: "CARRARA" })).subjects.map(({ subject }) => subject.name)).toEqual([
      "Carrara Series",
    ]);
    expect(editorPage(catalogue, query({ q: "granite" })).subjects).toEqual([]);
  });

  it("pages a large catalogue, a page past the last showing the last", () => {
    const many = Array.from({ length: EDITOR_SUBJECTS_PER_PAGE * 2 + 1 }, (_, index) => category(index, `Series ${index}`));
    const second = editorPage(many, query({ page: "2" }));
    expect(second).toMatchObject({ page: 2, pages: 3 });
    expect(second.subjects[0]!.subject.name).toBe(`Series ${EDITOR_SUBJECTS_PER_PAGE}`);
    expect(editorPage(many, query({ page: "9" })).subjects.map(({ subject }) => subject.name)).toEqual([
      `Series ${EDITOR_SUBJECTS_PER_PAGE * 2}`,
    ]);
  });

  it("reads a mistyped address as the first page of what is missing, and writes addresses without the defaults", () => {
    expect(query({ filter: "everything", page: "-3", q: "  Calacatta " })).toEqual({ filter: "missing", page: 1, q: "Calacatta" });
    expect(editorPath("es")).toBe("/dashboard/translations/es");
    expect(editorPath("ar", { filter: "stale", q: "Calacatta Gold", page: 2 })).toBe(
      "/dashboard/translations/ar?filter=stale&q=Calacatta+Gold&page=2",
    );
  });

  it("takes a record's form as the browser sends it, an emptied field as no translation", () => {
    const parsed = subjectFormSchema.safeParse({
      subject: "category:category-2",
      version: "3",
      entries: [{ id: "category:category-2:title", source: "Carrara Series" }],
    });
    expect(parsed.success && parsed.data).toEqual({
      subject: "category:category-2",
      version: 3,
      entries: [{ id: "category:category-2:title", source: "Carrara Series", target: "" }],
    });
    expect(subjectFormSchema.safeParse({ subject: "category:category-2", version: "3", entries: [] }).success).toBe(false);
  });
});
