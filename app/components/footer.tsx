import type { CompanyDetails } from "~/modules/site-settings/site-settings";
import { useLanguage, useMessages } from "~/i18n/language";
import { formatYear } from "~/modules/dates";

/** Mainland visitors cannot reach Bing or Google reliably, so Chinese pages search the address on Baidu. */
function addressSearchUrl(address: string, language: "en" | "zh"): string {
  return language === "zh"
    ? `https://www.baidu.com/s?wd=${encodeURIComponent(address)}`
    : `https://www.bing.com/search?q=${encodeURIComponent(address)}`;
}

export function Footer({ company }: { company: CompanyDetails }) {
  const language = useLanguage();
  const messages = useMessages();
  const rows = [
    {
      label: messages.footer.address,
      value: (
        <a href={addressSearchUrl(company.address, language)} rel="noopener noreferrer" target="_blank" className="hover:underline">
          {company.address}
        </a>
      ),
    },
    { label: messages.footer.contactPerson, value: company.person },
    { label: messages.footer.phone, value: <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">{company.phone}</a> },
    { label: messages.footer.email, value: <a href={`mailto:${company.email}`} className="hover:underline">{company.email}</a> },
    { label: messages.footer.website, value: <a href={company.url} className="hover:underline">{company.url}</a> },
  ];
  return (
    <footer className="on-dark mt-16 bg-brand-900 text-stone-200">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="text-lg font-semibold text-white">{company.name}</p>
        <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="flex gap-2">
              <dt className="shrink-0 text-stone-400">{messages.labelled(row.label)}</dt>
              <dd className="break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 border-t border-stone-700 pt-4 text-xs text-stone-400">
          {messages.footer.copyright(formatYear(new Date(), language), company.name)}
        </p>
      </div>
    </footer>
  );
}
