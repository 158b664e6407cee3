import { isPlaceholderAddress } from "~/modules/mail/delivery-problems.server";
import type { CompanyDetails, CompanyInfo } from "./site-settings";

const placeholderPhone = /000[\s-]?0000/;

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}

/** Example domains (RFC 2606) and the demo's `000 0000` numbers reach nobody, so buyers never see them. */
export function isPlaceholderContact(value: string): boolean {
  return placeholderPhone.test(value) || isPlaceholderAddress(value.includes("@") ? value : hostOf(value));
}

/** What buyers may see: placeholders count as empty, and the pages leave empty fields out. */
export function publicCompanyDetails<Details extends Pick<CompanyDetails, PlaceholderField>>(details: Details): Details {
  const real = (value: string) => (value && isPlaceholderContact(value) ? "" : value);
  return {
    ...details,
    phones: details.phones.filter((phone) => !isPlaceholderContact(phone)),
    emails: details.emails.filter((email) => !isPlaceholderContact(email)),
    website: real(details.website),
    whatsapp: real(details.whatsapp),
  };
}

const checkedForPlaceholders = ["phones", "emails", "website", "whatsapp"] as const;
export type PlaceholderField = (typeof checkedForPlaceholders)[number];

/** The fields that still hold placeholder data, for the dashboard's banner. */
export function placeholderCompanyFields(info: CompanyInfo): PlaceholderField[] {
  return checkedForPlaceholders.filter((field) => [info[field]].flat().some((value) => value && isPlaceholderContact(value)));
}
