import { NavLink, useLocation } from "react-router";
import { messagesFor } from "~/i18n/catalogs";
import { NEW_ENQUIRIES_SHOWN } from "~/modules/enquiries/inbox";

const messages = messagesFor("zh").admin;
const tabs = messages.tabs;
const text = messages.dashboard.menu;

type MenuEntry = { to: string; label: string; end?: boolean };

const INBOX: MenuEntry = { to: "/dashboard", label: tabs.enquiries, end: true };

/** The dashboard's sections grouped by what the owner does there, the inbox (the default section, docs/requirements/dashboard.md#sections) first. */
const menuGroups: { id: keyof typeof text.groups; entries: MenuEntry[] }[] = [
  {
    id: "enquiries",
    entries: [
      INBOX,
      { to: "/dashboard/quotes", label: messages.quoteRequests.tab },
      { to: "/dashboard/analytics", label: tabs.analytics },
      { to: "/dashboard/quote-settings", label: messages.quoteSettings.tab },
    ],
  },
  {
    id: "catalogue",
    entries: [
      { to: "/dashboard/products", label: tabs.products },
      { to: "/dashboard/categories", label: tabs.categories },
      { to: "/dashboard/attributes", label: tabs.attributes },
      { to: "/dashboard/rooms", label: messages.roomScenes.tab },
      { to: "/dashboard/media", label: tabs.media },
      { to: "/dashboard/brochures", label: messages.brochures.tab },
    ],
  },
  {
    id: "site",
    entries: [
      { to: "/dashboard/basic-info", label: tabs.basicInfo },
      { to: "/dashboard/web-pages", label: tabs.webPages },
      { to: "/dashboard/navigation", label: tabs.navigation },
      { to: "/dashboard/news", label: tabs.news },
      { to: "/dashboard/seo", label: tabs.seo },
      { to: "/dashboard/languages", label: messages.languages.tab },
    ],
  },
  {
    id: "system",
    entries: [
      { to: "/dashboard/health", label: tabs.health },
      { to: "/dashboard/backups", label: messages.backups.tab },
      { to: "/dashboard/accounts", label: messages.team.tab },
      { to: "/dashboard/account", label: tabs.account },
    ],
  },
];

const isCurrent = (entry: MenuEntry, pathname: string) => pathname === entry.to || (!entry.end && pathname.startsWith(`${entry.to}/`));

/** The number of new enquiries as a badge, "99+" beyond what is counted; a screen reader hears what it counts. */
function NewEnquiries({ count }: { count: number }) {
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
function MenuGroups({ idPrefix, newEnquiries, className }: { idPrefix: string; newEnquiries: number; className: string }) {
  return (
    <nav aria-label={messages.sections} className={className}>
      {menuGroups.map((group) => {
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
                    {entry === INBOX && <NewEnquiries count={newEnquiries} />}
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
export function DashboardMenu({ newEnquiries = 0 }: { newEnquiries?: number }) {
  const { pathname } = useLocation();
  const current = menuGroups.flatMap((group) => group.entries).find((entry) => isCurrent(entry, pathname));
  return (
    <div className="min-w-0">
      {/* Keyed by the address, so the menu folds again once the owner has chosen where to go. */}
      <details key={pathname} className="rounded-lg bg-white shadow-sm md:hidden">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2.5 text-sm font-medium">
          <span aria-hidden="true">☰</span>
          <span>{text.summary(current?.label ?? null)}</span>
          <NewEnquiries count={newEnquiries} />
        </summary>
        <MenuGroups
          idPrefix="folded"
          newEnquiries={newEnquiries}
          className="grid grid-cols-2 gap-x-2 border-t border-stone-200 px-1 pb-2"
        />
      </details>
      <MenuGroups idPrefix="side" newEnquiries={newEnquiries} className="hidden md:block" />
    </div>
  );
}
