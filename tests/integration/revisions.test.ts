import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { revisions, siteSettings, users } from "~/database/schema";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { listRevisions, recordSave } from "~/modules/revisions/revisions.server";
import { BASIC_INFO_ID, defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { readBasicInfo, saveBasicInfo } from "~/modules/site-settings/site-settings.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const withName = (en: string, zh: string) => ({
  company: {
    ...defaultCompanyInfo,
    texts: { en: { ...defaultCompanyInfo.texts.en, name: en }, zh: { ...defaultCompanyInfo.texts.zh, name: zh } },
  },
  ownerEmails: [],
});

describe.each(databaseKinds)("revisions on %s", (kind) => {
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
  });

  it("keeps the state before the first save and each saved state, newest first, with who saved it", async () => {
    await saveBasicInfo(database.db, withName("Saide One", "赛德一"), 0, owner);
    await saveBasicInfo(database.db, withName("Saide Two", "赛德二"), 1, owner);
    const history = await listRevisions(database.db, "basic-info", BASIC_INFO_ID);
    expect(history.map((revision) => [revision.version, revision.authorEmail])).toEqual([
      [2, "owner@saide.cn"],
      [1, "owner@saide.cn"],
      [0, ""],
    ]);
    const fields = revisionKinds["basic-info"]!.fields(history[2]!.data, { timeZone: "Asia/Shanghai" })!;
    expect(fields["公司名称（英文）"]).toBe(defaultCompanyInfo.texts.en.name);
  });

  it("labels the same stored revision in each reader's dashboard language", async () => {
    await saveBasicInfo(database.db, withName("Saide One", "赛德一"), 0, owner);
    const [saved] = await listRevisions(database.db, "basic-info", BASIC_INFO_ID);
    const kindOf = revisionKinds["basic-info"]!;
    const english = kindOf.fields(saved!.data, { timeZone: "Asia/Shanghai", language: "en" })!;
    expect(english["Company name (English)"]).toBe("Saide One");
    expect(english).toHaveProperty(["Company name (Spanish)"]);
    expect(english).not.toHaveProperty("公司名称（英文）");
    expect(kindOf.fields(saved!.data, { timeZone: "Asia/Shanghai", language: "zh" })!["公司名称（英文）"]).toBe("Saide One");
    expect(await kindOf.current(database.db, BASIC_INFO_ID, "en")).toEqual({ title: "Basic info", version: 1 });
  });

  it("restores an earlier state as the newest one, and refuses against a stale version", async () => {
    await saveBasicInfo(database.db, withName("Saide One", "赛德一"), 0, owner);
    await saveBasicInfo(database.db, withName("Saide Two", "赛德二"), 1, owner);
    const [, first] = await listRevisions(database.db, "basic-info", BASIC_INFO_ID);
    const kindOf = revisionKinds["basic-info"]!;
    expect(await kindOf.restore(database.db, BASIC_INFO_ID, first!.data, 1, owner)).toBe("changed-meanwhile");
    expect(await kindOf.restore(database.db, BASIC_INFO_ID, first!.data, 2, owner)).toBe("saved");
    const now = await readBasicInfo(database.db);
    expect(now.company.texts.zh?.name).toBe("赛德一");
    expect(now.version).toBe(3);
    expect(await kindOf.current(database.db, BASIC_INFO_ID)).toEqual({ title: "基本信息", version: 3 });
    expect(await listRevisions(database.db, "basic-info", BASIC_INFO_ID)).toHaveLength(4);
  });

  it("reports a revision the current schema cannot read instead of restoring it", async () => {
    await recordSave(database.db, {
      entity: "basic-info",
      entityId: BASIC_INFO_ID,
      previous: null,
      saved: { version: 1, data: { company: "broken" } },
      author: null,
    });
    const [stored] = await listRevisions(database.db, "basic-info", BASIC_INFO_ID);
    expect(revisionKinds["basic-info"]!.fields(stored!.data, { timeZone: "Asia/Shanghai" })).toBeNull();
    expect(await revisionKinds["basic-info"]!.restore(database.db, BASIC_INFO_ID, stored!.data, 0, owner)).toBe("not-found");
  });
});
