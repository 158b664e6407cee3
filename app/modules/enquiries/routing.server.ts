import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { ChatWebhook } from "~/database/chat-webhooks";
import type { DatabaseExecutor } from "~/database/client.server";
import { ROLES, type DashboardLanguage } from "~/database/roles";
import { enquiryRoutingRules, users } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { hasPermission } from "~/modules/auth/permissions";
import { matchRoutingRule, ROUTING_RULES_MAX, type RoutingRule } from "./routing";

/** The roles whose accounts answer enquiries, and so may be named by a rule or assigned one. */
const answeringRoles = ROLES.filter((role) => hasPermission({ role, translatorLanguages: [] }, "enquiries"));

/** An account that may be given enquiries: its role holds `enquiries` and it is not disabled. */
const isAssignable = and(inArray(users.role, answeringRoles), isNull(users.disabledAt));

export type AssignableAccount = { id: string; name: string; email: string };

/** The accounts a rule may name and an enquiry may be assigned to, by name. */
export async function assignableAccounts(db: DatabaseExecutor): Promise<AssignableAccount[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(isAssignable)
    .orderBy(asc(users.name), asc(users.email));
}

/** One of these accounts, or null when it is not (any more) one that may take enquiries. */
export async function assignableAccount(db: DatabaseExecutor, id: string): Promise<AssignableAccount | null> {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isAssignable));
  return account ?? null;
}

export type RoutingRuleRow = RoutingRule & { id: string; assignee: AssignableAccount; assignable: boolean };

/** The rules in their order, each with the account it names and whether that account still takes enquiries. */
export async function readRoutingRules(db: DatabaseExecutor): Promise<RoutingRuleRow[]> {
  const rows = await db
    .select({
      id: enquiryRoutingRules.id,
      language: enquiryRoutingRules.language,
      country: enquiryRoutingRules.country,
      assigneeId: enquiryRoutingRules.assigneeId,
      assignee: { id: users.id, name: users.name, email: users.email },
      assignable: sql<boolean>`coalesce(${isAssignable}, false)`,
    })
    .from(enquiryRoutingRules)
    .innerJoin(users, eq(users.id, enquiryRoutingRules.assigneeId))
    .orderBy(asc(enquiryRoutingRules.position), asc(enquiryRoutingRules.createdAt));
  return rows;
}

export type AddRuleResult = { ok: true } | { ok: false; reason: "not-assignable" | "full" };

/** Adds a rule at the end of the list: a rule after the others catches what they leave. */
export async function addRoutingRule(db: DatabaseExecutor, rule: RoutingRule): Promise<AddRuleResult> {
  if (!(await assignableAccount(db, rule.assigneeId))) return { ok: false, reason: "not-assignable" };
  const [{ count, last } = { count: 0, last: 0 }] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${enquiryRoutingRules.position}), 0)::int` })
    .from(enquiryRoutingRules);
  if (count >= ROUTING_RULES_MAX) return { ok: false, reason: "full" };
  await db.insert(enquiryRoutingRules).values({ ...rule, position: last + 1 });
  return { ok: true };
}

export async function deleteRoutingRule(db: DatabaseExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(enquiryRoutingRules).where(eq(enquiryRoutingRules.id, id)).returning({ id: enquiryRoutingRules.id });
  return deleted.length > 0;
}

/** Swaps a rule with its neighbour above or below; false when it is not there or already first or last. */
export async function moveRoutingRule(db: DatabaseExecutor, id: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [rule] = await tx.select().from(enquiryRoutingRules).where(eq(enquiryRoutingRules.id, id)).for("update");
    if (!rule) return false;
    const [neighbour] = await tx
      .select()
      .from(enquiryRoutingRules)
      .where(direction === "up" ? lt(enquiryRoutingRules.position, rule.position) : gt(enquiryRoutingRules.position, rule.position))
      .orderBy(direction === "up" ? desc(enquiryRoutingRules.position) : asc(enquiryRoutingRules.position))
      .limit(1)
      .for("update");
    if (!neighbour) return false;
    await tx.update(enquiryRoutingRules).set({ position: neighbour.position }).where(eq(enquiryRoutingRules.id, rule.id));
    await tx.update(enquiryRoutingRules).set({ position: rule.position }).where(eq(enquiryRoutingRules.id, neighbour.id));
    return true;
  });
}

/** Whom an enquiry is assigned to, and how a new one reaches them. */
export type Assignee = AssignableAccount & { notifyByMail: boolean; chatWebhook: ChatWebhook | null; dashboardLanguage: DashboardLanguage };

const assigneeColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  notifyByMail: users.notifyByMail,
  chatWebhook: users.chatWebhook,
  dashboardLanguage: users.dashboardLanguage,
};

/**
 * The account a new enquiry goes to: the first rule matching it among those naming an account that still takes
 * enquiries (a rule left naming a disabled account, or one whose role changed, is passed over, not a dead end).
 */
export async function routedAssignee(db: DatabaseExecutor, enquiry: { language: Language; country: string }): Promise<Assignee | null> {
  const rules = await db
    .select({
      language: enquiryRoutingRules.language,
      country: enquiryRoutingRules.country,
      assigneeId: enquiryRoutingRules.assigneeId,
      assignee: assigneeColumns,
    })
    .from(enquiryRoutingRules)
    .innerJoin(users, eq(users.id, enquiryRoutingRules.assigneeId))
    .where(and(eq(enquiryRoutingRules.language, enquiry.language), isAssignable))
    .orderBy(asc(enquiryRoutingRules.position), asc(enquiryRoutingRules.createdAt));
  return matchRoutingRule(rules, enquiry)?.assignee ?? null;
}

/** An account to assign an enquiry to by hand, with how it is told; null when it may not take enquiries. */
export async function assigneeById(db: DatabaseExecutor, id: string): Promise<Assignee | null> {
  const [assignee] = await db
    .select(assigneeColumns)
    .from(users)
    .where(and(eq(users.id, id), isAssignable));
  return assignee ?? null;
}

/**
 * Where an enquiry's notification goes: the assignee's mailbox when they take mail, their robot when they have one, and
 * the owners' list when nobody is assigned or nothing would reach the assignee, so no enquiry goes unannounced.
 * `key` counts the notifications one mailbox gets, beyond which they are gathered into a digest.
 */
export function notificationReach(
  assignee: Pick<Assignee, "id" | "email" | "notifyByMail" | "chatWebhook"> | null,
  ownerEmails: string[],
): { key: string; to: string[]; webhook: ChatWebhook | null } {
  if (!assignee || (!assignee.notifyByMail && !assignee.chatWebhook)) return { key: "owners", to: ownerEmails, webhook: null };
  return { key: `assignee:${assignee.id}`, to: assignee.notifyByMail ? [assignee.email] : [], webhook: assignee.chatWebhook };
}
