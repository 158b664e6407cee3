import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { ChoiceField, HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { MediaPicker } from "~/components/admin/media-picker";
import { TranslationGroups } from "~/components/admin/translation-groups";
import { Alert } from "~/components/alert";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { readFormData } from "~/modules/http/request-body.server";
import { listMediaChoices } from "~/modules/media/media.server";
import { quoteCurrencies } from "~/database/schema";
import {
  bankDetailFields,
  cargoRoutes,
  formatQuoteNumber,
  numberFormatProblem,
  QUOTE_SETTINGS_ID,
  quoteSettingsLimits,
} from "~/modules/quotes/quote-settings";
import {
  newThicknessRow,
  quoteSettingsFormSchema,
  quoteSettingsFormValues,
  quoteSettingsFromForm,
  quoteSettingsLabelledFields,
  translatedTermFields,
  type QuoteSettingsFormValues,
} from "~/modules/quotes/quote-settings-form";
import { readQuoteSettings, saveQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { revisionsPath } from "~/modules/revisions/revisions";
import { saveOverLoadedVersion, type VersionedSaveAnswer } from "./versioned-save.server";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/quote-settings";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

const historyPath = revisionsPath("quote-settings", QUOTE_SETTINGS_ID);

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "settings");
  const { db, config } = context.services;
  const [stored, mediaChoices, servedLanguages] = await Promise.all([readQuoteSettings(db), listMediaChoices(db), readServedLanguages(db)]);
  return {
    values: quoteSettingsFormValues(stored.settings),
    version: stored.version,
    mediaChoices,
    servedLanguages,
    // The number format's example is dated on the server, so the page and its hydration agree.
    today: new Date().toISOString(),
    timeZone: config.SITE_TIME_ZONE,
  };
}

type Answer = VersionedSaveAnswer;

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "settings");
  const { db } = context.services;
  const messages = dashboardMessages(context).admin;
  const text = messages.quoteSettings;
  const schema = quoteSettingsFormSchema(text);
  // Every term at its limit in all five languages, each Chinese or Arabic letter percent-encoded as up to nine bytes, fits.
  const submission = parseWithZod(await readFormData(request, 128 * 1024), { schema });
  // Without JavaScript, adding and removing a thickness come here as intents: the answer is the form with the row changed, nothing saved.
  if (submission.status === undefined) return data<Answer>({ result: submission.reply() });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const settings = quoteSettingsFromForm(submission.value, (await readQuoteSettings(db)).settings, new Date());
  return saveOverLoadedVersion(submission, settings, {
    save: () => saveQuoteSettings(db, settings, submission.value.version, admin),
    readLatest: async () => {
      const latest = await readQuoteSettings(db);
      return { document: latest.settings, version: latest.version };
    },
    labelled: (document) => quoteSettingsLabelledFields(document, text, messages.translations),
    changedMeanwhile: text.errors.changedMeanwhile,
  });
}

const sectionClass = "min-w-0 space-y-4 rounded-lg bg-white p-5 shadow-sm";
const legendClass = "float-left mb-2 w-full text-lg font-semibold";

/** A whole number's field, with its bounds for the browser's spinner. */
function NumberField({ field, label, bounds }: { field: FieldMetadata<string>; label: string; bounds: { min: number; max: number } }) {
  return <TextField field={field} label={label} type="number" inputProps={{ ...bounds, step: 1 }} />;
}

/** How a quote of this month with sequence number 1 is numbered, while the typed format is usable. */
function numberExample(format: unknown, today: string, timeZone: string, text: AdminMessages["quoteSettings"]): string | undefined {
  if (typeof format !== "string" || numberFormatProblem(format.trim())) return undefined;
  return text.numberExample(formatQuoteNumber(format.trim(), { date: new Date(today), sequence: 1, timeZone }));
}

export default function QuoteSettingsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().quoteSettings;
  const schema = quoteSettingsFormSchema(text);
  const [form, fields] = useDashboardForm(schema, {
    id: "quote-settings-form",
    lastResult: actionData?.saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
  });
  const theirs = actionData?.theirs;
  const limits = quoteSettingsLimits;
  const thicknessList = fields.thicknesses;
  const thicknessRows = thicknessList.getFieldList();
  const cargoLimits = fields.cargoLimitsKg.getFieldset();
  const bankDetails = fields.bankDetails.getFieldset();
  const example = numberExample(fields.numberFormat.value ?? fields.numberFormat.initialValue, loaderData.today, loaderData.timeZone, text);
  return (
    <section className="space-y-4" aria-labelledby="quote-settings-heading">
      <h1 id="quote-settings-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <HistoryLink to={historyPath} />
      {actionData?.saved && <Alert tone="success">{text.saved}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {theirs && <TheirValues lines={theirs.lines} historyPath={historyPath} />}
      {/* After a successful save the form starts again from what is now stored. */}
      <Form key={actionData?.saved ? loaderData.version : "editing"} method="post" {...getFormProps(form)} className="space-y-6">
        <input type="hidden" name="version" value={theirs?.version ?? loaderData.version} />
        {/* Enter in a field clicks the form's first submit button: this one saves, rather than removing the first thickness. */}
        <button type="submit" hidden tabIndex={-1} />
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{text.slabs.heading}</legend>
          <p className="clear-both text-sm text-stone-600">{text.slabs.hint}</p>
          <p id={thicknessList.errorId} className="text-sm text-red-700 empty:hidden">
            {thicknessList.errors?.join(" ")}
          </p>
          <ol className="space-y-3">
            {thicknessRows.map((row, index) => {
              const thickness = row.getFieldset();
              const values = (row.value ?? row.initialValue ?? {}) as Partial<QuoteSettingsFormValues["thicknesses"][number]>;
              const name = text.slabs.row(values.thicknessMm?.trim() ?? "");
              return (
                <li key={row.key}>
                  <fieldset className="min-w-0 rounded border border-stone-200 p-3">
                    <legend className="px-1 font-medium">{name}</legend>
                    <div className="grid items-start gap-3 sm:grid-cols-[repeat(5,1fr)_auto]">
                      <NumberField field={thickness.thicknessMm} label={text.fields.thicknessMm} bounds={limits.thicknessMm} />
                      <NumberField field={thickness.kgPerM2} label={text.fields.kgPerM2} bounds={limits.kgPerM2} />
                      <NumberField
                        field={thickness.minSlabsPerBundle}
                        label={text.fields.minSlabsPerBundle}
                        bounds={limits.slabsPerBundle}
                      />
                      <NumberField
                        field={thickness.maxSlabsPerBundle}
                        label={text.fields.maxSlabsPerBundle}
                        bounds={limits.slabsPerBundle}
                      />
                      <NumberField field={thickness.maxBundleKg} label={text.fields.maxBundleKg} bounds={limits.bundleKg} />
                      <button
                        {...form.remove.getButtonProps({ name: thicknessList.name, index })}
                        disabled={thicknessRows.length <= limits.thicknesses.min}
                        aria-label={text.slabs.removeLabel(name)}
                        className={`${buttonClass} self-end border-red-300 text-red-700 sm:mb-1`}
                      >
                        {text.slabs.remove}
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            {...form.insert.getButtonProps({ name: thicknessList.name, defaultValue: newThicknessRow })}
            disabled={thicknessRows.length >= limits.thicknesses.max}
            className={buttonClass}
          >
            {text.slabs.add}
          </button>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField field={fields.bundlesPerContainer} label={text.fields.bundlesPerContainer} bounds={limits.bundlesPerContainer} />
            <NumberField field={fields.frameKg} label={text.fields.frameKg} bounds={limits.frameKg} />
            <NumberField field={fields.tareKg} label={text.fields.tareKg} bounds={limits.tareKg} />
          </div>
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{text.limits.heading}</legend>
          <p className="clear-both text-sm text-stone-600">{text.limits.hint}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {cargoRoutes.map((route) => (
              <NumberField key={route} field={cargoLimits[route]} label={text.fields[route]} bounds={limits.cargoLimitKg} />
            ))}
          </div>
          <ChoiceField
            field={fields.defaultRoute}
            legend={text.fields.defaultRoute}
            type="radio"
            options={cargoRoutes}
            labels={text.routes}
          />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{text.quotes}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <ChoiceField field={fields.currencies} legend={text.fields.currencies} type="checkbox" options={quoteCurrencies} />
            <ChoiceField field={fields.defaultCurrency} legend={text.fields.defaultCurrency} type="radio" options={quoteCurrencies} />
            <NumberField field={fields.validityDays} label={text.fields.validityDays} bounds={limits.validityDays} />
            <div>
              <TextField
                field={fields.numberFormat}
                label={text.fields.numberFormat}
                lang="en"
                hint={text.numberFormatHint}
                inputProps={{ maxLength: limits.numberFormat, spellCheck: false }}
              />
              <p className="mt-1 text-sm text-stone-600 empty:hidden" aria-live="polite">
                {example}
              </p>
            </div>
          </div>
          <MediaPicker
            name={fields.logoImageId.name}
            legend={text.fields.logoImageId}
            choices={loaderData.mediaChoices}
            defaultValue={fields.logoImageId.initialValue}
            optional
            errors={fields.logoImageId.errors}
            errorId={fields.logoImageId.errorId}
          />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{text.terms}</legend>
          <div className="clear-both grid gap-4 md:grid-cols-2">
            <TextField field={fields.paymentTermsZh} label={text.fields.paymentTermsZh} lines={3} lang="zh-CN" />
            <TextField field={fields.deliveryTermsZh} label={text.fields.deliveryTermsZh} lines={3} lang="zh-CN" />
            <TextField field={fields.paymentTermsEn} label={text.fields.paymentTermsEn} lines={3} lang="en" />
            <TextField field={fields.deliveryTermsEn} label={text.fields.deliveryTermsEn} lines={3} lang="en" />
          </div>
          <TranslationGroups
            groups={fields.translations.getFieldset()}
            fieldNames={translatedTermFields}
            served={loaderData.servedLanguages}
          >
            {(translated, writtenIn) => (
              <div className="grid gap-4 md:grid-cols-2">
                {translatedTermFields.map((name) => (
                  <TextField key={name} field={translated[name]} label={text.translatedTerms[name]} lines={3} {...writtenIn} />
                ))}
              </div>
            )}
          </TranslationGroups>
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{text.letterhead.heading}</legend>
          <p className="clear-both text-sm text-stone-600">{text.letterhead.hint}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              field={fields.portOfLoading}
              label={text.fields.portOfLoading}
              lang="en"
              inputProps={{ maxLength: limits.portOfLoading }}
            />
            {bankDetailFields.map((name) => (
              <TextField
                key={name}
                field={bankDetails[name]}
                label={text.bankDetails[name]}
                lang="en"
                lines={name === "address" ? 2 : undefined}
                inputProps={{ maxLength: limits.bankDetail, spellCheck: false, ...(name === "swift" && { autoCapitalize: "characters" }) }}
              />
            ))}
          </div>
        </fieldset>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
    </section>
  );
}
