import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import type { DashboardLanguage } from "~/database/roles";
import { enquiries, users } from "~/database/schema";
import { messagesFor } from "~/i18n/catalogs";
import { languageNameIn } from "~/i18n/languages";
import { formatDateTimeIn } from "~/modules/dates";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { assigneeById, notificationReach } from "./routing.server";

export type AssignEnquiryResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-assignable" };

/** Who reassigns, as the note names them; the note is in their dashboard language. */
export type Assigner = { name: string; email: string; dashboardLanguage: DashboardLanguage };

const personText = (person: { name: string; email: string }) => (person.name ? `${person.name} <${person.email}>` : person.email);

/**
 * Gives an enquiry to an account that takes enquiries, or to nobody (docs/decisions/055-enquiry-routing.md). The
 * change is written at the end of the enquiry's notes with who made it and when, so the team sees its history where
 * they read about the buyer, and the new assignee is told by mail or chat robot as for a new enquiry (never the owners:
 * they were not assigned anything), in the dashboard language each of them chose. Giving it to whom it already has changes nothing and tells nobody.
 */
export async function assignEnquiry(
  db: Database,
  change: { enquiryId: string; assigneeId: string | null },
  by: Assigner,
  options: { timeZone: string; siteUrl: string; now?: Date },
): Promise<AssignEnquiryResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, change.enquiryId)).for("update");
    if (!enquiry) return { ok: false as const, reason: "not-found" as const };
    const assignee = change.assigneeId ? await assigneeById(tx, change.assigneeId) : null;
    if (change.assigneeId && !assignee) return { ok: false as const, reason: "not-assignable" as const };
    if (enquiry.assigneeId === (assignee?.id ?? null)) return { ok: true as const, changed: false };
    const [previous] = enquiry.assigneeId
      ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, enquiry.assigneeId))
      : [];
    const noteText = messagesFor(by.dashboardLanguage).admin.enquiryRouting.note;
    const what = !assignee
      ? noteText.unassigned(personText(previous ?? { name: "", email: "?" }), personText(by))
      : previous
        ? noteText.reassigned(personText(previous), personText(assignee), personText(by))
        : noteText.assigned(personText(assignee), personText(by));
    const line = `${formatDateTimeIn(now, by.dashboardLanguage, options.timeZone)} · ${what}`;
    await tx
      .update(enquiries)
      .set({
        assigneeId: assignee?.id ?? null,
        notes: enquiry.notes.trim() === "" ? line : `${enquiry.notes.trimEnd()}\n${line}`,
        notesVersion: sql`${enquiries.notesVersion} + 1`,
      })
      .where(eq(enquiries.id, enquiry.id));
    if (assignee) {
      const reach = notificationReach(assignee, []);
      const mail = messagesFor(assignee.dashboardLanguage).admin.enquiryRouting.assignedMail;
      const name = `${enquiry.firstName} ${enquiry.lastName}`;
      const subject = mail.subject(name);
      const text = [
        mail.intro(personText(by)),
        "",
        `${mail.name}: ${name}`,
        `${mail.email}: ${enquiry.email}`,
        `${mail.phone}: ${enquiry.phone || "-"}`,
        `${mail.language}: ${languageNameIn(enquiry.language, assignee.dashboardLanguage)}`,
        "",
        `${mail.message}:`,
        enquiry.message || "-",
        "",
        `${mail.yours}: ${options.siteUrl}/dashboard?assignee=mine`,
      ].join("\n");
      if (reach.to.length > 0) await enqueueMail(tx, { to: reach.to, subject, text, replyTo: enquiry.email, enquiryId: enquiry.id });
      if (reach.webhook) await enqueueMail(tx, { to: [], webhook: reach.webhook, subject, text, enquiryId: enquiry.id });
    }
    return { ok: true as const, changed: true };
  });
}
