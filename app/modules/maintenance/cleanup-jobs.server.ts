import { and, eq, isNotNull, lt, or } from "drizzle-orm";
import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import { authTokens, mailOutbox, products, sessions, siteSettings } from "~/database/schema";
import { rollUpOldPageViews } from "~/modules/analytics/page-view-rollup.server";
import { purgeExpiredRateLimits } from "~/modules/rate-limit/rate-limit.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import type { Storage } from "~/modules/storage/storage.server";

const DAY_MS = 86_400_000;
/** Delivered mail stays readable in the outbox this long, for "did the owners get it?" questions. */
const DELIVERED_MAIL_KEPT_MS = 90 * DAY_MS;
/** An upload is only an orphan once it is this old: the product form that will use it may still be open. */
const ORPHAN_FILE_GRACE_MS = DAY_MS;

export type CleanupContext = {
  db: Database;
  storage: Storage;
  config: Pick<Config, "SITE_TIME_ZONE" | "PAGE_VIEW_RETENTION_DAYS">;
  now: Date;
};

/** What one job removed or moved, by kind, for the log. */
export type CleanupOutcome = Record<string, number>;
export type CleanupJob = { name: string; run: (context: CleanupContext) => Promise<CleanupOutcome> };

/** Sessions past their expiry, and sign-in links that were used or ran out: none of them can sign anyone in again. */
async function purgeSpentSignInRecords(db: Database, now: Date): Promise<CleanupOutcome> {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const spentTokens = await db
    .delete(authTokens)
    .where(or(isNotNull(authTokens.usedAt), lt(authTokens.expiresAt, now)))
    .returning({ tokenHash: authTokens.tokenHash });
  return { sessions: expiredSessions.length, tokens: spentTokens.length };
}

async function purgeDeliveredMail(db: Database, now: Date): Promise<CleanupOutcome> {
  const removed = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, new Date(now.getTime() - DELIVERED_MAIL_KEPT_MS))))
    .returning({ id: mailOutbox.id });
  return { messages: removed.length };
}

/**
 * Every stored key a page can show: product photos and their variants by key, and whatever the site
 * settings and the fixed slides mention by address. Mentions are matched as text, so an address a
 * setting holds in an unforeseen place keeps its file rather than losing it.
 */
async function mediaInUse(db: Database): Promise<(key: string) => boolean> {
  const photos = await db.select({ photoUrl: products.photoUrl, variants: products.photoVariants }).from(products);
  const keys = new Set(photos.flatMap((photo) => [photo.photoUrl.replace(/^\/media\//, ""), ...photo.variants.map((variant) => variant.key)]));
  const settings = await db.select({ value: siteSettings.value }).from(siteSettings);
  // Slides kept from SPEC's first shape name their pictures by address, built from parts no stored text holds whole.
  const homePage = await readSetting(db, "homePage");
  const slides = [...fixedHeroSlides(), ...homePage.slides.map((slide) => ({ src: slide.image, srcSet: "" }))];
  const mentions = [...settings.map((setting) => JSON.stringify(setting.value)), ...slides.map((slide) => `${slide.src} ${slide.srcSet ?? ""}`)].join("\n");
  return (key) => keys.has(key) || mentions.includes(mediaUrl(key));
}

/** Deletes stored files nothing uses once they are older than the grace period; recent uploads and used files stay. */
export async function removeOrphanFiles(db: Database, storage: Storage, now: Date): Promise<CleanupOutcome> {
  const old = (await storage.listWithDates()).filter((object) => now.getTime() - object.modifiedAt.getTime() > ORPHAN_FILE_GRACE_MS);
  if (old.length === 0) return { files: 0 };
  // References are read after listing, so a file that became used meanwhile is seen as used.
  const inUse = await mediaInUse(db);
  const orphans = old.filter((object) => !inUse(object.key));
  for (const orphan of orphans) await storage.delete(orphan.key);
  return { files: orphans.length };
}

/** Each table or store that would otherwise only grow, as one job the scheduler runs once a day. */
export const cleanupJobs: CleanupJob[] = [
  { name: "sign-in-records", run: ({ db, now }) => purgeSpentSignInRecords(db, now) },
  { name: "rate-limits", run: async ({ db, now }) => ({ rows: await purgeExpiredRateLimits(db, now) }) },
  { name: "delivered-mail", run: ({ db, now }) => purgeDeliveredMail(db, now) },
  { name: "orphan-files", run: ({ db, storage, now }) => removeOrphanFiles(db, storage, now) },
  {
    name: "page-views",
    run: ({ db, config, now }) =>
      rollUpOldPageViews(db, { now, timeZone: config.SITE_TIME_ZONE, retentionDays: config.PAGE_VIEW_RETENTION_DAYS }),
  },
];
