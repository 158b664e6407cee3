import { Link } from "react-router";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { MediaUse } from "~/modules/media/media";

/** How the dashboard names one use of an image: its kind and the record's name, or the page that holds it. */
export function mediaUseLabel(use: MediaUse, text: AdminMessages["media"]): string {
  const place =
    use.kind === "setting"
      ? (text.uses.settings[use.title] ?? text.uses.place(text.uses.setting, use.title))
      : text.uses.place(text.uses[use.kind], use.title);
  return use.draft ? `${place}${text.uses.draft}` : place;
}

/**
 * Where an image is used, each place a link to where it can be changed. `total` is the number of
 * places when `uses` holds only the first of them (a photo shared by thousands of products would
 * otherwise fill the page); the rest are counted.
 */
export function MediaUses({ uses, total = uses.length, className }: { uses: MediaUse[]; total?: number; className?: string }) {
  const text = useDashboardMessages().media;
  if (total === 0) return <p className={`text-amber-800 ${className ?? ""}`}>{text.unused}</p>;
  const hidden = total - uses.length;
  return (
    <ul className={className}>
      {uses.map((use) => (
        <li key={`${use.kind}:${use.id}`} className="break-words">
          <Link to={use.path} className="text-brand-700 underline underline-offset-4">
            {mediaUseLabel(use, text)}
          </Link>
        </li>
      ))}
      {hidden > 0 && <li>{text.uses.more(hidden)}</li>}
    </ul>
  );
}
