import { translationsOf } from "~/i18n/translations-form";
import { describe, expect, it } from "vitest";
import { adminNewsZh } from "~/i18n/admin-news";
import { postLimits, type PostContent } from "./news";
import { comparablePostValues, postFormSchema, postFormValues, postFromForm } from "./post-form";
import { richTextFromPlainText } from "./rich-text";

const schema = postFormSchema(adminNewsZh);
const now = new Date("2026-05-01T00:00:00Z");
const doc = (text: string) => JSON.stringify(richTextFromPlainText(text));
const emptyEditor = JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] });

const saved = (form: Record<string, unknown>, stored: PostContent | null = null) =>
  postFromForm(schema.parse({ slug: "fair", ...form }), stored, "UTC", now);

describe("the post form's added languages", () => {
  it("keeps the title, summary and body written in a language and leaves the blank ones out", () => {
    const content = saved({
      titleEn: "Canton Fair",
      translations: {
        es: { title: " Feria de Cantón ", summary: "", body: doc("Encimeras de cuarzo en el stand 12.") },
        ru: { title: "", summary: "  ", body: emptyEditor },
        ar: { title: "", summary: "", bodyText: "" },
      },
    });
    expect(translationsOf(content.texts)).toEqual({
      es: { title: "Feria de Cantón", body: richTextFromPlainText("Encimeras de cuarzo en el stand 12.") },
    });
  });

  it("takes a body typed without JavaScript as paragraphs, and keeps the stored formatting when its text is unchanged", () => {
    expect(
      translationsOf(
        saved({ titleEn: "Fair", translations: { ru: { title: "Выставка", bodyText: "Первый абзац.\n\nВторой абзац." } } }).texts,
      ).ru?.body,
    ).toEqual(richTextFromPlainText("Первый абзац.\n\nВторой абзац."));
    const formatted = {
      type: "doc" as const,
      content: [{ type: "paragraph", content: [{ type: "text", text: "مرحبا", marks: [{ type: "bold" }] }] }],
    };
    const stored = saved({ titleEn: "Fair" });
    stored.texts = { en: stored.texts.en, ar: { title: "معرض", body: formatted } };
    expect(
      translationsOf(saved({ titleEn: "Fair", translations: { ar: { title: "معرض", bodyText: "مرحبا" } } }, stored).texts).ar?.body,
    ).toEqual(formatted);
  });

  it("holds the added languages to English's limits and refuses a body with content the allow-list does not take", () => {
    const tooLong = schema.safeParse({ slug: "fair", titleEn: "Fair", translations: { es: { title: "x".repeat(postLimits.title + 1) } } });
    expect(tooLong.error?.issues[0]?.message).toBe(adminNewsZh.errors.tooLong(postLimits.title));
    const script = JSON.stringify({ type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] });
    expect(schema.safeParse({ slug: "fair", titleEn: "Fair", translations: { ar: { body: script } } }).error?.issues[0]?.message).toBe(
      adminNewsZh.errors.invalidBody,
    );
  });

  it("accepts a post titled in an added language only, and asks for a title when none is written", () => {
    expect(translationsOf(saved({ translations: { es: { title: "Solo en español" } } }).texts)).toEqual({
      es: { title: "Solo en español" },
    });
    expect(schema.safeParse({ slug: "fair", translations: { es: { summary: "Sin título" } } }).error?.issues[0]?.message).toBe(
      adminNewsZh.errors.needsTitle,
    );
  });

  it("shows a stored post's translations in the editor, blank where none is written, and compares them field by field", () => {
    const stored = saved({ titleEn: "Fair", translations: { es: { title: "Feria", body: doc("Cuarzo.") } } });
    const values = postFormValues(stored, "UTC");
    expect(values.translations.es).toEqual({ title: "Feria", summary: "", body: doc("Cuarzo."), bodyText: "Cuarzo." });
    expect(values.translations.ar).toEqual({ title: "", summary: "", body: "", bodyText: "" });
    const theirs = postFormValues(
      { ...stored, texts: { en: stored.texts.en, es: { title: "Feria", body: richTextFromPlainText("Cuarzo blanco.") } } },
      "UTC",
    );
    const mine = comparablePostValues(values);
    expect(Object.entries(comparablePostValues(theirs)).filter(([field, value]) => mine[field] !== value)).toEqual([
      ["translations.es.body", "Cuarzo blanco."],
    ]);
  });
});
