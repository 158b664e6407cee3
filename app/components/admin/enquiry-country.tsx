import { inputClass } from "~/components/auth-shell";
import { CountryLabel } from "~/components/admin/visit-details";
import { adminVisitDetailsZh } from "~/i18n/admin-visit-details";
import { countryName } from "~/modules/geo/country-names";

const text = adminVisitDetailsZh.inbox;

/** The inbox's country filter: the countries enquiries came from, by their Chinese names. */
export function CountryFilter({ countries, selected }: { countries: string[]; selected: string | undefined }) {
  const named = countries
    .map((code) => ({ code, name: countryName(code, "zh") ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, "zh-CN"));
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
  return (
    <div className="flex gap-1" data-enquiry-country={code}>
      <dt>{text.country}:</dt>
      <dd>
        <CountryLabel code={code} />
      </dd>
    </div>
  );
}
