import { describe, expect, it } from "vitest";
import { fromCsv, toCsv } from "~/modules/spreadsheets/csv";
import {
  canonicalJson,
  checkRow,
  readSheetTable,
  rowOfState,
  sheetColumns,
  sheetTable,
  type ProductState,
  type SheetLookups,
} from "./catalogue-sheet";

const WHITE = "00000000-0000-4000-8000-00000000000a";
const MATTE = "00000000-0000-4000-8000-00000000000b";
const lookups: SheetLookups = {
  categoryIds: new Set(["calacatta-series"]),
  options: [
    { id: WHITE, kind: "colour", slug: "white", labelEn: "White" },
    { id: MATTE, kind: "finish", slug: "matte", labelEn: "Matte" },
  ],
  photoName: (id) => `${id}-1600.jpg`,
  photoUrl: (id) => `/media/saide/${id}-1600.jpg`,
};

const state: ProductState = {
  texts: {
    en: {
      title: "Calacatta Gold",
      description: ["White with gold veins.", "Polished."],
      keywords: ["calacatta", "gold"],
      applications: ["Kitchen"],
      specRows: [{ label: "Density", value: "2.4 g/cm³" }],
    },
    zh: { title: "卡拉卡塔金", description: ["白底金纹。"] },
    es: { title: "Calacatta Oro" },
  },
  categoryId: "calacatta-series",
  visible: true,
  homepage: false,
  sortOrder: 2.5,
  thicknessesMm: [20, 30],
  slabSizes: [{ texts: { en: { label: "Jumbo" }, zh: { label: "大板" } }, lengthMm: 3200, widthMm: 1600 }],
  certifications: ["NSF"],
  optionIds: [WHITE, MATTE].sort(),
  photoIds: ["a", "b"],
  cardPhotoId: "b",
};

const current = { state, row: rowOfState("calacatta-gold", state, lookups) };

describe("a product's row", () => {
  it("writes every language's texts, the lists and the photos under the documented headers", () => {
    const row = rowOfState("calacatta-gold", state, lookups);
    expect(row).toMatchObject({
      id: "calacatta-gold",
      "title.zh": "卡拉卡塔金",
      "title.ru": "",
      "description.en": "White with gold veins.\nPolished.",
      "specifications.en": "Density: 2.4 g/cm³",
      visible: "yes",
      homepage: "no",
      order: "2.5",
      colour: "white",
      finish: "matte",
      slab_sizes: "3200x1600",
      "slab_size_names.zh": "大板",
      photos: "a-1600.jpg | b-1600.jpg",
      card_photo: "b-1600.jpg",
    });
    expect(sheetTable([row])[0]).toEqual([...sheetColumns]);
  });

  it("reads back as the same state", () => {
    const checked = checkRow(2, rowOfState("calacatta-gold", state, lookups), current, lookups);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { photoNames, cardName } = checked;
    expect({ photoNames, cardName }).toEqual({ photoNames: ["a-1600.jpg", "b-1600.jpg"], cardName: "b-1600.jpg" });
    expect(canonicalJson({ ...checked.state, photoIds: state.photoIds, cardPhotoId: state.cardPhotoId })).toBe(canonicalJson(state));
  });

  it("keeps what a column the file leaves out holds, and takes blanks of the kept-when-blank cells as they are stored", () => {
    const checked = checkRow(7, { id: "calacatta-gold", "title.ru": "Калакатта", visible: "", order: "", photos: "" }, current, lookups);
    expect(checked.ok && checked.state.texts.ru).toEqual({ title: "Калакатта" });
    expect(checked.ok && [checked.state.texts.es, checked.state.visible, checked.state.sortOrder, checked.photoNames.length]).toEqual([
      { title: "Calacatta Oro" },
      true,
      2.5,
      2,
    ]);
  });

  it("names each problem by its row and column, with the product form's codes", () => {
    const checked = checkRow(
      5,
      {
        "title.en": "",
        "title.es": "x".repeat(201),
        "description.en": "Text",
        visible: "perhaps",
        order: "first",
        category: "nowhere",
        colour: "tartan",
        thicknesses_mm: "2",
        photos: "a.jpg | a.jpg",
      },
      null,
      lookups,
    );
    expect(!checked.ok && checked.problems).toEqual(
      expect.arrayContaining([
        { row: 5, column: "title.en", code: "required" },
        { row: 5, column: "title.es", code: "titleTooLong" },
        { row: 5, column: "visible", code: "booleanInvalid" },
        { row: 5, column: "order", code: "orderInvalid" },
        { row: 5, column: "category", code: "categoryUnknown" },
        { row: 5, column: "colour", code: "optionUnknown" },
        { row: 5, column: "thicknesses_mm", code: "thicknessInvalid" },
        { row: 5, column: "photos", code: "photoDuplicate" },
      ]),
    );
  });

  it("accepts options by English name and yes/no words of both dashboard languages", () => {
    const checked = checkRow(
      2,
      { "title.en": "New", "description.en": "Text", colour: "White", homepage: "否", photos: "x.jpg" },
      null,
      lookups,
    );
    expect(checked.ok && [checked.state.optionIds, checked.state.homepage, checked.state.visible]).toEqual([[WHITE], false, true]);
  });
});

describe("the sheet's header", () => {
  it("names unknown and repeated columns and a missing id, and skips blank rows but keeps their numbers", () => {
    const read = readSheetTable([
      ["id", "title.en", "price", "title.en"],
      ["a", "A", "1", ""],
      ["", "", "", ""],
      ["b", "B", "", ""],
    ]);
    expect(read.problems).toEqual([
      { row: 1, column: "C (price)", code: "unknownColumn" },
      { row: 1, column: "title.en", code: "duplicateColumn" },
    ]);
    expect(read.rows.map((row) => [row.number, row.cells])).toEqual([
      [2, { id: "a", "title.en": "A" }],
      [4, { id: "b", "title.en": "B" }],
    ]);
    expect(readSheetTable([["title.en"], ["A"]]).problems).toEqual([{ row: 1, column: "id", code: "missingColumn" }]);
  });

  it("reads a CSV back as written, the formula guard's quote taken off", () => {
    const table = [
      ["id", "description.en"],
      ["a", "- first\n- second"],
      ["b", '=1+1, "quoted"'],
    ];
    expect(fromCsv(new TextEncoder().encode(toCsv(table)))).toEqual(table);
  });
});
