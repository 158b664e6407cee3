import { DrizzleQueryError } from "drizzle-orm";
import type { BackupSummary } from "./backup-archive.server";

export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function counted(value: number, noun: string): string {
  return `${value.toLocaleString("en")} ${noun}${value === 1 ? "" : "s"}`;
}

/** What the command-line tools report, e.g. "11 tables, 1,204 rows, 96 files (14.2 MB)". */
export function summaryLine(summary: BackupSummary): string {
  return `${counted(summary.tables, "table")}, ${counted(summary.rows, "row")}, ${counted(summary.files, "file")} (${megabytes(summary.fileBytes)})`;
}

/** Any failure as one line: a failed query's own reason rather than Drizzle's multi-line statement dump. */
export function failureLine(error: unknown): string {
  const reason = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  return (reason instanceof Error ? reason.message : String(reason)).split("\n")[0]!;
}
