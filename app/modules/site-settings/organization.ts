import type { CompanyDetails } from "./site-settings";

/** schema.org Organization data for every public page, from details already cleared of placeholders. */
export function organizationStructuredData(details: CompanyDetails, origin: string) {
  const present = <T>(value: T | "" | undefined) => (value === "" || value === undefined ? undefined : value);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: details.name,
    url: present(details.website) ?? origin,
    address: present(details.address),
    telephone: present(details.phones[0]),
    email: present(details.emails[0]),
    contactPoint:
      details.phones.length + details.emails.length > 0
        ? {
            "@type": "ContactPoint",
            contactType: "sales",
            name: present(details.person),
            telephone: present(details.phones[0]),
            email: present(details.emails[0]),
          }
        : undefined,
  };
}
