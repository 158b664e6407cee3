import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { posts, revisions, siteSettings, users } from "~/database/schema";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { defaultNavigation, NAVIGATION_ID, type Navigation } from "~/modules/site-settings/navigation";
import { publicNavigation, readNavigation, saveNavigation } from "~/modules/site-settings/navigation.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { postRow } from "../support/content-rows";

const owner = { id: "00000000-0000-4000-8000-000000000000", email: "owner@saide.cn" };

const edited: Navigation = {
  navbar: [
    { kind: "page", page: "contact", visible: true, texts: { en: { label: "" }, zh: { label: "联系方式" } }, textTimes: {} },
    ...defaultNavigation.navbar.filter((entry) => entry.kind === "page" && entry.page !== "contact" && entry.page !== "about"),
    { kind: "page", page: "about", visible: false, texts: { en: { label: "" } }, textTimes: {} },
    {
      kind: "link",
      href: "https://shop.example/saide",
      visible: true,
      texts: { en: { label: "Shop" }, zh: { label: "商城" } },
      textTimes: {},
    },
  ],
  footer: defaultNavigation.footer.map((entry) => ({ ...entry, visible: true })),
};

describe.each(databaseKinds)("navigation on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values({ ...owner, passwordHash: "not used here", role: "owner" });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteSettings);
    await database.db.delete(revisions);
    await database.db.delete(posts);
  });

  it("shows the navbar as built until the owner edits it, with the News Center only once that language has news", async () => {
    expect(await readNavigation(database.db)).toEqual({ navigation: defaultNavigation, version: 0 });
    const before = await publicNavigation(database.db);
    expect(before.en.navbar.map((link) => link.label)).toEqual(["About us", "Brand Center", "Contact us"]);
    expect(before.zh.footer).toEqual([]);

    await database.db
      .insert(posts)
      .values(postRow({ slug: "fair", titleEn: "Canton Fair", status: "published", publishedAt: new Date(Date.now() - 60_000) }));
    const after = await publicNavigation(database.db);
    expect(after.en.navbar.map((link) => link.href)).toContain("/news-center");
    expect(after.zh.navbar.map((link) => link.href)).not.toContain("/news-center-zh");
  });

  it("saves against the version it loaded and refuses a save against an older one", async () => {
    expect(await saveNavigation(database.db, edited, 0, owner)).toBe("saved");
    expect(await saveNavigation(database.db, defaultNavigation, 0, owner)).toBe("changed-meanwhile");
    expect(await readNavigation(database.db)).toEqual({ navigation: edited, version: 1 });
    const shown = await publicNavigation(database.db);
    expect(shown.zh.navbar.map((link) => [link.label, link.external])).toEqual([
      ["联系方式", false],
      ["品牌中心", false],
      ["商城", true],
    ]);
    expect(shown.en.footer.map((link) => link.href)).toEqual(["/", "/about-us", "/brand-center", "/contact-us"]);
  });

  it("keeps the state before each save and restores it through the history", async () => {
    expect(await saveNavigation(database.db, edited, 0, owner)).toBe("saved");
    const history = await listRevisions(database.db, "navigation", NAVIGATION_ID);
    expect(history.map((revision) => revision.authorEmail)).toEqual(["owner@saide.cn", ""]);
    const navigationKind = revisionKinds.navigation!;
    expect(navigationKind.fields(history[0]!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({
      "导航栏第 1 项": "联系我们（显示），中文名称：联系方式",
    });
    expect(await navigationKind.restore(database.db, NAVIGATION_ID, history[1]!.data, 0, owner)).toBe("changed-meanwhile");
    expect(await navigationKind.restore(database.db, NAVIGATION_ID, history[1]!.data, 1, owner)).toBe("saved");
    expect(await readNavigation(database.db)).toEqual({ navigation: defaultNavigation, version: 2 });
  });

  it("reads a stored navigation that no longer fits the schema as the defaults, so no page breaks", async () => {
    await database.db
      .insert(siteSettings)
      .values({ key: "navigation", value: { navbar: [{ kind: "link", href: "javascript:alert(1)" }], footer: [] } });
    expect((await readNavigation(database.db)).navigation).toEqual(defaultNavigation);
  });
});
