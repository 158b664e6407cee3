import { Link } from "react-router";
import { messagesFor } from "~/i18n/catalogs";
import type { MediaUse } from "~/modules/media/media";

const text = messagesFor("zh").admin.media;

/** How the dashboard names one use of an image: its kind and the record's name, or the page that holds it. */
export function mediaUseLabel(use: MediaUse): string {
  const place =
    use.kind === "setting"
      ? (text.uses.settings[use.title] ?? `${text.uses.setting}：${use.title}`)
      : `${text.uses[use.kind]}：${use.title}`;
  return use.draft ? `${place}${text.uses.draft}` : place;
}

/**
 * Where an image is used, each place a link to where it can be changed. `total` is the number of
 * places when `uses` holds only the first of them (a photo shared by thousands of products would
 * otherwise fill the page); the rest are counted.
 */
export function MediaUses({ uses, total = uses.length, className }: { uses: MediaUse[]; total?: number; className?: string }) {
  if (total === 0) return <p className={`text-amber-800 ${className ?? ""}`}>{text.unused}</p>;
  const hidden = total - uses.length;
  return (
    <ul className={className}>
      {uses.map((use) => (
        <li key={`${use.kind}:${use.id}`} className="break-words">
          <Link to={use.path} className="text-brand-700 underline underline-offset-4">
            {mediaUseLabel(use)}
          </Link>
        </li>
      ))}
      {hidden > 0 && <li>{text.uses.more(hidden)}</li>}
    </ul>
  );
}
