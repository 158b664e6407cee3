import { inputClass } from "~/components/auth-shell";
import { CountryLabel } from "~/components/admin/visit-details";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { countryName } from "~/modules/geo/country-names";

/** The inbox's country filter: the countries enquiries came from, by their names in the person's language. */
export function CountryFilter({ countries, selected }: { countries: string[]; selected: string | undefined }) {
  const language = useDashboardLanguage();
  const text = useDashboardMessages().visitDetails.inbox;
  const named = countries
    .map((code) => ({ code, name: countryName(code, language) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language === "zh" ? "zh-CN" : "en"));
  return (
    <label className="block text-sm font-medium">
      {text.country}
      <select name="country" defaultValue={selected ?? ""} className={inputClass}>
        <option value="">{text.allCountries}</option>
        {named.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The country an enquiry was sent from, as one of its card's details. */
export function EnquiryCountry({ code }: { code: string }) {
  const messages = useDashboardMessages();
  const text = messages.visitDetails.inbox;
  return (
    <div className="flex gap-1" data-enquiry-country={code}>
      <dt>
        {text.country}
        {messages.labelSuffix}
      </dt>
      <dd>
        <CountryLabel code={code} />
      </dd>
    </div>
  );
}
