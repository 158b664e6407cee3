import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import {
  authTokens,
  brochures,
  mailOutbox,
  media,
  products,
  quotes,
  roomCompositions,
  sessions,
  signInChallenges,
  siteSettings,
  unusedFiles,
} from "~/database/schema";
import { purgeAuditEvents } from "~/modules/audit/audit-log.server";
import { markUnusedMedia } from "~/modules/media/media.server";
import { rollUpPageViews } from "~/modules/analytics/page-view-rollup.server";
import { purgeExpiredRateLimits } from "~/modules/rate-limit/rate-limit.server";
import { auditLogSettingsDocument } from "~/modules/site-settings/audit-log-settings";
import { readSetting, readVersionedDocument } from "~/modules/site-settings/site-settings.server";
import { fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import type { Storage } from "~/modules/storage/storage.server";

const DAY_MS = 86_400_000;
/** Delivered mail stays readable in the outbox this long, for "did the owners get it?" questions. */
const DELIVERED_MAIL_KEPT_MS = 90 * DAY_MS;
/** The fixed slides and other images the site draws itself live here, whatever refers to them. */
const SITE_IMAGES_FOLDER = "site/";

export type CleanupContext = {
  db: Database;
  storage: Storage;
  config: Pick<Config, "SITE_TIME_ZONE" | "PAGE_VIEW_RETENTION_DAYS" | "MEDIA_UNUSED_GRACE_DAYS">;
  now: Date;
};

/** What one job removed or moved, by kind, for the log. */
export type CleanupOutcome = Record<string, number>;
export type CleanupJob = { name: string; run: (context: CleanupContext) => Promise<CleanupOutcome> };

/**
 * Sessions past their expiry, sign-in links that were used or ran out, and half-finished sign-ins and passkey
 * ceremonies that ran out: none of them can sign anyone in again.
 */
async function purgeSpentSignInRecords(db: Database, now: Date): Promise<CleanupOutcome> {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const spentTokens = await db
    .delete(authTokens)
    .where(or(isNotNull(authTokens.usedAt), lt(authTokens.expiresAt, now)))
    .returning({ tokenHash: authTokens.tokenHash });
  const expiredChallenges = await db
    .delete(signInChallenges)
    .where(lt(signInChallenges.expiresAt, now))
    .returning({ id: signInChallenges.id });
  return { sessions: expiredSessions.length, tokens: spentTokens.length, challenges: expiredChallenges.length };
}

/** A reply to a buyer is part of its enquiry's history and stays as long as the enquiry does. */
async function purgeDeliveredMail(db: Database, now: Date): Promise<CleanupOutcome> {
  const removed = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "sent"),
        lt(mailOutbox.sentAt, new Date(now.getTime() - DELIVERED_MAIL_KEPT_MS)),
        or(eq(mailOutbox.kind, "automatic"), isNull(mailOutbox.enquiryId)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return { messages: removed.length };
}

/**
 * Every stored key a page can show or the library holds: the files of library images, product
 * photos and composed rooms by key, the site's built-in images under "site/", and whatever the site settings (published
 * or draft) and the fixed slides mention by address. Mentions are matched as text, so an address a
 * setting holds in an unforeseen place keeps its file rather than losing it.
 */
async function filesInUse(db: Database): Promise<(key: string) => boolean> {
  const photos = await db.select({ photoUrl: products.photoUrl, variants: products.photoVariants }).from(products);
  const library = await db.select({ variants: media.variants }).from(media);
  const keys = new Set([
    ...photos.flatMap((photo) => [photo.photoUrl.replace(/^\/media\//, ""), ...photo.variants.map((variant) => variant.key)]),
    ...library.flatMap((image) => image.variants.map((variant) => variant.key)),
  ]);
  const quotePdfs = await db.select({ key: quotes.pdfKey }).from(quotes);
  for (const { key } of quotePdfs) keys.add(key);
  // A brochure's file is in use while its row names it; a replaced one waits out the grace period for downloads under way.
  const brochureFiles = await db.select({ key: brochures.fileKey }).from(brochures);
  for (const { key } of brochureFiles) if (key) keys.add(key);
  const rooms = await db.select({ files: roomCompositions.files }).from(roomCompositions);
  for (const { files } of rooms) for (const file of files) keys.add(file.key);
  const settings = await db.select({ value: siteSettings.value, draft: siteSettings.draft }).from(siteSettings);
  // Slides kept from the first document shape name their pictures by address, built from parts no stored text holds whole (docs/requirements/records.md#first-document-shapes).
  const homePage = await readSetting(db, "homePage");
  const slides = [...fixedHeroSlides(), ...homePage.slides.map((slide) => ({ src: slide.image, srcSet: "" }))];
  const mentions = [
    ...settings.map((setting) => `${JSON.stringify(setting.value)} ${JSON.stringify(setting.draft)}`),
    ...slides.map((slide) => `${slide.src} ${slide.srcSet ?? ""}`),
  ].join("\n");
  return (key) => key.startsWith(SITE_IMAGES_FOLDER) || keys.has(key) || mentions.includes(mediaUrl(key));
}

const MARKS_PER_STATEMENT = 1000;

/**
 * Deletes stored files nothing uses once they have been unused for the grace period. A file is
 * marked unused when a run first finds it so (or when its image is replaced), and unmarked when it
 * is used again; so an upload whose form is still open, or a replaced image's old files that a cached
 * page still shows, stay for the whole grace period whatever the file's age.
 */
export async function removeOrphanFiles(db: Database, storage: Storage, now: Date, graceMs: number): Promise<CleanupOutcome> {
  const listed = await storage.listWithDates();
  // References are read after listing, so a file that became used meanwhile is seen as used.
  const inUse = await filesInUse(db);
  const unused = new Set(listed.filter((object) => !inUse(object.key)).map((object) => object.key));
  const marks = await db.select().from(unusedFiles);
  const marked = new Set(marks.map((mark) => mark.key));
  const cleared = marks.filter((mark) => !unused.has(mark.key)).map((mark) => mark.key);
  const newlyUnused = [...unused].filter((key) => !marked.has(key));
  for (let start = 0; start < Math.max(cleared.length, newlyUnused.length); start += MARKS_PER_STATEMENT) {
    const clearing = cleared.slice(start, start + MARKS_PER_STATEMENT);
    const marking = newlyUnused.slice(start, start + MARKS_PER_STATEMENT);
    if (clearing.length > 0) await db.delete(unusedFiles).where(inArray(unusedFiles.key, clearing));
    if (marking.length > 0)
      await db
        .insert(unusedFiles)
        .values(marking.map((key) => ({ key, unusedSince: now })))
        .onConflictDoNothing();
  }
  const due = marks.filter((mark) => unused.has(mark.key) && now.getTime() - mark.unusedSince.getTime() >= graceMs).map((mark) => mark.key);
  for (const key of due) {
    await storage.delete(key);
    await db.delete(unusedFiles).where(eq(unusedFiles.key, key));
  }
  return { files: due.length, unused: unused.size - due.length };
}

/** Each table or store that would otherwise only grow, as one job the scheduler runs once a day. */
export const cleanupJobs: CleanupJob[] = [
  { name: "sign-in-records", run: ({ db, now }) => purgeSpentSignInRecords(db, now) },
  { name: "rate-limits", run: async ({ db, now }) => ({ rows: await purgeExpiredRateLimits(db, now) }) },
  { name: "delivered-mail", run: ({ db, now }) => purgeDeliveredMail(db, now) },
  {
    name: "orphan-files",
    run: ({ db, storage, config, now }) => removeOrphanFiles(db, storage, now, config.MEDIA_UNUSED_GRACE_DAYS * DAY_MS),
  },
  { name: "unused-media", run: ({ db, now }) => markUnusedMedia(db, now) },
  {
    name: "audit-log",
    run: async ({ db, now }) => {
      const { retentionDays } = (await readVersionedDocument(db, auditLogSettingsDocument)).value;
      return { lines: await purgeAuditEvents(db, now, retentionDays) };
    },
  },
  {
    name: "page-views",
    run: ({ db, config, now }) =>
      rollUpPageViews(db, { now, timeZone: config.SITE_TIME_ZONE, retentionDays: config.PAGE_VIEW_RETENTION_DAYS }),
  },
];
