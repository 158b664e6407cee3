import { productEnquiryText, messagesFor } from "~/i18n/catalogs";
import { getProductDetail } from "~/modules/catalogue/catalogue.server";
import { enquiryEndpointQuery } from "~/modules/enquiries/enquiry-endpoint";
import { handleEnquiryAction } from "./enquiry-action.server";
import { enquiryPrefill, productChoiceFromQuery } from "~/modules/enquiries/product-request";
import type { Route } from "./+types/enquiry";

function parseTarget(request: Request) {
  return enquiryEndpointQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
}

/** A product choice's dialog title, summary and message, in the page's language (the dialog has no catalog of its own). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const target = parseTarget(request);
  if (!target.success || !target.data.product) return Response.json(null, { status: 400 });
  const language = target.data.lang;
  const product = await getProductDetail(context.services.db, target.data.product, language);
  const choice = product && productChoiceFromQuery(new URL(request.url).searchParams, product.attributes);
  if (!product || !choice) return Response.json(null, { status: 404 });
  const text = productEnquiryText(language);
  return Response.json({ title: text.actions[choice.request], ...enquiryPrefill(text, product.title, choice) });
}

/** The enquiry form sent by the dialog: the pages' own action, answered with the texts to show in the page's language. */
export async function action(args: Route.ActionArgs) {
  const target = parseTarget(args.request);
  if (!target.success) return Response.json(null, { status: 400 });
  const { lang: language, from, product } = target.data;
  const answer = await handleEnquiryAction(args, language, { fromHomepage: from === "homepage", productId: product });
  const texts = messagesFor(language).contact;
  const result = answer.data;
  const body =
    result.status === "success"
      ? { status: result.status, message: texts.success, detail: texts.submissionId(result.submissionId) }
      : { status: result.status, formError: result.formError ?? texts.errors.fixBelow, errors: result.errors };
  return Response.json(body, { status: answer.init?.status ?? 200 });
}
