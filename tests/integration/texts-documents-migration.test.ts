import { eq } from "drizzle-orm";
import { quotes, revisions } from "~/database/schema";
import { describe, expect, it } from "vitest";
import { ownTextIn, staleFields, textIn } from "~/i18n/owner-texts";
import { letterheadIn } from "~/modules/quotes/quote-letterhead";
import { defaultQuoteSettings, quoteSettingsDocument } from "~/modules/quotes/quote-settings";
import { aboutPageIn } from "~/modules/site-settings/about-page";
import { navigationLinks } from "~/modules/site-settings/navigation";
import { readPageDocument } from "~/modules/site-settings/page-drafts.server";
import { ownPageTexts } from "~/modules/site-settings/page-seo";
import { companyDetailsIn, companyInfoSchema } from "~/modules/site-settings/site-settings";
import { readSetting, readVersionedDocument } from "~/modules/site-settings/site-settings.server";
import { databaseKinds } from "../support/database";
import { databaseAtLevel, levelAfter } from "../support/migration-level";

/** Documents as the release before decision 048 wrote them: English and Chinese parts, the added languages in `translations`. */
const company = {
  en: {
    name: "Saide Quartz",
    address: "Yunfu, Guangdong",
    person: "Mr. Li",
    phones: ["+86 766 888 1234"],
    emails: ["sales@saide.cn"],
    website: "https://saide.cn",
    wechat: "saide-sales",
    whatsapp: "",
    linkedin: "",
    hours: "Mon–Fri",
  },
  zh: {
    name: "赛德石英",
    address: "",
    person: "李先生",
    phones: ["+86 766 888 1234"],
    emails: ["sales@saide.cn"],
    website: "https://saide.cn",
    wechat: "saide-sales",
    whatsapp: "",
    linkedin: "",
    hours: " ",
  },
  translations: { es: { name: "Saide Cuarzo", address: "" }, ar: { person: "السيد لي" } },
};
const facts = { capacity: "6,000 m2 a day", staff: "400 staff", area: "", equipment: "" };
const aboutPage = {
  heroImage: "5a1de000-0000-4000-8000-000000000001",
  headerImages: [],
  en: { name: "Saide Quartz", intro: ["We make quartz slabs."], facts },
  zh: { name: "赛德石英", intro: [], facts: { ...facts, capacity: "日产 6,000 平方米" } },
  translations: { ru: { intro: ["Мы делаем кварцевые слябы."], staff: "400 сотрудников" } },
};
const homePage = {
  slides: [
    {
      image: "5a1de000-0000-4000-8000-000000000002",
      en: { heading: "Calacatta", text: "Veined white", link: "/brand-center" },
      zh: { heading: "卡拉卡塔", text: "", link: "" },
      translations: { es: { heading: "Calacatta blanco" } },
    },
  ],
  intervalSeconds: 5,
  modal: {
    en: { title: "Contact us", text: "Ask for a price" },
    zh: { title: "联系我们", text: "" },
    translations: { ar: { title: "تواصل معنا" } },
  },
};
const emptySeo = { en: { title: "", description: "" }, zh: { title: "", description: "" }, translations: {} };
const pageSeo = {
  home: {
    en: { title: "Quartz slabs", description: "" },
    zh: { title: "石英石大板", description: "" },
    translations: { es: { title: "Tablas de cuarzo" } },
  },
  about: emptySeo,
  brand: emptySeo,
  news: emptySeo,
  contact: emptySeo,
};
const navigation = {
  navbar: [
    { kind: "page", page: "home", visible: false, label: { en: "", zh: "" } },
    { kind: "page", page: "about", visible: true, label: { en: "Our story", zh: "", ru: "О нас" } },
    { kind: "page", page: "brandCenter", visible: true, label: { en: "", zh: "" } },
    { kind: "page", page: "newsCenter", visible: true, label: { en: "", zh: "" } },
    { kind: "page", page: "contact", visible: true, label: { en: "", zh: "" } },
    { kind: "link", href: "/brand-center?category=onyx", visible: true, label: { en: "Onyx", zh: "玛瑙", es: "Ónix" } },
  ],
  footer: ["home", "about", "brandCenter", "newsCenter", "contact"].map((page) => ({
    kind: "page",
    page,
    visible: false,
    label: { en: "", zh: "" },
  })),
};

describe.each(databaseKinds)("site documents written before the one shape (%s)", (kind) => {
  it("are read in every language as they were written, their drafts, revisions and quote letterheads too", async () => {
    const older = await databaseAtLevel(kind, levelAfter("0024_quote-letterhead-line-size-names"));
    const insert =
      "insert into site_settings (key, value, draft) values ($1, $2, $3) on conflict (key) do update set value = $2, draft = $3";
    await older.query(insert, ["saideInfo", company, null]);
    await older.query(insert, ["aboutPage", aboutPage, { ...aboutPage, en: { ...aboutPage.en, name: "Saide Quartz (draft)" } }]);
    await older.query(insert, ["homePage", homePage, null]);
    await older.query(insert, ["pageSeo", pageSeo, null]);
    await older.query(insert, ["navigation", navigation, null]);
    const quoteSettings = {
      ...defaultQuoteSettings,
      terms: {
        en: { paymentTerms: "30% deposit", deliveryTerms: "15 days" },
        zh: { paymentTerms: "30%定金", deliveryTerms: "" },
        translations: { ru: { paymentTerms: "Предоплата 30%" } },
      },
    };
    await older.query(insert, ["quoteSettings", quoteSettings, null]);
    await older.query("insert into revisions (entity_type, entity_id, version, data) values ('basic-info', 'site', 1, $1)", [
      { company, ownerEmails: ["owner@saide.cn"], wechatQrFilename: "" },
    ]);
    await older.query("insert into revisions (entity_type, entity_id, version, data) values ('navigation', 'site', 1, $1)", [navigation]);
    const [enquiry] = await older.query<{ id: string }>(
      "insert into enquiries (first_name, last_name, email, source, language) values ('Ana', 'Ruiz', 'ana@buyer.es', 'quote', 'es') returning id",
    );
    const letterheadCompany = (part: typeof company.en) => ({
      name: part.name,
      address: part.address,
      phones: part.phones,
      emails: part.emails,
      website: part.website,
    });
    await older.query(
      `insert into quotes (enquiry_id, version, sequence, number, language, currency, incoterm, destination_port, cargo_limit_kg,
         plan_settings, valid_until, token_hash, pdf_key, letterhead)
       values ($1, 1, 1, 'Q-2026-0001', 'es', 'USD', 'FOB', 'Valencia', 27000, '{}', '2026-12-31', 'letterhead-token', 'quotes/q.pdf', $2)`,
      [
        enquiry?.id,
        {
          company: {
            en: letterheadCompany(company.en),
            zh: letterheadCompany(company.zh),
            translations: { es: { name: "Saide Cuarzo" } },
          },
          logoImageId: null,
          portOfLoading: "Shekou",
          bankDetails: { beneficiary: "", bank: "", account: "", swift: "", address: "" },
        },
      ],
    );
    const upgraded = await older.upgrade();
    try {
      const { db } = upgraded;
      const info = await readSetting(db, "saideInfo");
      expect(info.texts).toEqual({
        en: { name: "Saide Quartz", address: "Yunfu, Guangdong", person: "Mr. Li", hours: "Mon–Fri" },
        zh: { name: "赛德石英", person: "李先生" },
        es: { name: "Saide Cuarzo" },
        ar: { person: "السيد لي" },
      });
      expect(info).toMatchObject({
        phones: ["+86 766 888 1234"],
        emails: ["sales@saide.cn"],
        website: "https://saide.cn",
        wechat: "saide-sales",
      });
      // Chinese shows its own part as written, an empty address staying empty (docs/requirements/languages.md#first-two-languages).
      expect(companyDetailsIn(info, "zh")).toMatchObject({ name: "赛德石英", address: "", hours: "" });
      expect(companyDetailsIn(info, "es")).toMatchObject({ name: "Saide Cuarzo", address: "Yunfu, Guangdong", person: "Mr. Li" });
      // Moved texts carry no times: nothing is stale until the English changes.
      expect(staleFields({ texts: info.texts, times: info.textTimes }, "es")).toEqual([]);

      const about = await readPageDocument(db, "aboutPage");
      expect(aboutPageIn(about.published, "ru")).toMatchObject({
        name: { text: "Saide Quartz", language: "en" },
        intro: { text: ["Мы делаем кварцевые слябы."], language: "ru" },
      });
      expect(aboutPageIn(about.published, "zh").intro).toEqual({ text: [], language: "zh" });
      expect(aboutPageIn(about.published, "zh").facts.map((fact) => fact.text)).toEqual(["日产 6,000 平方米", "400 staff"]);
      expect(about.draft?.texts.en.name).toBe("Saide Quartz (draft)");

      const home = await readSetting(db, "homePage");
      expect(home.slides[0]?.texts).toEqual({
        en: { heading: "Calacatta", text: "Veined white", link: "/brand-center" },
        zh: { heading: "卡拉卡塔" },
        es: { heading: "Calacatta blanco" },
      });
      expect(textIn(home.modal.texts, "title", "ar")).toBe("تواصل معنا");
      expect(home.intervalSeconds).toBe(5);

      const seo = await readSetting(db, "pageSeo");
      expect(ownPageTexts(seo, "home", "es")).toEqual({ title: "Tablas de cuarzo", description: "" });
      expect(ownPageTexts(seo, "home", "zh")).toEqual({ title: "石英石大板", description: "" });

      const links = await readSetting(db, "navigation");
      expect(navigationLinks(links.navbar, "ru", false)[0]).toMatchObject({ label: "О нас", labelLanguage: "ru" });
      expect(navigationLinks(links.navbar, "ru", false).at(-1)).toMatchObject({ label: "Onyx", labelLanguage: "en" });
      expect(navigationLinks(links.navbar, "es", false).at(-1)).toMatchObject({ label: "Ónix", labelLanguage: "es" });
      expect(navigationLinks(links.navbar, "zh", false).at(-1)).toMatchObject({ label: "玛瑙" });

      expect((await readVersionedDocument(db, quoteSettingsDocument)).value.terms.texts).toEqual({
        en: { paymentTerms: "30% deposit", deliveryTerms: "15 days" },
        zh: { paymentTerms: "30%定金" },
        ru: { paymentTerms: "Предоплата 30%" },
      });

      const [sent] = await db.select({ letterhead: quotes.letterhead }).from(quotes);
      expect(letterheadIn(sent!.letterhead!, "es")).toMatchObject({
        company: { name: "Saide Cuarzo", address: "Yunfu, Guangdong", phones: ["+86 766 888 1234"], website: "https://saide.cn" },
        portOfLoading: "Shekou",
      });
      expect(letterheadIn(sent!.letterhead!, "zh").company).toMatchObject({ name: "赛德石英", address: "" });

      const [basicInfo, navigationRevision] = await db
        .select({ data: revisions.data })
        .from(revisions)
        .where(eq(revisions.entityId, "site"))
        .orderBy(revisions.id);
      const revisedCompany = companyInfoSchema.parse((basicInfo?.data as { company: unknown }).company);
      expect(ownTextIn(revisedCompany.texts, "name", "es")).toBe("Saide Cuarzo");
      expect(basicInfo?.data).toMatchObject({ ownerEmails: ["owner@saide.cn"] });
      expect(navigationRevision?.data).toMatchObject({
        navbar: expect.arrayContaining([
          expect.objectContaining({ texts: { en: { label: "Onyx" }, zh: { label: "玛瑙" }, es: { label: "Ónix" } } }),
        ]),
      });
    } finally {
      await upgraded.close();
    }
  });
});
