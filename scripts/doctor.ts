// `npm run doctor`: the dashboard's site health checks on the command line, one line each, exit code 1 on a failure.
// `npm run doctor -- --send-test-mail you@example.com` also sends a test mail through the configured transport.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError, loadConfig, type Config } from "~/config/config.server";
import type { DatabaseHandle } from "~/database/client.server";
import { messagesFor } from "~/i18n/catalogs";
import { describeHealthCheck } from "~/modules/health/describe-check";
import { readSiteHealth } from "~/modules/health/site-health.server";
import { healthFormat, type HealthCheck, type HealthFormat } from "~/modules/health/site-health";
import { createMailTransport, mailFolder } from "~/modules/mail/delivery.server";
import { DataDirectoryInUseError, openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";

const usage = "Usage: npm run doctor [-- --send-test-mail you@example.com]";
const text = messagesFor("en").admin.health;

/** The embedded database belongs to the running server while it runs; the checks that need it are then left out. */
async function openDatabaseIfFree(config: Config): Promise<DatabaseHandle | null> {
  try {
    return await openInstanceDatabase(config, "npm run doctor");
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.log(
      `${error.message.replace(/ Stop it first\..*$/, "")} The checks that read it (mail queue, company details, schema level) were skipped; the dashboard's Site health page shows them.`,
    );
    return null;
  }
}

function checkLine(check: HealthCheck, format: HealthFormat): string {
  const fix = check.fix ? ` Fix: ${text.fixes[check.fix]}` : "";
  return `${check.status.toUpperCase().padEnd(9)} ${text.titles[check.id]}: ${describeHealthCheck(check, text, format)}${fix}`;
}

async function sendTestMail(config: Config, to: string): Promise<boolean> {
  const via = config.SMTP_URL ? `the mail server in SMTP_URL` : `a file in ${mailFolder(config)} (no SMTP_URL is set)`;
  try {
    await createMailTransport(config).send({
      id: randomUUID(),
      from: config.MAIL_FROM,
      to: [to],
      subject: "Test mail from npm run doctor",
      text: `This mail was sent by npm run doctor on ${config.PUBLIC_URL} to check that mail leaves the site.`,
    });
    console.log(`Test mail to ${to} accepted by ${via}.`);
    return true;
  } catch (error) {
    console.log(`Test mail to ${to} through ${via} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

async function main() {
  const { values } = parseArgs({ options: { "send-test-mail": { type: "string" } } });
  const testAddress = values["send-test-mail"];
  if (testAddress !== undefined && !z.email().safeParse(testAddress).success) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabaseIfFree(config);
  try {
    const checks = await readSiteHealth({ config, db: database?.db ?? null, storage: createStorage(config) });
    const format = healthFormat("en", config.SITE_TIME_ZONE);
    for (const check of checks) console.log(checkLine(check, format));
    const mailSent = testAddress === undefined || (await sendTestMail(config, testAddress));
    if (checks.some((check) => check.status === "failure") || !mailSent) process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
