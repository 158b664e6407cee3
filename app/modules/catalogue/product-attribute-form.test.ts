import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "./product-form";

const WHITE = "3f0c3c4e-9a7e-4d53-9a43-6f1f3c1b2a10";
const VEINED = "8b1d2b6a-5c4e-4f0a-8e2d-1a2b3c4d5e6f";

const posted = (fields: [string, string][]) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ titleEn: "Slab", descriptionEn: "White.", photoUrl: "/media/saide/slab.jpg" }))
    body.set(name, value);
  for (const [name, value] of fields) body.append(name, value);
  return parseWithZod(body, { schema: productFormSchema });
};

describe("the stone attribute fields of the product form", () => {
  it("reads ticked options, one or several, and none as empty lists", () => {
    const submission = posted([
      ["colourIds", WHITE],
      ["patternIds", VEINED],
      ["patternIds", WHITE],
    ]);
    expect(
      submission.status === "success" && [submission.value.colourIds, submission.value.patternIds, submission.value.finishIds],
    ).toEqual([[WHITE], [VEINED, WHITE], []]);
  });

  it("reads thicknesses typed with any comma, sorted and without repeats, and refuses one outside 3–100 mm", () => {
    const read = posted([["thicknessesMm", "30，12, 20、12, 15.5"]]);
    expect(read.status === "success" && read.value.thicknessesMm).toEqual([12, 15.5, 20, 30]);
    for (const wrong of ["2", "120", "20 mm", "twelve"]) {
      const refused = posted([["thicknessesMm", `12, ${wrong}`]]);
      expect(refused.status === "error" && refused.error).toMatchObject({ thicknessesMm: ["thicknessInvalid"] });
    }
  });

  it("keeps filled-in slab sizes and drops the empty rows the editor offers", () => {
    const read = posted([
      ["slabSizes[0].labelEn", "Jumbo"],
      ["slabSizes[0].labelZh", "大板"],
      ["slabSizes[0].lengthMm", "3200"],
      ["slabSizes[0].widthMm", "1600"],
      ["slabSizes[1].labelEn", ""],
      ["slabSizes[1].lengthMm", ""],
      ["slabSizes[2].labelEn", "Standard"],
      ["slabSizes[2].lengthMm", "3050"],
      ["slabSizes[2].widthMm", "1440"],
    ]);
    expect(read.status === "success" && read.value.slabSizes).toEqual([
      { texts: { en: { label: "Jumbo" }, zh: { label: "大板" } }, lengthMm: 3200, widthMm: 1600 },
      { texts: { en: { label: "Standard" } }, lengthMm: 3050, widthMm: 1440 },
    ]);
  });

  it("keeps a size's names in the added languages, only those written, and refuses a row named only in one of them", () => {
    const read = posted([
      ["slabSizes[0].labelEn", "Standard"],
      ["slabSizes[0].lengthMm", "3050"],
      ["slabSizes[0].widthMm", "1440"],
      ["slabSizes[0].translations.es.label", " Estándar "],
      ["slabSizes[0].translations.ru.label", ""],
      ["slabSizes[0].translations.ar.label", "قياسي"],
      ["slabSizes[1].translations.es.label", ""],
    ]);
    expect(read.status === "success" && read.value.slabSizes).toEqual([
      { texts: { en: { label: "Standard" }, es: { label: "Estándar" }, ar: { label: "قياسي" } }, lengthMm: 3050, widthMm: 1440 },
    ]);
    const unnamed = posted([
      ["slabSizes[0].translations.ru.label", "Стандарт"],
      ["slabSizes[0].lengthMm", "3050"],
      ["slabSizes[0].widthMm", "1440"],
      ["slabSizes[1].labelEn", "Jumbo"],
      ["slabSizes[1].lengthMm", "3200"],
      ["slabSizes[1].widthMm", "1600"],
      ["slabSizes[1].translations.es.label", "J".repeat(61)],
    ]);
    expect(unnamed.status === "error" && unnamed.error).toMatchObject({
      "slabSizes[0]": ["slabSizeInvalid"],
      "slabSizes[1]": ["slabSizeInvalid"],
    });
  });

  it("puts the error of an incomplete row on that row", () => {
    const refused = posted([
      ["slabSizes[0].labelEn", "Jumbo"],
      ["slabSizes[0].lengthMm", "3200"],
      ["slabSizes[1].lengthMm", "3200.5"],
      ["slabSizes[1].widthMm", "1600"],
      ["specRowsZh[0].label", "密度"],
    ]);
    expect(refused.status === "error" && refused.error).toMatchObject({
      "slabSizes[0]": ["slabSizeInvalid"],
      "slabSizes[1]": ["slabSizeInvalid"],
      "specRowsZh[0]": ["specRowInvalid"],
    });
  });

  it("splits applications and certifications like keywords, and keeps specification rows per language", () => {
    const read = posted([
      ["applicationsEn", "Kitchen countertops, Vanity tops"],
      ["applicationsZh", "厨房台面，浴室台面"],
      ["certifications", "NSF, CE,SGS"],
      ["specRowsEn[0].label", "Density"],
      ["specRowsEn[0].value", "2.4 g/cm³"],
      ["specRowsEn[1].label", ""],
      ["specRowsEn[1].value", ""],
    ]);
    expect(read.status === "success" && read.value).toMatchObject({
      applicationsEn: ["Kitchen countertops", "Vanity tops"],
      applicationsZh: ["厨房台面", "浴室台面"],
      certifications: ["NSF", "CE", "SGS"],
      specRowsEn: [{ label: "Density", value: "2.4 g/cm³" }],
      specRowsZh: [],
    });
  });

  it("refuses an option that is not an id", () => {
    const refused = posted([["finishIds", "polished"]]);
    expect(refused.status === "error" && refused.error).toMatchObject({ "finishIds[0]": ["optionUnknown"] });
  });
});
