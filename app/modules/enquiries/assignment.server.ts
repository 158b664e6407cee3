import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { enquiries, users } from "~/database/schema";
import { formatDateTimeIn } from "~/modules/dates";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { assigneeById, notificationReach } from "./routing.server";

export type AssignEnquiryResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-assignable" };

/** Who reassigns, as the note names them. */
export type Assigner = { name: string; email: string };

const personText = (person: { name: string; email: string }) => (person.name ? `${person.name} <${person.email}>` : person.email);

/**
 * Gives an enquiry to an account that takes enquiries, or to nobody (docs/decisions/055-enquiry-routing.md). The
 * change is written at the end of the enquiry's notes with who made it and when, so the team sees its history where
 * they read about the buyer, and the new assignee is told by mail or chat robot as for a new enquiry (never the owners:
 * they were not assigned anything). Giving it to whom it already has changes nothing and tells nobody.
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
    const what = !assignee
      ? `Unassigned from ${personText(previous ?? { name: "", email: "?" })}`
      : previous
        ? `Reassigned from ${personText(previous)} to ${personText(assignee)}`
        : `Assigned to ${personText(assignee)}`;
    const line = `${formatDateTimeIn(now, "en", options.timeZone)} · ${what} by ${personText(by)}`;
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
      const name = `${enquiry.firstName} ${enquiry.lastName}`;
      const subject = `[Assigned to you] Enquiry from ${name}`;
      const text = [
        `${personText(by)} assigned you this enquiry.`,
        "",
        `Name: ${name}`,
        `Email: ${enquiry.email}`,
        `Phone: ${enquiry.phone || "-"}`,
        `Language: ${enquiry.language}`,
        "",
        "Message:",
        enquiry.message || "-",
        "",
        `Your enquiries: ${options.siteUrl}/dashboard?assignee=mine`,
      ].join("\n");
      if (reach.to.length > 0) await enqueueMail(tx, { to: reach.to, subject, text, replyTo: enquiry.email, enquiryId: enquiry.id });
      if (reach.webhook) await enqueueMail(tx, { to: [], webhook: reach.webhook, subject, text, enquiryId: enquiry.id });
    }
    return { ok: true as const, changed: true };
  });
}
