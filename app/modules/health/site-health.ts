/**
 * The rules that turn measured facts about the installation into checks the owner can act on.
 * Facts and fixes are codes and values; the dashboard and `npm run doctor` word them.
 */
import type { Language } from "~/i18n/languages";
import { formatDateTimeIn } from "~/modules/dates";
import type { BackupAttention } from "~/modules/operations/backup-schedule";
import type { PlaceholderField } from "~/modules/site-settings/company-details.server";
import type { RoomCompositionFacts } from "~/modules/room-scenes/room-compositions.server";

export type HealthStatus = "ok" | "attention" | "failure";

const GIB = 1024 ** 3;
/** Under this share of free disk, or under 1 GiB, the owner should make room soon; under the failure share, writes may fail any time. */
export const diskAttentionShare = 0.1;
export const diskAttentionBytes = GIB;
export const diskFailureShare = 0.02;
/** A mail still waiting after this long, with the server refusing it, means notifications are not arriving. */
export const mailStuckAfterMs = 60 * 60_000;
/** Room pictures waiting this long while none has been drawn as long mean no instance is drawing them. */
export const roomsStalledAfterMs = 60 * 60_000;
/** The database growth is worth a word when, at today's pace, it would fill the free disk within this many days. */
export const diskFillWarningDays = 90;

export type MailOutboxFacts = {
  waiting: number;
  lastSentAt: Date | null;
  oldestWaitingSince: Date | null;
  lastError: string | null;
};

export type HealthFacts = {
  mail: { smtp: boolean; folder: string | null; outbox: MailOutboxFacts | null };
  publicUrl: { publicUrl: string; https: boolean; local: boolean; arrivedAs: { protocol: string; host: string } | null };
  companyDetails: { placeholderFields: PlaceholderField[]; placeholderOwners: string[] };
  disk: { dataDir: string; freeBytes: number; totalBytes: number };
  database: { kind: "embedded" | "postgresql"; sizeBytes: number; growthBytesPerDay: number | null; freeDiskBytes: number | null };
  storage: { kind: "folder" | "s3"; reachable: boolean };
  backup: { attention: BackupAttention; lastSuccessAt: Date | null; folder: string; bucket: boolean };
  rooms: RoomCompositionFacts & { composesHere: boolean };
  version: { appVersion: string; appliedMigrations: number | null; shippedMigrations: number };
  timeZone: { timeZone: string };
};

export type HealthFixes = {
  mail: "configureSmtp" | "checkSmtp";
  publicUrl: "useHttps" | "trustProxy" | "matchHost";
  companyDetails: "fillCompanyDetails" | "setOwnerEmails";
  disk: "freeDisk";
  database: "freeDiskForDatabase";
  storage: "checkStorage";
  backup: "checkBackups" | "turnOnBackups";
  rooms: "composeRooms" | "checkRoomComposition" | "replaceRoomPhotos";
  version: "restartToMigrate" | "newerDatabase";
  timeZone: never;
};

export type HealthCheckId = keyof HealthFacts;

export type HealthCheck = {
  [Id in HealthCheckId]: { id: Id; status: HealthStatus; facts: HealthFacts[Id]; fix: HealthFixes[Id] | null };
}[HealthCheckId];

export const healthCheckOrder: HealthCheckId[] = [
  "mail",
  "publicUrl",
  "companyDetails",
  "disk",
  "database",
  "storage",
  "backup",
  "rooms",
  "version",
  "timeZone",
];

type Verdict<Id extends HealthCheckId> = { status: HealthStatus; fix: HealthFixes[Id] | null };
const ok = { status: "ok", fix: null } as const;

export function judgeMail(facts: HealthFacts["mail"], now: Date): Verdict<"mail"> {
  const outbox = facts.outbox;
  if (outbox?.lastError && outbox.waiting > 0) {
    const stuck = outbox.oldestWaitingSince !== null && now.getTime() - outbox.oldestWaitingSince.getTime() > mailStuckAfterMs;
    return { status: stuck ? "failure" : "attention", fix: "checkSmtp" };
  }
  // Written to a folder, mail reaches nobody; the site still works, so it is not a failure.
  if (!facts.smtp) return { status: "attention", fix: "configureSmtp" };
  return ok;
}

export function judgePublicUrl(facts: HealthFacts["publicUrl"]): Verdict<"publicUrl"> {
  // Over plain http the administrator's password crosses the network readable by anyone on the way.
  if (!facts.https && !facts.local) return { status: "failure", fix: "useHttps" };
  const arrived = facts.arrivedAs;
  if (!arrived) return ok;
  const expected = new URL(facts.publicUrl);
  // A proxy that ends TLS hands on plain http; unless trusted, the site believes the visitor used http.
  if (expected.protocol !== `${arrived.protocol}:`) return { status: "attention", fix: "trustProxy" };
  if (expected.host !== arrived.host) return { status: "attention", fix: "matchHost" };
  return ok;
}

export function judgeCompanyDetails(facts: HealthFacts["companyDetails"]): Verdict<"companyDetails"> {
  if (facts.placeholderOwners.length > 0) return { status: "attention", fix: "setOwnerEmails" };
  if (facts.placeholderFields.length > 0) return { status: "attention", fix: "fillCompanyDetails" };
  return ok;
}

export function judgeDisk(facts: HealthFacts["disk"]): Verdict<"disk"> {
  const share = facts.totalBytes > 0 ? facts.freeBytes / facts.totalBytes : 0;
  if (share < diskFailureShare) return { status: "failure", fix: "freeDisk" };
  if (share < diskAttentionShare || facts.freeBytes < diskAttentionBytes) return { status: "attention", fix: "freeDisk" };
  return ok;
}

/** Days until the database, growing as it does now, fills the free disk; null when it does not grow or the disk is elsewhere. */
export function daysUntilDiskFull(facts: HealthFacts["database"]): number | null {
  if (!facts.growthBytesPerDay || facts.growthBytesPerDay <= 0 || facts.freeDiskBytes === null) return null;
  return Math.floor(facts.freeDiskBytes / facts.growthBytesPerDay);
}

export function judgeDatabase(facts: HealthFacts["database"]): Verdict<"database"> {
  const days = daysUntilDiskFull(facts);
  return days !== null && days < diskFillWarningDays ? { status: "attention", fix: "freeDiskForDatabase" } : ok;
}

export function judgeStorage(facts: HealthFacts["storage"]): Verdict<"storage"> {
  return facts.reachable ? ok : { status: "failure", fix: "checkStorage" };
}

/** A failed or overdue backup means the site could not be brought back today; daily backups turned off deserve a word. */
export function judgeBackup(facts: HealthFacts["backup"]): Verdict<"backup"> {
  if (!facts.attention) return ok;
  if (facts.attention.reason === "off") return { status: "attention", fix: "turnOnBackups" };
  return { status: "failure", fix: "checkBackups" };
}

/** Buyers see the empty room while its picture waits: worth a word when nothing draws them, or a photo cannot be drawn from. */
export function judgeRooms(facts: HealthFacts["rooms"], now: Date): Verdict<"rooms"> {
  const longAgo = (moment: Date | null) => moment === null || now.getTime() - moment.getTime() > roomsStalledAfterMs;
  if (facts.oldestWaitingSince && longAgo(facts.oldestWaitingSince) && longAgo(facts.lastComposedAt)) {
    return { status: "attention", fix: facts.composesHere ? "checkRoomComposition" : "composeRooms" };
  }
  if (facts.failedProducts.length > 0) return { status: "attention", fix: "replaceRoomPhotos" };
  return ok;
}

export function judgeVersion(facts: HealthFacts["version"]): Verdict<"version"> {
  if (facts.appliedMigrations === null) return ok;
  if (facts.appliedMigrations < facts.shippedMigrations) return { status: "failure", fix: "restartToMigrate" };
  // A database migrated by a newer release than the one running: a rollback without restoring the backup.
  if (facts.appliedMigrations > facts.shippedMigrations) return { status: "attention", fix: "newerDatabase" };
  return ok;
}

/** Judges whichever facts were gathered, in the order the owner reads them. */
export function judgeHealth(facts: Partial<HealthFacts>, now: Date): HealthCheck[] {
  const verdicts: { [Id in HealthCheckId]: (facts: HealthFacts[Id]) => Verdict<Id> } = {
    mail: (mail) => judgeMail(mail, now),
    publicUrl: judgePublicUrl,
    companyDetails: judgeCompanyDetails,
    disk: judgeDisk,
    database: judgeDatabase,
    storage: judgeStorage,
    backup: judgeBackup,
    rooms: (rooms) => judgeRooms(rooms, now),
    version: judgeVersion,
    timeZone: () => ok,
  };
  return healthCheckOrder.flatMap((id) => {
    const gathered = facts[id];
    if (!gathered) return [];
    const judge = verdicts[id] as (facts: HealthFacts[typeof id]) => Verdict<typeof id>;
    return [{ id, facts: gathered, ...judge(gathered) } as HealthCheck];
  });
}

/** The scheme and host a request reached the site with, as Express resolved them under TRUST_PROXY. */
export function arrivalOf(request: Request): { protocol: string; host: string } {
  const url = new URL(request.url);
  return { protocol: url.protocol.replace(/:$/, ""), host: url.host };
}

export function countNeedingAttention(checks: HealthCheck[]): number {
  return checks.filter((check) => check.status !== "ok").length;
}

/** How the catalog's sentences write numbers and moments, so one wording serves the dashboard and `npm run doctor`. */
export type HealthFormat = { bytes: (bytes: number) => string; moment: (moment: Date) => string; count: (count: number) => string };

const byteUnits = ["B", "KB", "MB", "GB", "TB"] as const;

export function healthFormat(language: Language, timeZone: string): HealthFormat {
  const locale = language === "zh" ? "zh-CN" : "en-US";
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    bytes(bytes) {
      const unit = Math.min(byteUnits.length - 1, Math.max(0, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024))));
      return `${number.format(bytes / 1024 ** unit)} ${byteUnits[unit]}`;
    },
    moment: (at) => formatDateTimeIn(at, language, timeZone),
    count: (count) => number.format(count),
  };
}
