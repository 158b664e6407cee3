import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { toXlsx } from "~/modules/spreadsheets/xlsx.server";
import { readTranslationSheet, writeTranslationSheet } from "./translation-sheet.server";

const units = [
  { id: "category:c1:title", where: "Category “Calacatta”: Name", max: 100, source: ["Calacatta"], target: null, note: "" },
  {
    id: "post:p1:body:1",
    where: "News post “Line”: Body, paragraph 1",
    max: 100000,
    source: ["We doubled ", { pc: "1", children: ["capacity"] }, { ph: "2" }],
    target: null,
    note: "Keep each code",
  },
];

describe("the translation sheet", () => {
  it("keeps Chinese, Cyrillic and Arabic text and the markup codes through Excel", async () => {
    for (const [language, title, body] of [
      ["zh", "卡拉卡塔", ["我们将", { pc: "1", children: ["产能"] }, "翻了一番", { ph: "2" }]],
      ["ru", "Калакатта", ["Мы удвоили ", { pc: "1", children: ["мощность"] }, { ph: "2" }]],
      ["ar", "كالاكاتا", ["ضاعفنا ", { pc: "1", children: ["الطاقة الإنتاجية"] }, { ph: "2" }]],
    ] as const) {
      const written = await writeTranslationSheet({ language, title: `Translation into ${language}`, notes: ["12 words"], units });
      // The translator types into the target column, tags and all, as the sheet shows them.
      const rows = (await readSheet(written)).map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
      expect(rows[2]!.slice(0, 4)).toEqual(["category:c1:title", "Category “Calacatta”: Name", "100", "Calacatta"]);
      expect(rows[3]![3]).toBe("We doubled <1>capacity</1><2/>");
      rows[2]![4] = title;
      rows[3]![4] =
        language === "zh"
          ? "我们将<1>产能</1>翻了一番<2/>"
          : language === "ru"
            ? "Мы удвоили <1>мощность</1><2/>"
            : "ضاعفنا <1>الطاقة الإنتاجية</1><2/>";
      const edited = await toXlsx(rows, { headerRows: 2 });
      expect(await readTranslationSheet(edited)).toEqual({
        ok: true,
        language,
        entries: [
          { id: "category:c1:title", source: ["Calacatta"], target: [title] },
          { id: "post:p1:body:1", source: units[1]!.source, target: body },
        ],
      });
    }
  });

  it("calls a file that is no translation sheet damaged", async () => {
    expect(await readTranslationSheet(Buffer.from("PK\u0003\u0004 not a zip"))).toEqual({ ok: false, problem: "damaged" });
    expect(
      await readTranslationSheet(
        await toXlsx([
          ["name", "email"],
          ["Ann", "ann@example.com"],
        ]),
      ),
    ).toEqual({ ok: false, problem: "damaged" });
  });
});
