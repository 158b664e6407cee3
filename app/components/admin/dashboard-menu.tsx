import { NavLink, useLocation } from "react-router";
import { messagesFor } from "~/i18n/catalogs";
import type { Messages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { hasPermission, type Holder, type Permission } from "~/modules/auth/permissions";
import { NEW_ENQUIRIES_SHOWN } from "~/modules/enquiries/inbox";
import { TRANSLATION_EDITOR_PATH } from "~/modules/translations/translation-editor";

/** `permission` is what the page's loader asks for (docs/decisions/054-team-roles.md); null for a page every role opens. */
type MenuEntry = { to: string; label: string; permission: Permission | null; end?: boolean };
type MenuGroup = { id: keyof Messages["admin"]["dashboard"]["menu"]["groups"]; entries: MenuEntry[] };

const INBOX_PATH = "/dashboard";

/** The dashboard's sections grouped by what the owner does there, the inbox (the default section, docs/requirements/dashboard.md#sections) first. */
const menuGroupsIn = ({ tabs, ...messages }: Messages["admin"]): MenuGroup[] => [
  {
    id: "enquiries",
    entries: [
      { to: INBOX_PATH, label: tabs.enquiries, permission: "enquiries", end: true },
      { to: "/dashboard/quotes", label: messages.quoteRequests.tab, permission: "quotes" },
      { to: "/dashboard/analytics", label: tabs.analytics, permission: "analytics" },
      { to: "/dashboard/quote-settings", label: messages.quoteSettings.tab, permission: "settings" },
      { to: "/dashboard/enquiry-routing", label: messages.enquiryRouting.tab, permission: "settings" },
    ],
  },
  {
    id: "catalogue",
    entries: [
      { to: "/dashboard/products", label: tabs.products, permission: "catalogue" },
      { to: "/dashboard/categories", label: tabs.categories, permission: "catalogue" },
      { to: "/dashboard/attributes", label: tabs.attributes, permission: "catalogue" },
      { to: "/dashboard/rooms", label: messages.roomScenes.tab, permission: "catalogue" },
      { to: "/dashboard/media", label: tabs.media, permission: "catalogue" },
      { to: "/dashboard/brochures", label: messages.brochures.tab, permission: "catalogue" },
    ],
  },
  {
    id: "site",
    entries: [
      { to: "/dashboard/basic-info", label: tabs.basicInfo, permission: "settings" },
      { to: "/dashboard/web-pages", label: tabs.webPages, permission: "content" },
      { to: "/dashboard/navigation", label: tabs.navigation, permission: "content" },
      { to: "/dashboard/news", label: tabs.news, permission: "content" },
      { to: "/dashboard/seo", label: tabs.seo, permission: "content" },
      { to: "/dashboard/languages", label: messages.languages.tab, permission: "texts" },
      { to: TRANSLATION_EDITOR_PATH, label: messages.translationEditor.tab, permission: "texts" },
    ],
  },
  {
    id: "system",
    entries: [
      { to: "/dashboard/health", label: tabs.health, permission: "settings" },
      { to: "/dashboard/backups", label: messages.backups.tab, permission: "backups" },
      { to: "/dashboard/audit", label: messages.audit.tab, permission: "audit" },
      { to: "/dashboard/accounts", label: messages.team.tab, permission: "accounts" },
      { to: "/dashboard/account", label: tabs.account, permission: null },
    ],
  },
];

/** The groups and entries a person may open: the menu asks the question each page's loader asks. */
function menuGroupsOf(holder: Holder | undefined, messages: Messages["admin"]): MenuGroup[] {
  const opens = (entry: MenuEntry) => entry.permission === null || (holder !== undefined && hasPermission(holder, entry.permission));
  return menuGroupsIn(messages)
    .map((group) => ({ ...group, entries: group.entries.filter(opens) }))
    .filter((group) => group.entries.length > 0);
}

/** Where the dashboard opens for a person: the inbox when their role answers enquiries, else the first page their menu shows. */
export function dashboardHomeOf(holder: Holder): string {
  return menuGroupsOf(holder, messagesFor("en").admin)[0]!.entries[0]!.to;
}

const isCurrent = (entry: MenuEntry, pathname: string) => pathname === entry.to || (!entry.end && pathname.startsWith(`${entry.to}/`));

/** The number of new enquiries as a badge, "99+" beyond what is counted; a screen reader hears what it counts. */
function NewEnquiries({ count }: { count: number }) {
  const text = useDashboardMessages().dashboard.menu;
  if (count === 0) return null;
  const many = count > NEW_ENQUIRIES_SHOWN;
  return (
    <span
      data-new-enquiries={count}
      className="ml-auto rounded-full bg-brand-100 px-2 text-xs font-semibold leading-5 text-brand-900 tabular-nums"
    >
      <span aria-hidden="true">{many ? `${NEW_ENQUIRIES_SHOWN}+` : count}</span>
      <span className="sr-only">{many ? text.moreNewEnquiries(NEW_ENQUIRIES_SHOWN) : text.newEnquiries(count)}</span>
    </span>
  );
}

/** One list per group under its heading; `idPrefix` keeps the headings' ids apart where the menu is drawn twice. */
function MenuGroups({
  groups,
  idPrefix,
  newEnquiries,
  className,
}: {
  groups: MenuGroup[];
  idPrefix: string;
  newEnquiries: number;
  className: string;
}) {
  const messages = useDashboardMessages();
  const text = messages.dashboard.menu;
  return (
    <nav aria-label={messages.sections} className={className}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-menu-${group.id}`;
        return (
          <div key={group.id} className="min-w-0">
            <h2 id={headingId} className="px-3 pb-1 pt-3 text-xs font-semibold text-stone-500">
              {text.groups[group.id]}
            </h2>
            <ul aria-labelledby={headingId}>
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    end={entry.end}
                    className="flex items-center gap-2 rounded px-3 py-2 text-sm hover:bg-stone-200 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
                  >
                    {entry.label}
                    {entry.to === INBOX_PATH && <NewEnquiries count={newEnquiries} />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/**
 * The side menu on wide screens; on a phone it folds behind one button that names the current
 * section and the new enquiries, so the page itself comes first. Both work without JavaScript.
 */
export function DashboardMenu({ newEnquiries = 0, holder }: { newEnquiries?: number; holder: Holder | undefined }) {
  const { pathname } = useLocation();
  const messages = useDashboardMessages();
  const menuGroups = menuGroupsOf(holder, messages);
  const current = menuGroups.flatMap((group) => group.entries).find((entry) => isCurrent(entry, pathname));
  return (
    <div className="min-w-0">
      {/* Keyed by the address, so the menu folds again once the owner has chosen where to go. */}
      <details key={pathname} className="rounded-lg bg-white shadow-sm md:hidden">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2.5 text-sm font-medium">
          <span aria-hidden="true">☰</span>
          <span>{messages.dashboard.menu.summary(current?.label ?? null)}</span>
          <NewEnquiries count={newEnquiries} />
        </summary>
        <MenuGroups
          groups={menuGroups}
          idPrefix="folded"
          newEnquiries={newEnquiries}
          className="grid grid-cols-2 gap-x-2 border-t border-stone-200 px-1 pb-2"
        />
      </details>
      <MenuGroups groups={menuGroups} idPrefix="side" newEnquiries={newEnquiries} className="hidden md:block" />
    </div>
  );
}
