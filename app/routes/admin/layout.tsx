import { Form, Link, NavLink, Outlet } from "react-router";
import { messagesFor } from "~/i18n/language";
import { adminOnly, signedInAdmin } from "~/modules/auth/guards.server";
import type { Route } from "./+types/layout";

/** The admin guard in one place: it runs before every loader and action under /dashboard. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

export function loader({ context }: Route.LoaderArgs) {
  return { email: signedInAdmin(context).email };
}

/** SPEC: the dashboard is a Chinese-language UI, whatever language the visitor pages use. */
const messages = messagesFor("zh").admin;

const tabs = [
  { to: "/dashboard/basic-info", label: messages.tabs.basicInfo },
  { to: "/dashboard", label: messages.tabs.enquiries, end: true },
  { to: "/dashboard/products", label: messages.tabs.products },
  { to: "/dashboard/analytics", label: messages.tabs.analytics },
  { to: "/dashboard/web-pages", label: messages.tabs.webPages },
  { to: "/dashboard/navigation", label: messages.tabs.navigation },
  { to: "/dashboard/account", label: messages.tabs.account },
];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-stone-50">
      <title>{messages.title}</title>
      <meta name="robots" content="noindex" />
      <header className="flex flex-wrap items-center gap-4 border-b border-stone-200 bg-white px-4 py-3">
        <Link to="/dashboard" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {messages.title}
        </Link>
        <span className="ml-auto text-sm text-stone-600">{messages.signedInAs(loaderData.email)}</span>
        <Link to="/home-zh" className="text-sm text-brand-700 underline-offset-4 hover:underline">
          {messages.viewSite}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100">
            {messages.signOut}
          </button>
        </Form>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[12rem_1fr]">
        <nav aria-label={messages.sections} className="min-w-0">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  className="block whitespace-nowrap rounded px-3 py-2 text-sm hover:bg-stone-200 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
