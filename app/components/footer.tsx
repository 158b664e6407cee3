import { CompanyDetailsList } from "~/components/company-details";
import { NavigationLink } from "~/components/navigation-link";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { formatYear } from "~/modules/dates";
import type { SiteImage } from "~/modules/media/media";
import type { NavigationLink as NavigationLinkData } from "~/modules/site-settings/navigation";
import type { ShownCompanyDetails } from "~/modules/site-settings/site-settings";

const footerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `text-sm text-stone-200 underline-offset-4 hover:underline ${isActive ? "underline" : ""}`;

/** `links` are the owner's footer entries in the page's language; the footer shows no link list while there are none. */
export function Footer({
  company,
  wechatQr,
  links,
}: {
  company: ShownCompanyDetails;
  wechatQr: SiteImage | null;
  links: NavigationLinkData[];
}) {
  const language = useLanguage();
  const messages = useMessages();
  return (
    <footer className="on-dark mt-16 bg-brand-900 text-stone-200">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p {...standInAttributes(company.textLanguages.name, language)} className="text-lg font-semibold text-white">
          {company.name}
        </p>
        {links.length > 0 && (
          <nav aria-label={messages.nav.footerLinks} className="mt-4">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link) => (
                <li key={link.key}>
                  <NavigationLink link={link} className={footerLinkClass} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <CompanyDetailsList
          company={company}
          wechatQr={wechatQr}
          className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2"
          labelClassName="text-stone-400"
        />
        <p className="mt-8 border-t border-stone-700 pt-4 text-xs text-stone-400">
          {messages.footer.copyright(formatYear(new Date(), language), company.name)}
        </p>
      </div>
    </footer>
  );
}
