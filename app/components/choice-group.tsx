import { BidiText } from "./bidi-text";

export const choiceClass =
  "inline-flex cursor-pointer items-center gap-2 rounded border border-stone-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50";

/** A choice among a few (a thickness, a finish, a size) as buttons that show which is chosen; `checked` is chosen first. */
export function ChoiceGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked?: string;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={choiceClass}>
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === checked} className="accent-brand-800" />
            <BidiText text={option.label} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
