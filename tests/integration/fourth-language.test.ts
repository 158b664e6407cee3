import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import type * as Catalogs from "~/i18n/catalogs";
import type * as Languages from "~/i18n/languages";
import type { Language, LanguageEntry } from "~/i18n/languages";
import { databaseKinds, openTestDatabase } from "../support/database";

/**
 * French as a fifth language, added the way any language is: one registry entry and one catalog, here a fixture made
 * from the English texts with a few French ones to tell them apart. Nothing else changes, and French must appear
 * wherever Spanish does.
 */
const FRENCH = "fr" as Language;

vi.mock("~/i18n/languages", async (importOriginal) => {
  const registry = await importOriginal<typeof Languages>();
  const french: LanguageEntry = {
    tag: "fr",
    intlLocale: "fr",
    ogLocale: "fr_FR",
    nativeName: "Français",
    direction: "ltr",
    urlForm: registry.prefixed("fr"),
  };
  return {
    ...registry,
    languages: [...registry.languages, "fr"],
    // What the registry derives from its entries, as it would with French among them.
    translatedLanguages: [...registry.translatedLanguages, "fr"],
    isTranslatedLanguage: (language: string) => language === "fr" || registry.isTranslatedLanguage(language as Language),
    languageEntry: (language: string) => (language === "fr" ? french : registry.languageEntry(language as Language)),
    isLanguage: (value: string) => value === "fr" || registry.isLanguage(value),
  };
});

vi.mock("~/i18n/catalogs", async (importOriginal) => {
  const catalogs = await importOriginal<typeof Catalogs>();
  const english = catalogs.messagesFor("en");
  const french = {
    ...english,
    languages: {},
    nav: { ...english.nav, brandCenter: "Centre des marques", contactUs: "Nous contacter" },
    meta: { ...english.meta, brandTitle: "Centre des marques | Saide Quartz" },
  };
  const isFrench = (language: Language) => (language as string) === "fr";
  const englishFor = (language: Language) => (isFrench(language) ? "en" : language);
  return {
    messagesFor: (language: Language) => (isFrench(language) ? french : catalogs.messagesFor(language)),
    productEnquiryText: (language: Language) => catalogs.productEnquiryText(englishFor(language)),
    specSheetText: (language: Language) => catalogs.specSheetText(englishFor(language)),
  };
});

// A worker runs several files in one process (vitest.config.ts): the modules this file imports are evaluated afresh
// with French in, and evaluated afresh again for the files after it.
beforeAll(() => {
  vi.resetModules();
});
afterAll(() => {
  vi.resetModules();
});

const flat = (entries: RouteConfigEntry[]): RouteConfigEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);

describe("a language added in one place", () => {
  it("gets its routes, its address in every page's twins, and its own texts", async () => {
    const { default: routes } = await import("~/routes");
    const { alternatePath, languageFromPath, pagePath } = await import("~/i18n/language-paths");
    const { messagesFor } = await import("~/i18n/catalogs");
    const paths = flat(routes).map((entry) => entry.path ?? "");
    for (const [spanish, french] of [
      ["es/brand-center", "fr/brand-center"],
      ["es/product/:productId", "fr/product/:productId"],
      ["es/news-center/rss.xml", "fr/news-center/rss.xml"],
    ]) {
      expect(paths).toContain(spanish);
      expect(paths).toContain(french);
    }
    expect(languageFromPath("/fr/about-us")).toBe(FRENCH);
    expect(alternatePath("/about-us-zh", FRENCH)).toBe("/fr/about-us");
    expect(alternatePath("/fr/product/calacatta-gold", "zh")).toBe("/product-zh/calacatta-gold");
    expect(pagePath.contactAboutProduct(FRENCH, "calacatta-gold")).toBe("/fr/contact-us/product/calacatta-gold");
    expect(messagesFor(FRENCH).nav.brandCenter).toBe("Centre des marques");
  });

  it("is served until the owner turns it off, may be recorded on an enquiry, and names itself in feeds", async () => {
    const { defaultSiteLanguages, servedLanguages, siteLanguagesSchema } = await import("~/modules/site-settings/site-languages");
    const { translatedLanguages } = await import("~/i18n/languages");
    const { enquiries } = await import("~/database/schema");
    const { renderRssFeed } = await import("~/modules/news/feed");
    expect(servedLanguages(defaultSiteLanguages)).toContain(FRENCH);
    expect(translatedLanguages).toContain(FRENCH);
    // The owner's editors get French fields.
    const { emptyProductForm } = await import("~/modules/catalogue/product-form");
    expect(emptyProductForm.translations).toHaveProperty("fr");
    expect(servedLanguages(siteLanguagesSchema.parse({ off: ["fr"] }))).not.toContain(FRENCH);
    expect(enquiries.language.enumValues).toContain("fr");
    const feed = renderRssFeed(
      {
        title: "Actualités",
        link: "https://quartz.example/fr/news-center",
        description: "",
        self: "https://quartz.example/fr/news-center/rss.xml",
        language: FRENCH,
      },
      [],
    );
    expect(feed).toContain("<language>fr</language>");
  });

  describe.each(databaseKinds)("in the sitemap (%s)", (kind) => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    }, 120_000);
    afterAll(() => database.close());

    it("lists every page in it beside its twins, as it lists Spanish", async () => {
      const { listSitemapPages } = await import("~/modules/seo/sitemap.server");
      const { sitemapEntries } = await import("~/modules/seo/sitemap");
      const xml = sitemapEntries("https://quartz.example", await listSitemapPages(database.db, "https://quartz.example")).join("\n");
      for (const language of ["es", "fr"]) {
        expect(xml).toContain(`<loc>https://quartz.example/${language}/brand-center</loc>`);
        expect(xml).toContain(`hreflang="${language}" href="https://quartz.example/${language}/about-us"`);
      }
    });
  });
});
