import { NavLink } from "react-router";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import type { NavigationLink as Link } from "~/modules/site-settings/navigation";

/**
 * One entry of the navbar or footer. A link to another site opens in a new tab, says so to screen
 * readers and shows an arrow, and gives that site neither this page's window nor its address.
 */
export function NavigationLink({ link, className }: { link: Link; className: (state: { isActive: boolean }) => string }) {
  const messages = useMessages();
  const labelAttributes = standInAttributes(link.labelLanguage, useLanguage());
  if (!link.external) {
    return (
      <NavLink to={link.href} {...labelAttributes} className={className} prefetch="intent">
        {link.label}
      </NavLink>
    );
  }
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className({ isActive: false })} inline-flex items-center gap-1`}
    >
      <span {...labelAttributes}>{link.label}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      <span className="sr-only"> {messages.nav.opensAnotherSite}</span>
    </a>
  );
}
