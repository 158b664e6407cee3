import type { adminHealthEn } from "~/i18n/admin-health";
import type { HealthCheck, HealthFormat } from "./site-health";

type HealthWording = typeof adminHealthEn;

/** The sentences that say what a check found, in the wording's language; the same for the dashboard and `npm run doctor`. */
export function describeHealthCheck(check: HealthCheck, wording: HealthWording, format: HealthFormat): string {
  return sentencesOf(check, wording.facts, format).filter(Boolean).join(wording.sentenceGap);
}

function sentencesOf(check: HealthCheck, text: HealthWording["facts"], format: HealthFormat): (string | false)[] {
  switch (check.id) {
    case "mail": {
      const { smtp, folder, outbox } = check.facts;
      return [
        smtp ? text.mail.smtp : text.mail.folder(folder ?? ""),
        outbox !== null && (outbox.lastSentAt ? text.mail.lastSent(format.moment(outbox.lastSentAt)) : text.mail.noneSent),
        outbox !== null && text.mail.waiting(format.count(outbox.waiting)),
        outbox?.lastError ? text.mail.lastError(outbox.lastError) : false,
      ];
    }
    case "publicUrl": {
      const { publicUrl, arrivedAs } = check.facts;
      return [text.publicUrl.links(publicUrl), arrivedAs !== null && text.publicUrl.arrivedAs(`${arrivedAs.protocol}://${arrivedAs.host}`)];
    }
    case "companyDetails": {
      const { placeholderFields, placeholderOwners } = check.facts;
      const wording = text.companyDetails;
      if (placeholderFields.length === 0 && placeholderOwners.length === 0) return [wording.clean];
      return [
        placeholderFields.length > 0 &&
          wording.fields(placeholderFields.map((field) => wording.fieldNames[field]).join(wording.listSeparator)),
        placeholderOwners.length > 0 && wording.owners(placeholderOwners.join(wording.listSeparator)),
      ];
    }
    case "disk":
      return [text.disk(format.bytes(check.facts.freeBytes), format.bytes(check.facts.totalBytes), check.facts.dataDir)];
    case "database": {
      const { kind, sizeBytes, growthBytesPerDay } = check.facts;
      return [
        text.database[kind](format.bytes(sizeBytes)),
        growthBytesPerDay !== null && text.database.growth(format.bytes(growthBytesPerDay)),
      ];
    }
    case "storage": {
      const { kind, reachable } = check.facts;
      return [text.storage[reachable ? kind : (`${kind}Silent` as const)]];
    }
    case "backup": {
      const { attention, lastSuccessAt, folder, bucket } = check.facts;
      return [
        lastSuccessAt ? text.backup.lastSuccess(format.moment(lastSuccessAt)) : text.backup.none,
        attention?.reason === "failed" && text.backup.failed,
        attention?.reason === "overdue" && text.backup.overdue(format.count(attention.days)),
        attention?.reason === "off" && text.backup.off,
        bucket ? text.backup.bucket(folder) : text.backup.folder(folder),
      ];
    }
    case "rooms": {
      const { waiting, oldestWaitingSince, lastComposedAt, failedProducts, composesHere } = check.facts;
      return [
        lastComposedAt ? text.rooms.lastComposed(format.moment(lastComposedAt)) : text.rooms.noneComposed,
        oldestWaitingSince ? text.rooms.waiting(format.count(waiting), format.moment(oldestWaitingSince)) : text.rooms.noneWaiting,
        !composesHere && text.rooms.leftToOthers,
        failedProducts.length > 0 && text.rooms.failed(failedProducts.join(text.companyDetails.listSeparator)),
      ];
    }
    case "version": {
      const { appVersion, appliedMigrations, shippedMigrations } = check.facts;
      return [
        appliedMigrations === null
          ? text.version.notRead(appVersion)
          : text.version.level(appVersion, format.count(appliedMigrations), format.count(shippedMigrations)),
      ];
    }
    case "timeZone":
      return [text.timeZone(check.facts.timeZone)];
  }
}
