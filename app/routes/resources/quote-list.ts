import { quoteListText } from "~/i18n/catalogs";
import { readFormBody } from "~/modules/http/request-body.server";
import { applyQuoteListForm, MAX_QUOTE_LIST_FORM_BYTES } from "~/modules/quotes/quote-list-action.server";
import { quoteListEndpointQuery } from "~/modules/quotes/quote-list-endpoint";
import { problemText } from "~/modules/quotes/quote-list-texts";
import { planSettingsFor } from "~/modules/quotes/quote-settings";
import { readQuoteSettings } from "~/modules/quotes/quote-settings.server";
import type { Route } from "./+types/quote-list";

/** "Add to quote" sent by a page's script: the list's new count and the text to show, in the page's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const target = quoteListEndpointQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!target.success) return Response.json(null, { status: 400 });
  const text = quoteListText(target.data.lang);
  const form = await readFormBody(request, MAX_QUOTE_LIST_FORM_BYTES);
  if (!form.ok) return Response.json({ status: "refused", message: text.errors.choiceGone }, { status: form.status });
  const { settings } = await readQuoteSettings(context.services.db);
  const answer = await applyQuoteListForm(
    context.services.db,
    request,
    form.value,
    planSettingsFor(settings, { route: settings.defaultRoute }),
  );
  if (!answer.ok) return Response.json({ status: "refused", message: problemText(target.data.lang, answer.problem) }, { status: 400 });
  return Response.json(
    { status: "added", message: text.added, count: answer.list.length },
    { headers: { "Set-Cookie": answer.setCookie, "Cache-Control": "no-store" } },
  );
}
