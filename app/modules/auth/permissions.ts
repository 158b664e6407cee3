import type { Role } from "~/database/roles";
import type { Language } from "~/i18n/languages";

/**
 * Who may do what in the dashboard (docs/decisions/054-team-roles.md): each role is a set of permissions written once
 * here, read by the dashboard's menu, by every loader and by every action. The owner holds them all, and alone
 * those that govern the site itself.
 */
export const PERMISSIONS = [
  /** Accounts, invitations, roles, anyone's sessions and second factor. */
  "accounts",
  /** Backups, their download and restore. */
  "backups",
  /** Company details, mail, quote settings, served languages, sign-in policy, health. */
  "settings",
  /** The audit log. */
  "audit",
  /** Products, categories, attributes, media, room scenes, brochures, the catalogue sheet. */
  "catalogue",
  /** Web pages, news, navigation, SEO. */
  "content",
  /** Owner-written texts in other languages: every language, or a translator's own (`mayTranslate`). */
  "texts",
  /** Enquiries and quote requests: read, assign, note, reply, export. */
  "enquiries",
  /** Priced quotes: price, send, their PDF. */
  "quotes",
  /** The visit analysis, to read. */
  "analytics",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const permissionsOfRole: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: ["catalogue", "content", "texts"],
  translator: ["texts"],
  sales: ["enquiries", "quotes", "analytics"],
};

/** What the permission checks need to know of a signed-in person. */
export type Holder = { role: Role; translatorLanguages: readonly Language[] };

export function hasPermission(holder: Holder, permission: Permission): boolean {
  return permissionsOfRole[holder.role].includes(permission);
}

/** A translator works only in the languages the owner gave them; whoever holds `texts` otherwise, in every one. */
export function mayTranslate(holder: Holder, language: Language): boolean {
  if (!hasPermission(holder, "texts")) return false;
  return holder.role !== "translator" || holder.translatorLanguages.includes(language);
}
