import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { LabelledFields } from "~/modules/revisions/revisions";

/** A document editor's answer: saved, or refused with the values someone else saved meanwhile that differ from the typed ones. */
export type VersionedSaveAnswer = {
  result: SubmissionResult<string[]>;
  saved?: boolean;
  theirs?: { lines: [string, string][]; version: number };
};

type Submitted = { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> };

/**
 * Saves a site document over the version its editor loaded. Refused because it changed meanwhile, the answer lists
 * what differs, labelled as the revisions label it, so the owner compares before saving again.
 */
export async function saveOverLoadedVersion<Document>(
  submission: Submitted,
  document: Document,
  {
    save,
    readLatest,
    labelled,
    changedMeanwhile,
  }: {
    save: () => Promise<"saved" | "changed-meanwhile">;
    readLatest: () => Promise<{ document: Document; version: number }>;
    labelled: (document: Document) => LabelledFields;
    changedMeanwhile: string;
  },
) {
  if ((await save()) === "saved") return data<VersionedSaveAnswer>({ result: submission.reply(), saved: true });
  const latest = await readLatest();
  const typed = labelled(document);
  const theirs = Object.entries(labelled(latest.document)).filter(([label, value]) => typed[label] !== value);
  return data<VersionedSaveAnswer>(
    { result: submission.reply({ formErrors: [changedMeanwhile] }), theirs: { lines: theirs, version: latest.version } },
    { status: 409 },
  );
}
