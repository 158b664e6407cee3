import { Link } from "react-router";

/** A row of links choosing one period of a report; the chosen one is marked as the current page. */
export function RangeLinks<Option extends string | number>({
  label,
  options,
  current,
  href,
  optionLabel,
}: {
  label: string;
  options: readonly Option[];
  current: Option;
  href: (option: Option) => string;
  optionLabel: (option: Option) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 rounded-lg bg-stone-200 p-1 text-sm">
        {options.map((option) => (
          <li key={option}>
            <Link
              to={href(option)}
              preventScrollReset
              aria-current={option === current ? "page" : undefined}
              className="block rounded px-3 py-1.5 hover:bg-white aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
            >
              {optionLabel(option)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
