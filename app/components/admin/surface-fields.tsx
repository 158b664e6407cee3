import { inputClass } from "~/components/auth-shell";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { SurfaceFormValue } from "~/modules/room-scenes/room-scene-form";

const numberClass = `${inputClass} w-24`;

/** One number of a surface as a plain input, so the form works without JavaScript; the editor's handles change the same value. */
function SurfaceNumber({
  name,
  label,
  value,
  onChange,
  invalid,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  return (
    <label className="block text-sm">
      <span className="block text-stone-700">{label}</span>
      <input
        name={name}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        className={numberClass}
      />
    </label>
  );
}

type SurfaceFieldsProps = {
  index: number;
  value: SurfaceFormValue;
  onChange: (value: SurfaceFormValue) => void;
  errors: (field: string) => string[] | undefined;
  legend: string;
  selected: boolean;
  /** With JavaScript a button removes the surface at once; without it, a box ticked before saving does. */
  onRemove: (() => void) | null;
};

export function SurfaceFields({ index, value, onChange, errors, legend, selected, onRemove }: SurfaceFieldsProps) {
  const messages = useDashboardMessages();
  const text = messages.roomScenes;
  // The corners as the editor's handles name them, so the fields and the handles say the same.
  const cornerNames = messages.surfaceEditor;
  const name = `surfaces[${index}]`;
  const problems = ["corners", "widthMm", "depthMm", "edgeCorners"].flatMap((field) => errors(field) ?? []);
  const point = (kind: "corners" | "edgeCorners", at: number, axis: "x" | "y", text: string) =>
    onChange({ ...value, [kind]: value[kind].map((each, position) => (position === at ? { ...each, [axis]: text } : each)) });
  const cornerInputs = (kind: "corners" | "edgeCorners", names: readonly string[]) =>
    names.map((cornerName, at) => (
      <div key={cornerName} className="rounded border border-stone-200 p-2">
        <p className="text-xs font-medium text-stone-700">{text.corner(cornerName)}</p>
        <div className="mt-1 flex gap-2">
          {(["x", "y"] as const).map((axis) => (
            <SurfaceNumber
              key={axis}
              name={`${name}.${kind}[${at}].${axis}`}
              label={text[axis]}
              value={value[kind][at]![axis]}
              onChange={(typed) => point(kind, at, axis, typed)}
              invalid={Boolean(errors(kind))}
            />
          ))}
        </div>
      </div>
    ));
  return (
    <fieldset className={`space-y-3 rounded-lg border p-4 ${selected ? "border-brand-700 ring-2 ring-brand-700/30" : "border-stone-200"}`}>
      <legend className="px-1 font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">{cornerInputs("corners", cornerNames.cornerNames)}</div>
      <div className="flex flex-wrap gap-4">
        <SurfaceNumber
          name={`${name}.widthMm`}
          label={text.widthMm}
          value={value.widthMm}
          onChange={(widthMm) => onChange({ ...value, widthMm })}
          invalid={Boolean(errors("widthMm"))}
        />
        <SurfaceNumber
          name={`${name}.depthMm`}
          label={text.depthMm}
          value={value.depthMm}
          onChange={(depthMm) => onChange({ ...value, depthMm })}
          invalid={Boolean(errors("depthMm"))}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name={`${name}.frontEdge`}
          checked={value.frontEdge}
          onChange={(event) => onChange({ ...value, frontEdge: event.target.checked })}
          className="h-4 w-4"
        />
        {text.frontEdge}
      </label>
      <p className="text-sm text-stone-600">{text.frontEdgeHint}</p>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {cornerInputs("edgeCorners", cornerNames.frontEdgeCornerNames)}
        <SurfaceNumber
          name={`${name}.edgeHeightMm`}
          label={text.edgeHeightMm}
          value={value.edgeHeightMm}
          onChange={(edgeHeightMm) => onChange({ ...value, edgeHeightMm })}
        />
      </div>
      {problems.length > 0 && <p className="text-sm text-red-700">{problems.join(" ")}</p>}
      {onRemove ? (
        <button type="button" onClick={onRemove} className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50">
          {text.removeSurface}
        </button>
      ) : (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={`${name}.remove`} className="h-4 w-4" />
          {text.removeSurface}
        </label>
      )}
    </fieldset>
  );
}
