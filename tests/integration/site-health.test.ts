import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config/config.server";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { backups, mailOutbox } from "~/database/schema";
import { readSiteHealth, type HealthSources } from "~/modules/health/site-health.server";
import type { HealthCheck, HealthCheckId } from "~/modules/health/site-health";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { createStorage } from "~/modules/storage/create-storage.server";
import { createPostgresDatabase, databaseKinds } from "../support/database";

const realDetails = { phones: ["+86 766 888 1234"], emails: ["sales@saide-quartz.cn"], website: "https://www.saide-quartz.cn", whatsapp: "" };

describe.each(databaseKinds)("site health on %s", (kind) => {
  let dataDir: string;
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "site-health-"));
    if (kind === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    database = await openDatabase({ url: databaseUrl, dataDir });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const sources = (env: Record<string, string> = {}): HealthSources => {
    const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env });
    return { config, db: database.db, storage: createStorage(config) };
  };
  const statusesOf = (checks: HealthCheck[]) => Object.fromEntries(checks.map((check) => [check.id, check.status])) as Record<HealthCheckId, string>;

  it("asks a fresh site for a mail server and real company details, and finds the rest in order", async () => {
    const checks = await readSiteHealth(sources());
    expect(statusesOf(checks)).toMatchObject({ mail: "attention", companyDetails: "attention", publicUrl: "ok", storage: "ok", backup: "ok", version: "ok", timeZone: "ok" });
    const byId = Object.fromEntries(checks.map((check) => [check.id, check]));
    expect(byId.companyDetails!.facts).toEqual({ placeholderFields: ["phones", "emails", "website"], placeholderOwners: ["sales@example.com", "owner@example.com"] });
    expect(byId.version!.facts).toMatchObject({ appVersion: "1.0.0" });
    expect(byId.database!.facts).toMatchObject({ kind: kind === "postgres" ? "postgresql" : "embedded" });
    expect((byId.database!.facts as { sizeBytes: number }).sizeBytes).toBeGreaterThan(1024 * 1024);
  });

  it("finds nothing to do once mail has a server and the details are real, and calls mail broken when the server refuses it for hours", async () => {
    await writeSetting(database.db, "saideInfo", { en: { ...defaultCompanyInfo.en, ...realDetails }, zh: { ...defaultCompanyInfo.zh, ...realDetails } });
    await writeSetting(database.db, "ownerEmails", ["li@saide-quartz.cn"]);
    const fixed = sources({ SMTP_URL: "smtp://mail.saide-quartz.cn:587" });
    expect(statusesOf(await readSiteHealth(fixed))).toMatchObject({ mail: "ok", companyDetails: "ok" });

    await enqueueMail(database.db, { to: ["li@saide-quartz.cn"], subject: "New enquiry", text: "…" });
    await database.db.update(mailOutbox).set({ attempts: 4, lastError: "535 Authentication failed", createdAt: new Date(Date.now() - 2 * 3_600_000) });
    const [mail] = await readSiteHealth(fixed);
    expect(mail).toMatchObject({ id: "mail", status: "failure", fix: "checkSmtp", facts: { outbox: { waiting: 1, lastError: "535 Authentication failed", lastSentAt: null } } });
  });

  it("calls backups broken when the newest one failed, and asks for them when they are turned off", async () => {
    await database.db.insert(backups).values({ trigger: "manual", status: "failed", fileName: "x.tar.gz", error: "No space left on device" });
    const failed = (await readSiteHealth(sources())).find((check) => check.id === "backup");
    expect(failed).toMatchObject({ status: "failure", fix: "checkBackups", facts: { attention: { reason: "failed" }, lastSuccessAt: null } });
    await database.db.delete(backups);
    const off = (await readSiteHealth(sources({ BACKUP_TIME: "off" }))).find((check) => check.id === "backup");
    expect(off).toMatchObject({ status: "attention", fix: "turnOnBackups" });
  });
});
