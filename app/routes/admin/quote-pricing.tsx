import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { ChoiceField, TextField } from "~/components/admin/form-field";
import { Alert } from "~/components/alert";
import { QuotePlanTable } from "~/components/quote-plan-table";
import { inputClass } from "~/components/auth-shell";
import { incoterms, quoteUnits, type Incoterm, type QuoteCurrency, type QuoteTermField } from "~/database/schema";
import { inEnglish, languageEntry } from "~/i18n/languages";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { slabKindText } from "~/modules/enquiries/notification";
import { formatDate } from "~/modules/dates";
import { countryName } from "~/modules/geo/country-names";
import { readFormData } from "~/modules/http/request-body.server";
import { formatDecimal } from "~/i18n/numbers";
import { chargesFor, formatMoney, parseMoney, quoteTotals, type LineMoney } from "~/modules/quotes/money";
import { CUSTOM_LIMIT, CUSTOM_LIMIT_KG } from "~/modules/quotes/quote-list";
import { quotePricingFormSchema, type QuotePricing, type QuotePricingFormValues } from "~/modules/quotes/quote-pricing-form";
import { planContainers, type CargoRoute, type PlanLine } from "~/modules/quotes/container-plan";
import { planSection, quoteReference, type QuoteContent } from "~/modules/quotes/quote-document";
import { cargoRoutes, planSettingsFor } from "~/modules/quotes/quote-settings";
import { readQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { pricingStart, type DifferingField } from "~/modules/quotes/quote-pricing-start";
import { draftPreview, draftQuote, quoteRequestFor, sendQuoteDraft, siteToday } from "~/modules/quotes/quotes.server";
import type { Route } from "./+types/quote-pricing";
import type { PlanSettings } from "~/database/sent-quote-documents";

const DAY_MS = 24 * 60 * 60 * 1000;
const EDIT_PARAM = "edit";

/**
 * The request, its versions, and what the page offers: the draft's preview while there is one (its PDF and mail), else
 * the form, starting from the version before or the defaults; nothing once the buyer accepted a version.
 */
export async function loader({ context, params, request: pageRequest }: Route.LoaderArgs) {
  await requirePermission(context, "quotes");
  const { db, config } = context.services;
  const [request, draft, { settings }] = await Promise.all([
    quoteRequestFor(db, params.enquiryId),
    draftPreview(db, params.enquiryId),
    readQuoteSettings(db),
  ]);
  if (!request) throw data(null, { status: 404 });
  const timeZone = config.SITE_TIME_ZONE;
  const today = siteToday(timeZone);
  const start = pricingStart(
    { enquiry: request.enquiry, lines: request.lines, latest: request.versions[0], latestLines: request.latestLines },
    settings,
    {
      today,
      defaultValidUntil: siteToday(timeZone, new Date(Date.now() + settings.validityDays * DAY_MS)),
    },
  );
  const day = (moment: Date) => formatDate(moment, "zh", timeZone);
  const accepted = request.versions.find((version) => version.status === "accepted");
  return {
    request: { enquiry: request.enquiry, lines: request.lines },
    versions: request.versions.map((version) => ({
      id: version.id,
      reference: quoteReference(version.number, version.version),
      status: version.status,
      madeOn: day(version.createdAt),
      response: version.response,
      respondedOn: version.respondedAt ? day(version.respondedAt) : null,
    })),
    accepted: accepted
      ? { reference: quoteReference(accepted.number, accepted.version), on: accepted.respondedAt ? day(accepted.respondedAt) : "" }
      : null,
    draft: draft && {
      quoteId: draft.quote.id,
      reference: quoteReference(draft.quote.number, draft.quote.version),
      mail: {
        to: draft.mail.to.join(", "),
        replyTo: draft.mail.replyTo,
        subject: draft.mail.subject,
        text: draft.mail.text,
        attachments: draft.mail.attachments.map((file) => file.filename),
      },
    },
    editing: new URL(pageRequest.url).searchParams.has(EDIT_PARAM),
    start,
    today,
    currencies: settings.currencies,
    cargoLimitsKg: settings.cargoLimitsKg,
    planSettings: planSettingsFor(settings, { route: settings.defaultRoute }),
  };
}

type Answer = { result?: SubmissionResult<string[]>; sent?: string; sendError?: string };

const sendSchema = z.object({ intent: z.literal("send"), quoteId: z.uuid() });

/** The form makes (or replaces) the draft and shows its preview; "send" sends the draft previewed, once. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requirePermission(context, "quotes");
  const { config } = context.services;
  // A hundred lines of prices and the terms in Arabic or Chinese, percent-encoded, fit.
  const formData = await readFormData(request, 64 * 1024);
  const text = dashboardMessages(context).admin.quotes;
  if (formData.get("intent") === "send") {
    const send = sendSchema.safeParse(Object.fromEntries(formData));
    if (!send.success) return data<Answer>({ sendError: text.errors.notDraft }, { status: 400 });
    const sent = await sendQuoteDraft(context.services, params.enquiryId, send.data.quoteId);
    if (!sent.ok) return data<Answer>({ sendError: text.errors[sent.code] }, { status: 409 });
    await recordAct(context, {
      action: "quote-sent",
      subject: `enquiry:${params.enquiryId}`,
      detail: { number: sent.number, version: sent.version },
    });
    context.services.deliverMailSoon();
    return data<Answer>({ sent: quoteReference(sent.number, sent.version) });
  }
  const submission = parseWithZod(formData, { schema: quotePricingFormSchema(text, siteToday(config.SITE_TIME_ZONE)) });
  if (submission.status !== "success") return data<Answer>({ result: submission.reply() }, { status: 400 });
  const drafted = await draftQuote(context.services, params.enquiryId, submission.value, admin.email);
  if (!drafted.ok)
    return data<Answer>(
      { result: submission.reply({ formErrors: [text.errors[drafted.code]] }) },
      { status: drafted.code === "notFound" ? 404 : 409 },
    );
  // To the page, which now shows the draft's preview: sending the form again (a reload, Back) makes a new draft, never a sent version.
  throw redirect(`/dashboard/quotes/${params.enquiryId}`, { status: 303 });
}

/**
 * The container plan under the limit chosen in the form, as the owner's copy of the quote will print it (in Chinese),
 * or nothing while a custom limit is not a usable number.
 */
function plannedUnder(
  lines: readonly PlanLine[],
  planSettings: PlanSettings,
  cargoLimitsKg: Record<CargoRoute, number>,
  chosen: { limit: string; kg: string | undefined },
): QuoteContent["plan"] | null {
  const route = cargoRoutes.find((name) => name === chosen.limit);
  const kg = route ? cargoLimitsKg[route] : Number(chosen.kg);
  if (!Number.isInteger(kg) || kg < CUSTOM_LIMIT_KG.min || kg > CUSTOM_LIMIT_KG.max) return null;
  const { plan, problems } = planContainers(lines, { ...planSettings, cargoLimitKg: kg });
  return planSection(plan, problems, "zh");
}

/**
 * The total as the prices typed so far make it, worked out as the quote will be (whole minor units), or nothing while a
 * price is missing or unusable.
 */
function typedTotal(
  asked: { slabs: number; lengthMm: number; widthMm: number }[],
  typed: { price: string; unit: string }[],
  terms: { currency: QuoteCurrency; incoterm: Incoterm; freight: string; insurance: string },
): string | null {
  const lines: LineMoney[] = [];
  for (const [index, line] of asked.entries()) {
    const unitPriceMinor = parseMoney(typed[index]?.price ?? "", terms.currency);
    if (unitPriceMinor === null) return null;
    lines.push({
      unitPriceMinor,
      priceUnit: typed[index]?.unit === "slab" ? "slab" : "m2",
      slabs: line.slabs,
      areaMm2: line.slabs * line.lengthMm * line.widthMm,
    });
  }
  const charge = (text: string) => (text.trim() === "" ? 0 : parseMoney(text, terms.currency));
  const [freightMinor, insuranceMinor] = [charge(terms.freight), charge(terms.insurance)];
  if (freightMinor === null || insuranceMinor === null) return null;
  try {
    return formatMoney(quoteTotals({ lines, incoterm: terms.incoterm, freightMinor, insuranceMinor }).totalMinor, terms.currency, "zh");
  } catch {
    // Beyond what a quote may hold: the form says so once sent.
    return null;
  }
}

/** The field of the quote texts that names each term that differs from the site's settings. */
const differingLabels: Record<
  DifferingField,
  "validUntil" | "currency" | "incoterm" | "port" | "cargoLimit" | "paymentTerms" | "deliveryTerms"
> = {
  validUntil: "validUntil",
  currency: "currency",
  incoterm: "incoterm",
  destinationPort: "port",
  limit: "cargoLimit",
  paymentTerms: "paymentTerms",
  deliveryTerms: "deliveryTerms",
};

/** What the buyer will get, before it goes: the mail as composed and its PDF, with the one button that sends it. */
function DraftPreview({
  draft,
  enquiryId,
  sending,
}: {
  draft: NonNullable<Route.ComponentProps["loaderData"]["draft"]>;
  enquiryId: string;
  sending: boolean;
}) {
  const text = useDashboardMessages().quotes;
  const rows: [string, string][] = [
    [text.mailTo, draft.mail.to],
    ...(draft.mail.replyTo ? [[text.mailReplyTo, draft.mail.replyTo] as [string, string]] : []),
    [text.mailSubject, draft.mail.subject],
    [text.mailAttachment, draft.mail.attachments.join(", ")],
  ];
  return (
    <section
      aria-labelledby="quote-preview-heading"
      className="space-y-4 rounded-lg border-2 border-brand-700 bg-white p-5 shadow-sm"
      data-quote-preview
    >
      <h2 id="quote-preview-heading" className="text-lg font-semibold">
        {text.previewHeading(draft.reference)}
      </h2>
      <p className="text-sm text-stone-700">{text.previewHint}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <pre
        className="max-h-80 overflow-auto rounded border border-stone-200 bg-stone-50 p-3 font-sans text-sm whitespace-pre-wrap"
        data-quote-mail-text
      >
        {draft.mail.text}
      </pre>
      <a
        href={`/dashboard/quote-pdfs/${draft.quoteId}/buyer`}
        target="_blank"
        rel="noreferrer"
        className="inline-block font-medium text-brand-700 underline"
      >
        {text.openPdf}
      </a>
      <div className="flex flex-wrap items-center gap-4">
        <Form method="post">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="quoteId" value={draft.quoteId} />
          <button
            type="submit"
            disabled={sending}
            className="rounded bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {sending ? text.sending : text.send}
          </button>
        </Form>
        <Link
          to={`/dashboard/quotes/${enquiryId}?${EDIT_PARAM}#quote-pricing-form`}
          className="rounded border border-stone-400 px-4 py-2 font-medium text-stone-800 hover:bg-stone-50"
        >
          {text.edit}
        </Link>
      </div>
    </section>
  );
}

export default function QuotePricing({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const language = useDashboardLanguage();
  const text = messages.quotes;
  const { request, versions, accepted, draft, editing, start, today, currencies, cargoLimitsKg, planSettings } = loaderData;
  const { enquiry } = request;
  const defaults = start.values;
  const schema = quotePricingFormSchema(text, today);
  const [form, fields] = useForm<QuotePricingFormValues, QuotePricing>({
    id: "quote-pricing-form",
    lastResult: actionData?.result,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const lines = fields.lines.getFieldList();
  const incoterm = (fields.incoterm.value as Incoterm | undefined) ?? defaults.incoterm;
  const charges = chargesFor(incoterm);
  const total = typedTotal(
    request.lines,
    lines.map((line) => {
      const cells = line.getFieldset();
      return { price: String(cells.price.value ?? ""), unit: String(cells.unit.value ?? "") };
    }),
    {
      currency: (fields.currency.value as QuoteCurrency | undefined) ?? defaults.currency,
      incoterm,
      freight: String(fields.freight.value ?? ""),
      insurance: String(fields.insurance.value ?? ""),
    },
  );
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const plan = plannedUnder(request.lines, planSettings, cargoLimitsKg, {
    limit: fields.limit.value ?? defaults.limit,
    kg: fields.limitKg.value,
  });
  const buyerLanguage = messages.translations.languageNames[enquiry.language];
  // The texts the buyer reads are typed in their language, right to left in Arabic.
  const written = { lang: languageEntry(enquiry.language).tag, dir: languageEntry(enquiry.language).direction };
  // A term the English stands in for is said so, and reads left to right as English.
  const termProps = (field: QuoteTermField) =>
    start.englishStandIns[field].includes(String(fields[field].value ?? ""))
      ? { hint: text.standsInEnglish(buyerLanguage), ...inEnglish }
      : written;
  const showForm = !accepted && (!draft || editing);
  return (
    <section className="space-y-4" aria-labelledby="quote-pricing-heading">
      <Link to="/dashboard" className="text-sm text-brand-700 underline underline-offset-4">
        {text.back}
      </Link>
      <h1 id="quote-pricing-heading" className="text-xl font-semibold">
        {text.title(enquiry.requestNumber ?? 0)}
      </h1>
      <p className="text-sm text-stone-700">
        {text.buyer}: {enquiry.firstName} {enquiry.lastName}, {enquiry.company}, {countryName(enquiry.country, language) ?? enquiry.country}{" "}
        · {enquiry.email}
      </p>
      {actionData?.sent && <Alert tone="success">{text.sent(actionData.sent)}</Alert>}
      {actionData?.sendError && <Alert tone="error">{actionData.sendError}</Alert>}
      {accepted && <Alert tone="success">{text.acceptedNotice(accepted.reference, accepted.on)}</Alert>}
      {versions.length > 0 && (
        <div className="rounded-lg bg-white p-4 shadow-sm">
          <h2 className="font-semibold">{text.versions}</h2>
          <ul className="mt-2 space-y-2 text-sm">
            {versions.map((version) => (
              <li key={version.id} className="flex flex-wrap gap-x-3" data-quote-version={version.reference}>
                <span className="font-medium">{version.reference}</span>
                <span className="text-stone-600">{version.madeOn}</span>
                <span data-quote-status={version.status}>{text.statuses[version.status]}</span>
                <a href={`/dashboard/quote-pdfs/${version.id}/buyer`} className="text-brand-700 underline">
                  {text.buyerPdf}
                </a>
                <a href={`/dashboard/quote-pdfs/${version.id}/owner`} className="text-brand-700 underline">
                  {text.ownerPdf}
                </a>
                {version.status === "changes-requested" && version.respondedOn && (
                  <p className="basis-full whitespace-pre-line text-stone-800" data-quote-response>
                    {text.asked(version.respondedOn, version.response)}
                  </p>
                )}
                {version.status === "accepted" && version.respondedOn && (
                  <p className="basis-full text-stone-800">{text.acceptedOn(version.respondedOn)}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {draft && !accepted && !editing && (
        <DraftPreview draft={draft} enquiryId={enquiry.id} sending={sending && navigation.formData?.get("intent") === "send"} />
      )}
      {showForm && (
        <Form method="post" {...getFormProps(form)} className="space-y-6 rounded-lg bg-white p-5 shadow-sm">
          {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
          {start.fromVersion !== null && (
            <div className="rounded border border-stone-200 bg-stone-50 p-3 text-sm" data-quote-differences>
              <p>{text.continuesFrom(start.fromVersion)}</p>
              {start.differences.length > 0 && (
                <>
                  <p className="mt-1 font-medium">{text.differsHeading}</p>
                  <ul className="list-disc ps-5">
                    {start.differences.map((difference) => (
                      <li key={difference.field} className="whitespace-pre-line">
                        {text.differs(text[differingLabels[difference.field]], difference.value, difference.defaultValue)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <ChoiceField field={fields.currency} legend={text.currency} type="radio" options={currencies} />
            <ChoiceField field={fields.incoterm} legend={text.incoterm} type="radio" options={incoterms} />
            <TextField field={fields.destinationPort} label={text.port} />
          </div>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <ChoiceField
              field={fields.limit}
              legend={text.cargoLimit}
              type="radio"
              options={[...cargoRoutes, CUSTOM_LIMIT]}
              labels={{
                ...Object.fromEntries(cargoRoutes.map((route) => [route, `${text.routes[route]} ${cargoLimitsKg[route]} kg`])),
                [CUSTOM_LIMIT]: text.customLimit,
              }}
            />
            <TextField
              field={fields.limitKg}
              label={text.customLimit}
              type="number"
              inputProps={{ min: CUSTOM_LIMIT_KG.min, max: CUSTOM_LIMIT_KG.max, step: 1 }}
              hint={enquiry.cargoLimitKg === null ? undefined : text.buyerLimit(formatDecimal(enquiry.cargoLimitKg, 0, "zh"))}
            />
          </div>
          {plan && (
            <section
              aria-labelledby="quote-pricing-plan"
              aria-live="polite"
              className="rounded border border-stone-200 p-4"
              data-quote-pricing-plan
            >
              <h2 id="quote-pricing-plan" className="font-semibold">
                {plan.heading}
              </h2>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {plan.facts.map((fact) => (
                  <div key={fact.label} className="contents">
                    <dt className="text-stone-600">{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <QuotePlanTable plan={plan} />
              {plan.notPlanned.map((line) => (
                <p key={line} className="mt-2 text-sm text-amber-900">
                  {line}
                </p>
              ))}
            </section>
          )}
          <fieldset>
            <legend className="text-lg font-semibold">{text.lines}</legend>
            <table className="mt-2 w-full text-sm">
              <thead className="text-stone-600">
                <tr>
                  <th className="py-1 text-start font-medium">{text.product}</th>
                  <th className="py-1 text-start font-medium">{text.kind}</th>
                  <th className="py-1 text-end font-medium">{text.slabs}</th>
                  <th className="py-1 text-start font-medium">{text.unitPrice}</th>
                  <th className="py-1 text-start font-medium">{text.priceUnit}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const asked = request.lines[index]!;
                  const cells = line.getFieldset();
                  const label = `${asked.productTitle} ${asked.thicknessMm} mm`;
                  return (
                    <tr key={line.key} className="border-t border-stone-100 align-top">
                      <td className="py-2">{asked.productTitle}</td>
                      <td className="py-2">{slabKindText(asked)}</td>
                      <td className="py-2 text-end tabular-nums">{asked.slabs}</td>
                      <td className="py-2">
                        <input
                          {...getInputProps(cells.price, { type: "text" })}
                          inputMode="decimal"
                          aria-label={`${text.unitPrice}: ${label}`}
                          className={`${inputClass} w-32`}
                        />
                        <p id={cells.price.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
                          {cells.price.errors?.join(" ")}
                        </p>
                      </td>
                      <td className="py-2">
                        <select {...getSelectProps(cells.unit)} aria-label={`${text.priceUnit}: ${label}`} className={`${inputClass} w-28`}>
                          {quoteUnits.map((unit) => (
                            <option key={unit} value={unit}>
                              {text.priceUnits[unit]}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            {charges.freight && <TextField field={fields.freight} label={text.freight} />}
            {charges.insurance && <TextField field={fields.insurance} label={text.insurance} />}
            <TextField field={fields.validUntil} label={text.validUntil} type="text" inputProps={{ type: "date", min: today }} />
          </div>
          <p className="text-sm text-stone-600">{text.termsLanguage(buyerLanguage)}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.paymentTerms} label={text.paymentTerms} lines={3} {...termProps("paymentTerms")} />
            <TextField field={fields.deliveryTerms} label={text.deliveryTerms} lines={3} {...termProps("deliveryTerms")} />
          </div>
          <TextField field={fields.note} label={text.note} lines={3} {...written} />
          <p className="text-lg font-semibold" aria-live="polite" data-quote-total>
            {text.total}: {total ?? "—"}
          </p>
          <button
            type="submit"
            disabled={sending}
            className="rounded bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {sending ? text.previewing : text.preview}
          </button>
        </Form>
      )}
    </section>
  );
}
