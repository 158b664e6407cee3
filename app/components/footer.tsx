import { CompanyDetailsList } from "~/components/company-details";
import { useLanguage, useMessages } from "~/i18n/language";
import { formatYear } from "~/modules/dates";
import type { SiteImage } from "~/modules/media/media";
import type { CompanyDetails } from "~/modules/site-settings/site-settings";

export function Footer({ company, wechatQr }: { company: CompanyDetails; wechatQr: SiteImage | null }) {
  const language = useLanguage();
  const messages = useMessages();
  return (
    <footer className="on-dark mt-16 bg-brand-900 text-stone-200">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="text-lg font-semibold text-white">{company.name}</p>
        <CompanyDetailsList company={company} wechatQr={wechatQr} className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2" labelClassName="text-stone-400" />
        <p className="mt-8 border-t border-stone-700 pt-4 text-xs text-stone-400">
          {messages.footer.copyright(formatYear(new Date(), language), company.name)}
        </p>
      </div>
    </footer>
  );
}
