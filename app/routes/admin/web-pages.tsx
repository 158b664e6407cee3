import { NavLink, Outlet } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";

/** The "web pages" section (docs/requirements/dashboard.md#sections): one editor per page document, each saved as a draft, previewed, then published. */
export default function WebPages() {
  const text = useDashboardMessages().webPages;
  const sections = [
    { to: "/dashboard/web-pages", label: text.sections.home, end: true },
    { to: "/dashboard/web-pages/about", label: text.sections.about },
    { to: "/dashboard/web-pages/seo", label: text.sections.seo },
  ];
  return (
    <section className="min-w-0 space-y-4" aria-labelledby="web-pages-heading">
      <h1 id="web-pages-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <nav aria-label={text.sectionsLabel}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className="block rounded border border-stone-300 bg-white px-3 py-1.5 text-sm aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
