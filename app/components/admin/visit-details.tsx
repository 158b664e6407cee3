import type { ReactNode } from "react";
import { formatCount } from "~/components/admin/chart-format";
import { RangeLinks } from "~/components/admin/range-links";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { conversionPercent, detailRanges, type DetailRange, type VisitDetails } from "~/modules/analytics/visit-details";
import { countryFlag, countryName } from "~/modules/geo/country-names";

/** Percentages as the person's dashboard language writes them. */
const percentFormats = {
  en: new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 }),
  zh: new Intl.NumberFormat("zh-CN", { style: "percent", maximumFractionDigits: 1 }),
};

function formatConversion(
  figures: { views: number; enquiries: number },
  text: AdminMessages["visitDetails"],
  format: Intl.NumberFormat,
): string {
  const percent = conversionPercent(figures);
  return percent === null ? text.noRate : format.format(percent / 100);
}

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

function FiguresTable<Row extends { views: number; enquiries: number }>(props: {
  id: string;
  title: string;
  empty: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  withConversion?: boolean;
}) {
  const text = useDashboardMessages().visitDetails;
  const percentFormat = percentFormats[useDashboardLanguage()];
  const columns: Column<Row>[] = [
    ...props.columns,
    { header: text.views, cell: (row) => <data value={row.views}>{formatCount(row.views)}</data>, numeric: true },
    { header: text.enquiries, cell: (row) => <data value={row.enquiries}>{formatCount(row.enquiries)}</data>, numeric: true },
    ...(props.withConversion
      ? [{ header: text.conversion, cell: (row: Row) => formatConversion(row, text, percentFormat), numeric: true }]
      : []),
  ];
  return (
    <section aria-labelledby={`${props.id}-heading`} data-details={props.id}>
      <h3 id={`${props.id}-heading`} className="mb-2 font-medium">
        {props.title}
      </h3>
      {props.rows.length === 0 ? (
        <p className="text-sm text-stone-600">{props.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={`py-1.5 pr-3 font-medium ${column.numeric ? "text-right" : ""}`}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={props.rowKey(row)} data-row={props.rowKey(row)} className="border-b border-stone-100 last:border-0">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.header} scope="row" className="py-1.5 pr-3 text-left font-normal break-all">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={`py-1.5 pr-3 ${column.numeric ? "text-right tabular-nums" : ""}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** How a country reads in the dashboard: its flag and name in the person's language, or "unknown". */
export function CountryLabel({ code }: { code: string }) {
  const text = useDashboardMessages().visitDetails;
  const name = countryName(code, useDashboardLanguage());
  if (!name) return <>{text.countries.unknown}</>;
  return (
    <>
      <span aria-hidden="true">{countryFlag(code)} </span>
      {name}
    </>
  );
}

/** The DB-IP licence asks pages that show its results to credit it with a link. */
export function GeoAttribution() {
  const text = useDashboardMessages().visitDetails;
  return (
    <p className="text-xs text-stone-500">
      <a href="https://db-ip.com" className="underline">
        {text.attribution}
      </a>
    </p>
  );
}

export function VisitDetailsSection({
  details,
  range,
  rangeHref,
  referrerLabel,
}: {
  details: VisitDetails;
  range: DetailRange;
  rangeHref: (range: DetailRange) => string;
  /** In-app browsers arrive as their split's value ("wechat"); the analysis already names those. */
  referrerLabel: (referrer: string) => string;
}) {
  const text = useDashboardMessages().visitDetails;
  const language = useDashboardLanguage();
  return (
    <section aria-labelledby="details-heading" className="space-y-5 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="details-heading" className="text-lg font-semibold">
            {text.heading}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{text.note}</p>
        </div>
        <RangeLinks label={text.range} options={detailRanges} current={range} href={rangeHref} optionLabel={text.rangeOption} />
      </div>
      <p data-details="totals">
        {text.totals({
          views: formatCount(details.views),
          enquiries: formatCount(details.enquiries),
          conversion: formatConversion(details, text, percentFormats[language]),
        })}
      </p>
      <FiguresTable
        id="products"
        title={text.products.title}
        empty={text.products.empty}
        rows={details.products}
        rowKey={(row) => row.productId}
        columns={[{ header: text.products.product, cell: (row) => row.title ?? text.products.deleted(row.productId) }]}
        withConversion
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <FiguresTable
          id="referrers"
          title={text.referrers.title}
          empty={text.referrers.empty}
          rows={details.referrers}
          rowKey={(row) => row.referrer}
          columns={[{ header: text.referrers.referrer, cell: (row) => referrerLabel(row.referrer) }]}
        />
        <FiguresTable
          id="countries"
          title={text.countries.title}
          empty={text.countries.empty}
          rows={details.countries}
          rowKey={(row) => row.country}
          columns={[{ header: text.countries.country, cell: (row) => <CountryLabel code={row.country} /> }]}
        />
      </div>
      <FiguresTable
        id="campaigns"
        title={text.campaigns.title}
        empty={text.campaigns.empty}
        rows={details.campaigns}
        rowKey={(row) => [row.source, row.medium, row.campaign].join("|")}
        columns={[
          { header: text.campaigns.source, cell: (row) => row.source },
          { header: text.campaigns.medium, cell: (row) => row.medium },
          { header: text.campaigns.campaign, cell: (row) => row.campaign },
        ]}
      />
      <GeoAttribution />
    </section>
  );
}
