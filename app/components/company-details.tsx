import type { ReactNode } from "react";
import { standInAttributes, type Language } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import type { SiteImage } from "~/modules/media/media";
import { whatsAppUrl } from "~/modules/site-settings/chat-links";
import type { ShownCompanyDetails } from "~/modules/site-settings/site-settings";
import { WeChatQr } from "./wechat-qr";

/** Mainland visitors cannot reach Bing or Google reliably, so Chinese pages search the address on Baidu. */
function addressSearchUrl(address: string, language: Language): string {
  return language === "zh"
    ? `https://www.baidu.com/s?wd=${encodeURIComponent(address)}`
    : `https://www.bing.com/search?q=${encodeURIComponent(address)}`;
}

const linkClass = "hover:underline";

/**
 * Phone numbers, addresses and IDs read left to right on every page: `dir` isolates them, so on an Arabic page
 * "+966 12 345 6789" is not turned into "6789 345 12 966+" (i18n/bidi.ts).
 */
const leftToRight = { dir: "ltr" } as const;

function joined(items: ReactNode[], separator: string) {
  return items.map((item, index) => (
    <span key={index}>
      {index > 0 && separator}
      {item}
    </span>
  ));
}

/**
 * The company's contact details as a list; a field left empty (or a placeholder, removed by the
 * loader) is not shown. The WeChat QR code, when chosen, shows under the WeChat ID, described by its
 * library alt text in the page's language.
 */
export function CompanyDetailsList({
  company,
  wechatQr,
  className,
  labelClassName,
}: {
  company: ShownCompanyDetails;
  wechatQr?: SiteImage | null;
  className: string;
  labelClassName: string;
}) {
  const language = useLanguage();
  const messages = useMessages();
  const text = messages.footer;
  const written = (field: keyof ShownCompanyDetails["textLanguages"]) => standInAttributes(company.textLanguages[field], language);
  const rows: { label: string; value: ReactNode; shown: boolean }[] = [
    {
      label: text.address,
      shown: company.address !== "",
      value: (
        <a
          href={addressSearchUrl(company.address, language)}
          rel="noopener noreferrer"
          target="_blank"
          {...written("address")}
          className={linkClass}
        >
          {company.address}
        </a>
      ),
    },
    {
      label: text.contactPerson,
      shown: company.person !== "",
      value: <span {...written("person")}>{company.person}</span>,
    },
    {
      label: text.phone,
      shown: company.phones.length > 0,
      value: joined(
        company.phones.map((phone) => (
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass} {...leftToRight}>
            {phone}
          </a>
        )),
        messages.listSeparator,
      ),
    },
    {
      label: text.email,
      shown: company.emails.length > 0,
      value: joined(
        company.emails.map((email) => (
          <a href={`mailto:${email}`} className={linkClass} {...leftToRight}>
            {email}
          </a>
        )),
        messages.listSeparator,
      ),
    },
    {
      label: text.website,
      shown: company.website !== "",
      value: (
        <a href={company.website} className={linkClass} {...leftToRight}>
          {company.website}
        </a>
      ),
    },
    {
      label: text.wechat,
      shown: company.wechat !== "" || Boolean(wechatQr),
      value: (
        <>
          {company.wechat && <span {...leftToRight}>{company.wechat}</span>}
          {wechatQr && (
            <WeChatQr
              qr={wechatQr}
              language={language}
              fallbackAlt={text.wechatQr}
              widthPx={128}
              className="mt-1 block h-auto w-32 rounded bg-white p-1"
            />
          )}
        </>
      ),
    },
    {
      label: text.whatsapp,
      shown: company.whatsapp !== "",
      value: (
        <a
          href={whatsAppUrl(company.whatsapp) ?? undefined}
          rel="noopener noreferrer"
          target="_blank"
          className={linkClass}
          {...leftToRight}
        >
          {company.whatsapp}
        </a>
      ),
    },
    {
      label: text.linkedin,
      shown: company.linkedin !== "",
      value: (
        <a href={company.linkedin} rel="noopener noreferrer" target="_blank" className={linkClass} {...leftToRight}>
          {company.linkedin.replace(/^https:\/\/(www\.)?/, "")}
        </a>
      ),
    },
    { label: text.hours, shown: company.hours !== "", value: <span {...written("hours")}>{company.hours}</span> },
  ];
  return (
    <dl className={className}>
      {rows
        .filter((row) => row.shown)
        .map((row) => (
          <div key={row.label} className="flex gap-2">
            <dt className={`shrink-0 ${labelClassName}`}>{messages.labelled(row.label)}</dt>
            <dd className="break-words">{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
