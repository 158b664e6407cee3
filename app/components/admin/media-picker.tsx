import { Link } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { SiteImage } from "~/modules/media/media";

type MediaPickerProps = {
  name: string;
  legend: string;
  choices: SiteImage[];
  defaultValue?: string | null;
  /** Offers "no image" as the first choice. */
  optional?: boolean;
  errors?: string[];
  errorId?: string;
};

/**
 * Chooses one image of the media library with plain radio buttons, so it works without JavaScript;
 * new images are uploaded in the media library, which the picker links to.
 */
export function MediaPicker({ name, legend, choices, defaultValue, optional = false, errors, errorId }: MediaPickerProps) {
  const text = useDashboardMessages().mediaPicker;
  const selected = defaultValue ?? "";
  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex max-h-72 flex-wrap gap-2 overflow-y-auto rounded border border-stone-200 p-2">
        {optional && (
          <label className="flex h-24 w-28 cursor-pointer items-center justify-center rounded border border-stone-300 text-sm text-stone-600 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
            <input type="radio" name={name} value="" defaultChecked={selected === ""} className="sr-only" />
            {text.none}
          </label>
        )}
        {choices.map((image) => (
          <label
            key={image.id}
            className="relative block h-24 w-28 cursor-pointer overflow-hidden rounded border border-stone-300 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
          >
            <input type="radio" name={name} value={image.id} defaultChecked={selected === image.id} className="sr-only" />
            <img src={image.src} srcSet={image.srcSet} sizes="112px" alt="" loading="lazy" className="h-full w-full object-cover" />
            <span className="absolute inset-x-0 bottom-0 truncate bg-black/60 px-1 text-xs text-white">
              {image.alt.zh || image.filename}
            </span>
          </label>
        ))}
      </div>
      {choices.length === 0 && <p className="mt-1 text-sm text-stone-600">{text.empty}</p>}
      <p className="mt-1 text-sm">
        <Link to="/dashboard/media" className="text-brand-700 underline underline-offset-4">
          {text.upload}
        </Link>
      </p>
      {errors && errors.length > 0 && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}
