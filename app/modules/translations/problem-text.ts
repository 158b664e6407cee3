import type { ImportProblem } from "./import-check";

/** The wording of each problem that refuses a translation, given the entry's name: a file's entry id, or an editor's field. */
export type ProblemWording = {
  unknown: (entry: string) => string;
  duplicate: (entry: string) => string;
  markup: (entry: string) => string;
  tooLong: (entry: string, max: number, length: number) => string;
  script: (entry: string, language: string) => string;
};

/**
 * A problem the import check found, as the person reads it: the file import names the entry by its id, the editor by
 * the field the translator wrote in (docs/decisions/050-translation-files.md).
 */
export function problemText(problem: ImportProblem, wording: ProblemWording, nameOf: (entry: string) => string, languageName: string) {
  const entry = nameOf(problem.entry);
  switch (problem.code) {
    case "tooLong":
      return wording.tooLong(entry, problem.max, problem.length);
    case "script":
      return wording.script(entry, languageName);
    default:
      return wording[problem.code](entry);
  }
}
