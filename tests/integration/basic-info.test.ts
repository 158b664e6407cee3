import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { mailOutbox, siteSettings } from "~/database/schema";
import { resolveEnquiryOrigin, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { companyDetailsIn, defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { notificationRecipients, readBasicInfo, readSetting, saveBasicInfo } from "~/modules/site-settings/site-settings.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const renamed = {
  ...defaultCompanyInfo,
  texts: {
    en: { ...defaultCompanyInfo.texts.en, name: "Saide Stone Ltd." },
    zh: { ...defaultCompanyInfo.texts.zh, name: "赛德石材有限公司" },
  },
  phones: ["+86 766 888 1234"],
};

describe.each(databaseKinds)("basic info on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteSettings);
    await database.db.delete(mailOutbox);
  });

  it("reads a company document stored in the first document shape as lists", async () => {
    const firstShape = {
      name: "Saide",
      address: "Yunfu",
      email: "li@saide.cn",
      phone: "+86 766 123 4567",
      person: "Li",
      url: "https://saide.cn",
    };
    await database.db.insert(siteSettings).values({ key: "saideInfo", value: { en: firstShape, zh: { ...firstShape, name: "赛德" } } });
    const company = await readSetting(database.db, "saideInfo");
    expect(companyDetailsIn(company, "en")).toMatchObject({
      name: "Saide",
      phones: ["+86 766 123 4567"],
      emails: ["li@saide.cn"],
      website: "https://saide.cn",
      wechat: "",
    });
    expect(companyDetailsIn(company, "zh").name).toBe("赛德");
  });

  it("saves against the version it loaded and refuses a save against an older one", async () => {
    const first = await readBasicInfo(database.db);
    expect(first.version).toBe(0);
    expect(await saveBasicInfo(database.db, { company: renamed, ownerEmails: [] }, first.version, null)).toBe("saved");
    const second = await readBasicInfo(database.db);
    expect(second.company.texts.en.name).toBe("Saide Stone Ltd.");

    expect(await saveBasicInfo(database.db, { company: defaultCompanyInfo, ownerEmails: ["stale@saide.cn"] }, first.version, null)).toBe(
      "changed-meanwhile",
    );
    const afterStale = await readBasicInfo(database.db);
    expect(afterStale).toEqual(second);

    expect(await saveBasicInfo(database.db, { company: defaultCompanyInfo, ownerEmails: [] }, second.version, null)).toBe("saved");
    expect((await readBasicInfo(database.db)).version).toBe(second.version + 1);
  });

  it("sends a submitted enquiry's notification to the addresses set in the dashboard, else to OWNER_EMAILS", async () => {
    const fromEnvironment = ["env-owner@saide.cn"];
    const submit = async () => {
      const origin = await resolveEnquiryOrigin(database.db, { fromHomepage: true });
      const input = { firstName: "Ada", lastName: "Lovelace", email: "ada@buyer.cn", phone: "", message: "Quote please.", website: "" };
      const context = {
        language: "en" as const,
        ipAddress: `203.0.113.${Math.floor(Math.random() * 250)}`,
        siteUrl: "https://quartz.test",
      };
      const result = await submitEnquiry(database.db, input, origin, {
        ...context,
        ownerEmails: await notificationRecipients(database.db, fromEnvironment),
      });
      if (!result.ok) throw new Error(result.reason);
      const [mail] = await database.db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.enquiryId, result.id));
      return mail?.to;
    };
    expect(await submit()).toEqual(fromEnvironment);
    await saveBasicInfo(database.db, { company: defaultCompanyInfo, ownerEmails: ["li@saide.cn", "wang@saide.cn"] }, 0, null);
    expect(await submit()).toEqual(["li@saide.cn", "wang@saide.cn"]);
  });
});
