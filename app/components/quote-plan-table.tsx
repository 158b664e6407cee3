import { BidiValue } from "./bidi-text";
import { planCellKeys, type QuoteContent } from "~/modules/quotes/quote-document";

/**
 * A quote's containers as the quote prints them: each container's bundles, slabs, cargo and gross weight, then its
 * slabs kind by kind. The online quote and the owner's pricing screen show it; the PDF lays out the same rows.
 */
export function QuotePlanTable({ plan }: { plan: QuoteContent["plan"] }) {
  if (plan.containers.length === 0) return null;
  const align = (key: (typeof planCellKeys)[number]) => (key === "slabKind" ? "text-start" : "text-end");
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm" data-quote-containers>
        <thead className="text-stone-600">
          <tr>
            {planCellKeys.map((key) => (
              <th key={key} scope="col" className={`py-1 font-medium ${align(key)}`}>
                {plan.columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.containers.flatMap((container, index) =>
            [container.heading, ...container.kinds].map((cells, row) => (
              <tr key={`${index}-${row}`} className={row === 0 ? "border-t border-stone-200 font-semibold" : ""}>
                {planCellKeys.map((key) => (
                  <td key={key} className={`py-1 tabular-nums ${align(key)}`}>
                    <BidiValue text={cells[key]} />
                  </td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
