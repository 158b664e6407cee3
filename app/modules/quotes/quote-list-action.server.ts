import type { Database } from "~/database/client.server";
import type { QuoteListProblem } from "~/i18n/quote-list";
import { formProblem, quoteListForm, type StoredQuoteLine } from "./quote-list";
import { changeQuoteList, quoteListCookieHeader, readQuoteList } from "./quote-list.server";
import type { PlanSettings } from "~/database/sent-quote-documents";

/** An add, change or remove form is a few short fields. */
export const MAX_QUOTE_LIST_FORM_BYTES = 4 * 1024;

export type QuoteListAnswer = { ok: true; list: StoredQuoteLine[]; setCookie: string } | { ok: false; problem: QuoteListProblem };

/** A list form from a page or its script: the changed list and the cookie keeping it, or why it was refused. */
export async function applyQuoteListForm(
  db: Database,
  request: Request,
  formData: FormData,
  settings: PlanSettings,
): Promise<QuoteListAnswer> {
  const form = quoteListForm.safeParse(
    Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string")),
  );
  if (!form.success) return { ok: false, problem: formProblem(form.error) };
  const change = await changeQuoteList(db, readQuoteList(request), form.data, settings);
  if (!change.ok) return { ok: false, problem: change.code };
  return { ok: true, list: change.list, setCookie: quoteListCookieHeader(change.list, request) };
}
