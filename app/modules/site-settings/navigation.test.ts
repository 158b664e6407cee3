import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminNavigationZh } from "~/i18n/admin-navigation";
import type { Language } from "~/i18n/languages";
import { defaultNavigation, isAllowedHref, localizedSitePath, navigationLinks, navigationSchema, type NavigationEntry } from "./navigation";
import { navigationFormSchema, navigationFormValues, navigationFromForm, newLinkRow } from "./navigation-form";

/** An entry's names: the English, and the other languages written. */
const named = (en: string, others: Partial<Record<Language, string>> = {}) => ({
  texts: {
    en: { label: en },
    ...Object.fromEntries(Object.entries(others).map(([language, label]) => [language, { label }])),
  } as NavigationEntry["texts"],
  textTimes: {},
});

describe("isAllowedHref", () => {
  it("allows a path of this site and http(s) addresses elsewhere", () => {
    for (const href of ["/about-us", "/brand-center?category=onyx#top", "https://www.alibaba.com/saide", "http://example.org"])
      expect(isAllowedHref(href), href).toBe(true);
  });

  it("refuses scripts, data, protocol-relative and other schemes, spaces and backslashes", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/\\evil.example",
      "mailto:a@b.cn",
      "ftp://x.cn",
      "about-us",
      "https://",
      "/a b",
      "/a\u0000",
    ]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
  });
});

describe("localizedSitePath", () => {
  it("links Chinese pages to the Chinese twin, keeping the query", () => {
    expect(localizedSitePath("/brand-center?category=onyx", "zh")).toBe("/brand-center-zh?category=onyx");
    expect(localizedSitePath("/about-us-zh", "en")).toBe("/about-us");
    expect(localizedSitePath("/", "zh")).toBe("/zh");
    expect(localizedSitePath("/sitemap.xml", "zh")).toBe("/sitemap.xml");
  });
});

describe("navigationLinks", () => {
  it("shows today's navbar by default, the News Center only with news, and no footer links", () => {
    expect(navigationLinks(defaultNavigation.navbar, "en", false).map((link) => link.label)).toEqual([
      "About us",
      "Brand Center",
      "Contact us",
    ]);
    expect(navigationLinks(defaultNavigation.navbar, "zh", true).map((link) => link.href)).toEqual([
      "/about-us-zh",
      "/brand-center-zh",
      "/news-center-zh",
      "/contact-us-zh",
    ]);
    expect(navigationLinks(defaultNavigation.footer, "en", true)).toEqual([]);
  });

  it("uses the owner's name where given, hides hidden entries and shows an own link only in languages it is named in", () => {
    const entries: NavigationEntry[] = [
      { kind: "page", page: "contact", visible: true, ...named("", { zh: "联系我们吧" }) },
      { kind: "page", page: "about", visible: false, ...named("") },
      { kind: "link", href: "https://shop.example/saide", visible: true, ...named("Shop") },
      { kind: "link", href: "/brand-center?category=onyx", visible: true, ...named("Onyx", { zh: "玛瑙" }) },
    ];
    expect(navigationLinks(entries, "zh", false)).toEqual([
      { key: "contact", href: "/contact-us-zh", label: "联系我们吧", external: false, labelLanguage: "zh" },
      { key: "link-3", href: "/brand-center-zh?category=onyx", label: "玛瑙", external: false, labelLanguage: "zh" },
    ]);
    // An added language has no label fields yet: the catalog names the built-in pages, the owner's English names the own links (docs/requirements/public-pages.md#navigation).
    expect(navigationLinks(entries, "es", false).map((link) => [link.label, link.labelLanguage])).toEqual([
      ["Contacto", "es"],
      ["Shop", "en"],
      ["Onyx", "en"],
    ]);
    expect(navigationLinks(entries, "en", false).map((link) => [link.label, link.external])).toEqual([
      ["Contact us", false],
      ["Shop", true],
      ["Onyx", false],
    ]);
  });

  it("never stores a list that lost or repeated a built-in page, or a link to a script", () => {
    expect(navigationSchema.safeParse(defaultNavigation).success).toBe(true);
    expect(navigationSchema.safeParse({ ...defaultNavigation, navbar: defaultNavigation.navbar.slice(1) }).success).toBe(false);
    expect(
      navigationSchema.safeParse({ ...defaultNavigation, footer: [...defaultNavigation.footer, defaultNavigation.footer[0]] }).success,
    ).toBe(false);
    const script = { kind: "link", href: "javascript:alert(1)", visible: true, ...named("x", { zh: "x" }) };
    expect(navigationSchema.safeParse({ ...defaultNavigation, footer: [...defaultNavigation.footer, script] }).success).toBe(false);
  });
});

describe("navigation form", () => {
  const schema = navigationFormSchema(adminNavigationZh);
  const values = navigationFormValues(defaultNavigation);
  /** The form as the browser posts it: an unticked box and an empty field are not sent. */
  const form = (change: (rows: typeof values) => void) => {
    const copy = structuredClone(values);
    change(copy);
    const body = new FormData();
    body.set("version", "2");
    for (const list of ["navbar", "footer"] as const) {
      copy[list].forEach((row, index) => {
        const { translations, ...fields } = row;
        for (const [field, value] of Object.entries(fields)) if (value !== "") body.set(`${list}[${index}].${field}`, value);
        for (const [language, { label }] of Object.entries(translations))
          if (label !== "") body.set(`${list}[${index}].translations.${language}.label`, label);
      });
    }
    return parseWithZod(body, { schema });
  };

  it("reads the stored navigation back unchanged", () => {
    const parsed = form(() => {});
    expect(parsed.status === "success" && navigationFromForm(parsed.value, defaultNavigation, new Date())).toEqual(defaultNavigation);
  });

  it("puts an own link's problems next to its address and name, in Chinese", () => {
    const parsed = form((rows) => {
      rows.footer.push({ ...newLinkRow, href: "javascript:alert(1)" });
    });
    expect(parsed.status === "error" && parsed.error).toEqual({
      "footer[5].href": [adminNavigationZh.errors.hrefInvalid],
      "footer[5].labelZh": [adminNavigationZh.errors.labelRequired],
    });
  });

  it("keeps the names written in the added languages, and shows them on those pages", () => {
    const parsed = form((rows) => {
      rows.footer.push({
        ...newLinkRow,
        href: "/brand-center?category=onyx",
        labelEn: "Onyx",
        translations: { ...newLinkRow.translations, es: { label: "Ónix" } },
      });
    });
    const at = new Date("2026-12-02T09:00:00Z");
    const navigation = parsed.status === "success" ? navigationFromForm(parsed.value, defaultNavigation, at) : null;
    expect(navigation?.footer.at(-1)).toMatchObject({
      texts: { en: { label: "Onyx" }, es: { label: "Ónix" } },
      textTimes: { en: { label: at.toISOString() }, es: { label: at.toISOString() } },
    });
    expect(navigationLinks(navigation!.footer, "es", false).at(-1)).toMatchObject({
      label: "Ónix",
      labelLanguage: "es",
      href: "/es/brand-center?category=onyx",
    });
    expect(navigationLinks(navigation!.footer, "ru", false).at(-1)).toMatchObject({ label: "Onyx", labelLanguage: "en" });
    expect(navigationLinks(navigation!.footer, "zh", false).map((link) => link.label)).not.toContain("Onyx");
  });

  it("refuses a form whose built-in pages were removed", () => {
    const parsed = form((rows) => void rows.navbar.splice(0, 1));
    expect(parsed.status === "error" && parsed.error).toEqual({ navbar: [adminNavigationZh.errors.pagesChanged] });
  });
});
