import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogs";
import { staleFields } from "~/i18n/owner-texts";
import { aboutPageIn, aboutPageSchema, defaultAboutPage } from "./about-page";
import { aboutPageFormSchema, aboutPageFormValues, aboutPageFromForm, splitParagraphs } from "./about-page-form";
import { builtInImageIds } from "./site-images";

const schema = aboutPageFormSchema(messagesFor("zh").admin.webPages);

describe("the About page document", () => {
  it("keeps the fallback facts as defaults in both languages and shows the site's own pictures", () => {
    expect(aboutPageSchema.parse(defaultAboutPage)).toEqual(defaultAboutPage);
    expect(defaultAboutPage.texts.en).toMatchObject({
      capacity: "Daily capacity 6,000 m2, target 12,000 m2",
      staff: "400+ staff, target 600+",
      area: "Area 140 mu (phase 1), 148 mu (phase 2)",
      equipment: "Workshop 60,000 m2",
    });
    expect(defaultAboutPage.texts.zh?.capacity).toBe("日产能 6,000 平方米，目标 12,000 平方米");
    expect([defaultAboutPage.heroImage, ...defaultAboutPage.headerImages]).toEqual(builtInImageIds);
  });

  it("reads the first document shape {headerUrls, intros, names} with the built-in facts", () => {
    const page = aboutPageSchema.parse({
      headerUrls: ["/media/library/plant-1600.jpg", "https://cdn.example/x.jpg"],
      intros: { en: ["Hello."], zh: ["你好。"] },
      names: { en: "Saide", zh: "赛德" },
    });
    const { name: _name, intro: _intro, ...facts } = defaultAboutPage.texts.en;
    expect(page.texts.en).toEqual({ name: "Saide", intro: ["Hello."], ...facts });
    expect(page.texts.zh?.name).toBe("赛德");
    expect(page.headerImages).toEqual(["/media/library/plant-1600.jpg"]);
    expect(page.heroImage).toBe(defaultAboutPage.heroImage);
  });
});

describe("the About page form", () => {
  it("splits paragraphs at empty lines and joins a paragraph's lines", () => {
    expect(splitParagraphs("One\nline.\n\n\n  Two.  \r\n\r\nThree.")).toEqual(["One line.", "Two.", "Three."]);
  });

  it("turns a document into form values and back unchanged", () => {
    const values = aboutPageFormValues(defaultAboutPage);
    expect(aboutPageFromForm(schema.parse({ ...values, version: "0", draftStamp: "" }), defaultAboutPage, new Date())).toEqual(
      defaultAboutPage,
    );
  });

  it("times the texts an edit changes, so a translation of an English changed since reads as stale", () => {
    const page = { ...defaultAboutPage, texts: { ...defaultAboutPage.texts, es: { name: "Saide", staff: "Más de 400 empleados" } } };
    const values = aboutPageFormValues(page);
    const at = new Date("2026-12-02T09:00:00Z");
    const edited = aboutPageFromForm(schema.parse({ ...values, staffEn: "500+ staff", version: "1", draftStamp: "" }), page, at);
    expect(edited.textTimes).toEqual({ en: { staff: "2026-12-02T09:00:00.000Z" } });
    expect(staleFields({ texts: edited.texts, times: edited.textTimes }, "es")).toEqual(["staff"]);
    expect(staleFields({ texts: edited.texts, times: edited.textTimes }, "zh")).toEqual(["staff"]);
  });

  it("refuses an empty company name and too many paragraphs, in Chinese", () => {
    const values = aboutPageFormValues(defaultAboutPage);
    const result = schema.safeParse({
      ...values,
      version: "0",
      nameZh: " ",
      introEn: Array.from({ length: 13 }, (_, index) => `P${index}`).join("\n\n"),
    });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
      nameZh: "请填写此项。",
      introEn: "最多 12 段。",
    });
  });
});

describe("the About page in an added language", () => {
  const page = {
    ...defaultAboutPage,
    texts: { ...defaultAboutPage.texts, es: { name: "Saide", intro: ["Fundada en 2012."], capacity: "6.000 m² al día" } },
  };

  it("shows each text written in the language, and the English of the others, saying which is which", () => {
    const spanish = aboutPageIn(page, "es");
    expect(spanish.name).toEqual({ text: "Saide", language: "es" });
    expect(spanish.intro).toEqual({ text: ["Fundada en 2012."], language: "es" });
    expect(spanish.facts[0]).toEqual({ text: "6.000 m² al día", language: "es" });
    expect(spanish.facts[1]).toEqual({ text: defaultAboutPage.texts.en.staff, language: "en" });
    expect(aboutPageIn(page, "ar").name).toEqual({ text: defaultAboutPage.texts.en.name, language: "en" });
    expect(aboutPageIn(page, "zh").name).toEqual({ text: defaultAboutPage.texts.zh?.name, language: "zh" });
  });

  it("reads a stored document without times as written all together", () => {
    const { textTimes: _none, ...stored } = defaultAboutPage;
    expect(aboutPageSchema.parse(stored).textTimes).toEqual({});
  });
});
