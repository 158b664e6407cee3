import { randomUUID } from "node:crypto";
import { data, type ActionFunctionArgs } from "react-router";
import type { Language } from "~/i18n/languages";
import { productEnquiryText, messagesFor } from "~/i18n/catalogs";
import { siteUrl } from "~/modules/http/site-url.server";
import { readFormData } from "~/modules/http/request-body.server";
import { notificationRecipients } from "~/modules/site-settings/site-settings.server";
import { resolveEnquiryOrigin, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { enquirySourceFrom } from "~/modules/enquiries/enquiry-source";
import { HONEYPOT_FIELD, parseEnquiryForm, type EnquiryFields, type EnquiryFormResult } from "~/modules/enquiries/enquiry-form";
import { productRequestFor } from "~/modules/enquiries/product-request.server";

const MAX_ENQUIRY_BYTES = 32 * 1024;

/** The action behind every enquiry form: the home page modal and each contact page. */
export async function handleEnquiryAction(
  { request, context }: ActionFunctionArgs,
  language: Language,
  route: { productId?: string; collectionId?: string; fromHomepage?: boolean },
) {
  const { services } = context;
  const formData = await readFormData(request, MAX_ENQUIRY_BYTES);
  const errors = messagesFor(language).contact.errors;
  const parsed = parseEnquiryForm(formData, errors);
  if (!parsed.success) return data<EnquiryFormResult>(parsed.result, { status: 400 });

  if (parsed.data[HONEYPOT_FIELD]) {
    // A bot filled the field people never see: answer as if it worked so it learns nothing.
    services.log({ level: "warn", event: "enquiry.honeypot", ip: context.clientIp });
    return data<EnquiryFormResult>({ status: "success", submissionId: randomUUID() });
  }

  const { firstName, lastName, email, phone, message } = parsed.data;
  const values: Partial<Record<EnquiryFields, string>> = { firstName, lastName, email, phone, message };
  const origin = await resolveEnquiryOrigin(services.db, route);
  const productRequest = await productRequestFor(services.db, origin, parsed.data, language);
  if (!productRequest.ok) {
    return data<EnquiryFormResult>(
      { status: "invalid", errors: {}, values, formError: productEnquiryText(language).choiceGone },
      { status: 400 },
    );
  }
  const submitted = await submitEnquiry(
    services.db,
    parsed.data,
    origin.source === "product" ? { ...origin, request: productRequest.request } : origin,
    {
      language,
      ipAddress: context.clientIp,
      country: await services.countries.countryOf(context.clientIp),
      ownerEmails: await notificationRecipients(services.db, services.config.OWNER_EMAILS),
      siteUrl: siteUrl(context),
      sourceDetails: enquirySourceFrom(request.url, request.headers.get("referer")),
    },
  );
  if (!submitted.ok) {
    return data<EnquiryFormResult>({ status: "invalid", errors: {}, values, formError: errors.tooMany }, { status: 429 });
  }
  const { id } = submitted;
  services.deliverMailSoon();
  services.log({ event: "enquiry.received", id, source: origin.source });
  return data<EnquiryFormResult>({ status: "success", submissionId: id });
}
