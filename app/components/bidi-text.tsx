import { bidiRuns, type BidiRun } from "~/i18n/bidi";

function Runs({ runs }: { runs: BidiRun[] }) {
  return runs.map((run, index) =>
    "text" in run ? (
      run.text
    ) : (
      <bdi key={index} dir={run.isolate}>
        <Runs runs={run.runs} />
      </bdi>
    ),
  );
}

/**
 * A text from a catalog or a document as a page shows it: the isolates it carries (i18n/bidi.ts) become <bdi>
 * elements with their direction, so a phone number or a Latin term keeps its order inside an Arabic line and a buyer
 * who copies it gets no invisible marks. A text without isolates is shown as it is.
 */
export function BidiText({ text }: { text: string }) {
  return <Runs runs={bidiRuns(text)} />;
}

/**
 * A value that stands alone (a definition, a table cell), isolated from its label and laid out as the PDF lays out
 * each value: in the direction its isolate gives ("+966 12 345 6789" left to right), else in the direction of its
 * first letter, so an owner's English terms read left to right on an Arabic page and an Arabic name right to left
 * on an English one.
 */
export function BidiValue({ text }: { text: string }) {
  if (text === "") return null;
  const runs = bidiRuns(text);
  const [only] = runs;
  if (runs.length === 1 && only && "isolate" in only) {
    return (
      <bdi dir={only.isolate}>
        <Runs runs={only.runs} />
      </bdi>
    );
  }
  return (
    <bdi dir="auto">
      <Runs runs={runs} />
    </bdi>
  );
}
