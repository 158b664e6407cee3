import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { inputClass } from "~/components/auth-shell";
import { DraftEditorForm, draftSettled } from "~/components/admin/page-draft-panel";
import { messagesFor, pagePath, type Language } from "~/i18n/language";
import { requireAdmin } from "~/modules/auth/guards.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import type { DraftNotice } from "~/modules/site-settings/page-documents";
import { handlePublishOrDiscard, saveDraft } from "~/modules/site-settings/page-drafts.server";
import { loadPageEditor } from "~/modules/site-settings/page-editor.server";
import { seoPages, type SeoPage } from "~/modules/site-settings/page-seo";
import { pageSeoFormSchema, pageSeoFormValues, pageSeoFromForm, seoFieldLimit } from "~/modules/site-settings/page-seo-form";
import type { Route } from "./+types/web-pages.seo";

const text = messagesFor("zh").admin.webPages;
const schema = pageSeoFormSchema(text);

export async function loader({ context }: Route.LoaderArgs) {
  const editor = await loadPageEditor(context, "pageSeo");
  return { ...editor, values: pageSeoFormValues(editor.editing), origin: siteUrl(context) };
}

type Answer = { result?: SubmissionResult<string[]>; notice?: DraftNotice };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { db } = context.services;
  const formData = await readFormData(request, 32 * 1024);
  const published = await handlePublishOrDiscard(db, "pageSeo", formData, admin);
  if (published) return data<Answer>({ notice: published.notice }, { status: published.status });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const { version, draftStamp, ...texts } = submission.value;
  const saved = await saveDraft(db, "pageSeo", pageSeoFromForm(texts), { version, draftStamp });
  if (saved === "saved") return data<Answer>({ result: submission.reply(), notice: "draftSaved" });
  return data<Answer>({ result: submission.reply(), notice: "changedMeanwhile" }, { status: 409 });
}

const builtInKeys = {
  home: ["homeTitle", "homeDescription"],
  about: ["aboutTitle", "aboutDescription"],
  brand: ["brandTitle", "brandDescription"],
  news: ["newsTitle", "newsDescription"],
  contact: ["contactTitle", "contactDescription"],
} as const satisfies Record<SeoPage, readonly [string, string]>;

const pathOf: Record<SeoPage, (language: Language) => string> = {
  home: pagePath.home,
  about: pagePath.about,
  brand: (language) => pagePath.brandCenter(language),
  news: pagePath.newsCenter,
  contact: pagePath.contact,
};

function builtInText(page: SeoPage, language: Language) {
  const meta = messagesFor(language).meta;
  const [title, description] = builtInKeys[page];
  return { title: meta[title], description: meta[description] };
}

/** An input with a live count of its characters against the length a search result shows. */
function CountedField({ field, label, max, lines, lang, builtIn }: { field: FieldMetadata<string>; label: string; max: number; lines?: number; lang: string; builtIn: string }) {
  const length = (field.value ?? "").trim().length;
  const counterId = `${field.id}-counter`;
  const hintId = `${field.id}-hint`;
  const describedBy = `${counterId} ${hintId}`;
  return (
    <div className="min-w-0">
      <label className="block text-sm font-medium" htmlFor={field.id}>
        {label}
      </label>
      {lines ? (
        <textarea {...getTextareaProps(field, { ariaDescribedBy: describedBy })} rows={lines} lang={lang} className={inputClass} placeholder={builtIn} />
      ) : (
        <input {...getInputProps(field, { type: "text", ariaDescribedBy: describedBy })} lang={lang} className={inputClass} placeholder={builtIn} />
      )}
      <p id={counterId} className={`mt-1 text-sm ${length > max ? "text-red-700" : "text-stone-500"}`}>
        {text.seo.counter(length, max)}
      </p>
      <p id={hintId} className="text-sm break-words text-stone-500">
        {text.seo.builtIn(builtIn)}
      </p>
      <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
        {field.errors?.join(" ")}
      </p>
    </div>
  );
}

/** How the page will look in a search result and as a shared link, from what is typed now (the built-in text where empty). */
function SnippetPreview({ title, description, url, lang }: { title: string; description: string; url: string; lang: string }) {
  const host = url.replace(/^https?:\/\//, "");
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      <figure className="min-w-0 rounded border border-stone-200 p-3">
        <figcaption className="mb-1 text-xs text-stone-600">{text.seo.searchPreview}</figcaption>
        <p className="truncate text-xs text-stone-600">{host}</p>
        <p lang={lang} className="truncate text-lg text-blue-800">
          {title}
        </p>
        <p lang={lang} className="line-clamp-2 text-sm text-stone-700">
          {description}
        </p>
      </figure>
      <figure className="min-w-0 overflow-hidden rounded border border-stone-200">
        <figcaption className="bg-stone-100 px-3 py-1 text-xs text-stone-700">{text.seo.socialPreview}</figcaption>
        <div className="p-3">
          <p className="truncate text-xs uppercase text-stone-600">{host.split("/")[0]}</p>
          <p lang={lang} className="line-clamp-2 font-semibold">
            {title}
          </p>
          <p lang={lang} className="line-clamp-2 text-sm text-stone-600">
            {description}
          </p>
        </div>
      </figure>
    </div>
  );
}

const languageParts = [
  { language: "en", lang: "en", title: "TitleEn", description: "DescriptionEn", titleLabel: text.seo.titleEn, descriptionLabel: text.seo.descriptionEn },
  { language: "zh", lang: "zh-CN", title: "TitleZh", description: "DescriptionZh", titleLabel: text.seo.titleZh, descriptionLabel: text.seo.descriptionZh },
] as const;

export default function PageSeoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const saved = draftSettled(actionData?.notice);
  const [form, fields] = useForm({
    id: "page-seo-form",
    lastResult: saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{text.seo.intro}</p>
      <DraftEditorForm
        entity="page-seo"
        editor={loaderData}
        pagePath={pagePath.home}
        notice={actionData?.notice}
        formProps={getFormProps(form)}
        formErrors={form.errors}
      >
        {seoPages.map((page) => (
          <fieldset key={page} className="min-w-0 space-y-4 border-t border-stone-200 pt-4 first:border-0 first:pt-0">
            <legend className="font-semibold">{text.seo.pages[page]}</legend>
            {languageParts.map((part) => {
              const title = fields[`${page}${part.title}`];
              const description = fields[`${page}${part.description}`];
              const builtIn = builtInText(page, part.language);
              return (
                <div key={part.language} className="space-y-3">
                  <div className="grid gap-3 md:grid-cols-2">
                    <CountedField field={title} label={part.titleLabel} max={seoFieldLimit(part.title)} lang={part.lang} builtIn={builtIn.title} />
                    <CountedField
                      field={description}
                      label={part.descriptionLabel}
                      max={seoFieldLimit(part.description)}
                      lines={3}
                      lang={part.lang}
                      builtIn={builtIn.description}
                    />
                  </div>
                  <SnippetPreview
                    title={title.value?.trim() || builtIn.title}
                    description={description.value?.trim() || builtIn.description}
                    url={`${loaderData.origin}${pathOf[page](part.language)}`}
                    lang={part.lang}
                  />
                </div>
              );
            })}
          </fieldset>
        ))}
      </DraftEditorForm>
    </div>
  );
}
