import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { media, revisions, siteSettings, users } from "~/database/schema";
import { adminQuoteSettingsZh } from "~/i18n/admin-quote-settings";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { mediaUses } from "~/modules/media/media-usage.server";
import { defaultQuoteSettings, QUOTE_SETTINGS_ID, quoteSettingsDocument, type QuoteSettings } from "~/modules/quotes/quote-settings";
import { quoteSettingsFormValues, type QuoteSettingsFormValues } from "~/modules/quotes/quote-settings-form";
import { readQuoteSettings, saveQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { readVersionedDocument } from "~/modules/site-settings/site-settings.server";
import { createPostgresDatabase, databaseKinds, openTestDatabase } from "../support/database";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

const heavier: QuoteSettings = {
  ...defaultQuoteSettings,
  thicknesses: [
    { thicknessMm: 20, kgPerM2: 52, minSlabsPerBundle: 8, maxSlabsPerBundle: 9 },
    { thicknessMm: 30, kgPerM2: 75, minSlabsPerBundle: 5, maxSlabsPerBundle: 6, maxBundleKg: 2_500 },
  ],
  cargoLimitsKg: { road: 18_500, rail: 21_500, port: 27_000 },
  numberFormat: "SD/{YY}{MM}/{NNN}",
};

describe.each(databaseKinds)("quote defaults on %s", (kind) => {
  let database: DatabaseHandle;
  let owner: { id: string; email: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [row] = await database.db.insert(users).values({ email: "owner@saide.cn", passwordHash: "x", role: "owner" }).returning();
    owner = { id: row!.id, email: row!.email };
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(revisions);
    await database.db.delete(siteSettings);
    await database.db.delete(media);
  });

  it("are the built-in defaults, at version 0, until the owner saves them", async () => {
    expect(await readQuoteSettings(database.db)).toEqual({ settings: defaultQuoteSettings, version: 0 });
  });

  it("read a document saved before bundles were a range: one number of slabs a bundle, no tare", async () => {
    const { tareKg: _tare, ...saved } = defaultQuoteSettings;
    const value = { ...saved, thicknesses: [{ thicknessMm: 20, kgPerM2: 52, slabsPerBundle: 9 }], frameKg: 0 };
    await database.db.insert(siteSettings).values({ key: "quoteSettings", value: value as unknown as QuoteSettings });
    expect((await readQuoteSettings(database.db)).settings).toEqual({
      ...defaultQuoteSettings,
      thicknesses: [{ thicknessMm: 20, kgPerM2: 52, minSlabsPerBundle: 9, maxSlabsPerBundle: 9 }],
      frameKg: 0,
    });
  });

  it("read a stored document the current schema refuses as the defaults, so the quote list keeps planning", async () => {
    await database.db.insert(siteSettings).values({ key: "quoteSettings", value: { ...heavier, thicknesses: [] } });
    expect((await readQuoteSettings(database.db)).settings).toEqual(defaultQuoteSettings);
  });

  it("save against the version they were read at, refuse a save against an older one, and keep each state as a revision", async () => {
    expect(await saveQuoteSettings(database.db, heavier, 0, owner)).toBe("saved");
    expect(await readQuoteSettings(database.db)).toEqual({ settings: heavier, version: 1 });

    expect(await saveQuoteSettings(database.db, defaultQuoteSettings, 0, owner)).toBe("changed-meanwhile");
    expect(await readQuoteSettings(database.db)).toEqual({ settings: heavier, version: 1 });

    const history = await listRevisions(database.db, "quote-settings", QUOTE_SETTINGS_ID);
    expect(history.map((revision) => [revision.version, revision.authorEmail])).toEqual([
      [1, "owner@saide.cn"],
      [0, ""],
    ]);
    const kindOf = revisionKinds["quote-settings"]!;
    expect(await kindOf.current(database.db, QUOTE_SETTINGS_ID)).toEqual({ title: "报价设置", version: 1 });
    expect(kindOf.fields(history[0]!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({
      "厚度 20 mm": "52 kg/m²，每捆 8–9 片",
      "内陆公路运输（kg）": "18500",
    });
    expect(kindOf.fields(history[1]!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({
      "厚度 20 mm": "49 kg/m²，每捆 8–11 片",
      "厚度 12 mm": "30 kg/m²，每捆 12–16 片",
    });

    expect(await kindOf.restore(database.db, QUOTE_SETTINGS_ID, history[1]!.data, 0, owner)).toBe("changed-meanwhile");
    expect(await kindOf.restore(database.db, QUOTE_SETTINGS_ID, history[1]!.data, 1, owner)).toBe("saved");
    expect(await readQuoteSettings(database.db)).toEqual({ settings: defaultQuoteSettings, version: 2 });
  });

  it("keep a library image as the logo, counted as a use that leads here, and leave out one deleted meanwhile", async () => {
    const [logo] = await database.db
      .insert(media)
      .values({ baseKey: `library/logo-${kind}`, filename: "saide-logo.png", width: 400, height: 120, variants: [] })
      .returning();
    expect(await saveQuoteSettings(database.db, { ...heavier, logoImageId: logo!.id }, 0, owner)).toBe("saved");
    expect((await readQuoteSettings(database.db)).settings.logoImageId).toBe(logo!.id);
    expect(await mediaUses(database.db, logo!)).toEqual([
      { kind: "setting", id: "quoteSettings", title: "quoteSettings", path: "/dashboard/quote-settings", draft: false },
    ]);

    expect(await saveQuoteSettings(database.db, { ...heavier, logoImageId: "5a1de000-0000-4000-8000-00000000dead" }, 1, owner)).toBe(
      "saved",
    );
    expect((await readQuoteSettings(database.db)).settings).toEqual(heavier);
  });
});

/** The form's fields as the browser posts them: "thicknesses[0].kgPerM2", "cargoLimitsKg.road", each currency ticked. */
function formBody(values: QuoteSettingsFormValues, version: number): URLSearchParams {
  const body = new URLSearchParams({ version: String(version) });
  const add = (name: string, value: unknown): void => {
    if (Array.isArray(value))
      value.forEach((item, index) => (typeof item === "object" ? add(`${name}[${index}]`, item) : body.append(name, String(item))));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) add(name ? `${name}.${key}` : key, item);
    else body.append(name, String(value));
  };
  add("", values);
  return body;
}

describe("the quote defaults page on the built server", () => {
  let server: RunningServer;
  let database: { url: string; drop: () => Promise<void> };
  let db: DatabaseHandle;
  let cookie = "";

  const post = (body: URLSearchParams, path = "/dashboard/quote-settings") =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, cookie, "x-forwarded-for": "203.0.113.72" },
      body,
    });
  const stored = async () =>
    (await db.db.select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.key, "quoteSettings")))[0]?.version ??
    0;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startBuiltServer({ DATABASE_URL: database.url });
    db = await openDatabase({ url: database.url, dataDir: "" });
    cookie = (await post(new URLSearchParams(TEST_ADMIN), "/login")).headers.get("set-cookie")!.split(";")[0]!;
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await server.stop();
    await database.drop();
  });

  it("refuses invalid values with a message next to each field and stores nothing", async () => {
    const values = quoteSettingsFormValues(defaultQuoteSettings);
    const response = await post(
      formBody(
        {
          ...values,
          thicknesses: [{ ...values.thicknesses[0]!, kgPerM2: "heavy" }, ...values.thicknesses.slice(1)],
          cargoLimitsKg: { ...values.cargoLimitsKg, road: "90000" },
          numberFormat: "Q-{YYYY}",
        },
        0,
      ),
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    const errors = adminQuoteSettingsZh.errors;
    for (const message of [errors.fixBelow, errors.wholeNumber, errors.atMost(40_000), errors.numberFormat.noSequence])
      expect(page).toContain(message);
    expect(await stored()).toBe(0);
  });

  it("saves the owner's values, and refuses a second save from the same stale page", async () => {
    const values = quoteSettingsFormValues(heavier);
    const saved = await post(formBody(values, 0));
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(adminQuoteSettingsZh.saved);
    expect((await readVersionedDocument(db.db, quoteSettingsDocument)).value).toEqual(heavier);

    const stale = await post(formBody({ ...values, numberFormat: "OLD-{NNNN}" }, 0));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("未保存：在您打开此页面之后，其他人已保存了新的报价设置。");
    expect((await readVersionedDocument(db.db, quoteSettingsDocument)).value.numberFormat).toBe(heavier.numberFormat);
    expect(await stored()).toBe(1);
  });
});
