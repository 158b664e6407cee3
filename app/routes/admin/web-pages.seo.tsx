import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { inputClass } from "~/components/auth-shell";
import { DraftEditorForm, draftSettled } from "~/components/admin/page-draft-panel";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { pagePath } from "~/i18n/language-paths";
import type { TranslatedLanguage, Language } from "~/i18n/languages";
import { TranslationGroups, typedTranslations, type WrittenIn } from "~/components/admin/translation-groups";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import type { DraftNotice } from "~/modules/site-settings/page-documents";
import { handlePublishOrDiscard, readEditedDocument, saveDraft } from "~/modules/site-settings/page-drafts.server";
import { LiveSeoChecklist } from "~/components/admin/seo-checklist";
import { builtInSearchTexts, sitePageSearchTexts, type SearchTexts } from "~/modules/seo/search-texts";
import { sitePagesEditorSeo } from "~/modules/seo/seo-health.server";
import { editorFormIds, perLanguage, publicPath, sitePageSubject } from "~/modules/seo/seo-subjects";
import { loadPageEditor } from "~/modules/site-settings/page-editor.server";
import { seoLimitsIn, seoPages, type OwnPageTexts, type PageSeoTexts, type SeoPage } from "~/modules/site-settings/page-seo";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import {
  pageSeoFormSchema,
  pageSeoFormValues,
  pageSeoFromForm,
  seoFieldKinds,
  seoFieldLimit,
  seoTranslationFields,
  translationsFieldOf,
  type SeoFormField,
} from "~/modules/site-settings/page-seo-form";
import type { Route } from "./+types/web-pages.seo";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const editor = await loadPageEditor(context, "pageSeo");
  const { db } = context.services;
  const [seo, servedLanguages] = await Promise.all([sitePagesEditorSeo(db, editor.editing), readServedLanguages(db)]);
  return { ...editor, values: pageSeoFormValues(editor.editing), origin: siteUrl(context), seo, servedLanguages };
}

type Answer = { result?: SubmissionResult<string[]>; notice?: DraftNotice };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "content");
  const { db } = context.services;
  const formData = await readFormData(request, 32 * 1024);
  const published = await handlePublishOrDiscard(db, "pageSeo", formData, admin);
  if (published) return data<Answer>({ notice: published.notice }, { status: published.status });
  const text = dashboardMessages(context).admin.webPages;
  const schema = pageSeoFormSchema(text);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const { version, draftStamp, ...texts } = submission.value;
  const saved = await saveDraft(db, "pageSeo", pageSeoFromForm(texts, await readEditedDocument(db, "pageSeo"), new Date()), {
    version,
    draftStamp,
  });
  if (saved === "saved") return data<Answer>({ result: submission.reply(), notice: "draftSaved" });
  return data<Answer>({ result: submission.reply(), notice: "changedMeanwhile" }, { status: 409 });
}

/** An input with a live count of its characters against the length a search result shows. */
function CountedField({
  field,
  label,
  max,
  lines,
  lang,
  dir,
  builtIn,
}: {
  field: FieldMetadata<string>;
  label: string;
  max: number;
  lines?: number;
  lang: string;
  dir?: WrittenIn["dir"];
  builtIn: string;
}) {
  const text = useDashboardMessages().webPages;
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
        <textarea
          {...getTextareaProps(field, { ariaDescribedBy: describedBy })}
          rows={lines}
          lang={lang}
          dir={dir}
          className={inputClass}
          placeholder={builtIn}
        />
      ) : (
        <input
          {...getInputProps(field, { type: "text", ariaDescribedBy: describedBy })}
          lang={lang}
          dir={dir}
          className={inputClass}
          placeholder={builtIn}
        />
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

/** What a shared link to the page shows, from what is typed now (the built-in text where empty); the checklist shows the search result. */
function SharedLinkPreview({
  title,
  description,
  url,
  lang,
  dir,
}: {
  title: string;
  description: string;
  url: string;
  lang: string;
  dir?: WrittenIn["dir"];
}) {
  const text = useDashboardMessages().webPages;
  return (
    <figure className="min-w-0 overflow-hidden rounded border border-stone-200">
      <figcaption className="bg-stone-100 px-3 py-1 text-xs text-stone-700">{text.seo.socialPreview}</figcaption>
      <div className="p-3">
        <p className="truncate text-xs uppercase text-stone-600">{new URL(url).host}</p>
        <p lang={lang} dir={dir} className="line-clamp-2 font-semibold">
          {title}
        </p>
        <p lang={lang} dir={dir} className="line-clamp-2 text-sm text-stone-600">
          {description}
        </p>
      </div>
    </figure>
  );
}

const languageParts = [
  {
    language: "en",
    lang: "en",
    title: "TitleEn",
    description: "DescriptionEn",
    titleLabel: "titleEn",
    descriptionLabel: "descriptionEn",
  },
  {
    language: "zh",
    lang: "zh-CN",
    title: "TitleZh",
    description: "DescriptionZh",
    titleLabel: "titleZh",
    descriptionLabel: "descriptionZh",
  },
] as const;

type EditorFields = Record<SeoFormField, FieldMetadata<string>> & Record<ReturnType<typeof translationsFieldOf>, { value?: unknown }>;

const typed = (field: FieldMetadata<string>) => (field.value ?? "").trim();

/** The page texts as typed now over the edited ones, and each page's search results from them. */
function typedPageTexts(fields: EditorFields, editing: PageSeoTexts) {
  const own = pageSeoFromForm(
    {
      ...(Object.fromEntries(
        seoPages.flatMap((page) => seoFieldKinds.map((kind) => [`${page}${kind}`, typed(fields[`${page}${kind}`])])),
      ) as Record<SeoFormField, string>),
      ...(Object.fromEntries(
        seoPages.map((page) => [
          translationsFieldOf(page),
          typedTranslations(fields[translationsFieldOf(page)].value, seoTranslationFields),
        ]),
      ) as Record<ReturnType<typeof translationsFieldOf>, Record<TranslatedLanguage, OwnPageTexts>>),
    },
    editing,
    new Date(),
  );
  const results = Object.fromEntries(
    seoPages.map((page) => [page, perLanguage((language) => sitePageSearchTexts(own, page, language))]),
  ) as Record<SeoPage, Record<Language, SearchTexts>>;
  return { own, results };
}

export default function PageSeoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.webPages;
  const translationText = messages.translations;
  const schema = pageSeoFormSchema(text);
  const saved = draftSettled(actionData?.notice);
  const [form, fields] = useDashboardForm(schema, {
    id: editorFormIds.page,
    lastResult: saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
  });
  const seo = loaderData.seo;
  const typedTexts = typedPageTexts(fields, loaderData.editing);
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
              const builtIn = builtInSearchTexts(page, part.language);
              return (
                <div key={part.language} className="space-y-3">
                  <div className="grid gap-3 md:grid-cols-2">
                    <CountedField
                      field={title}
                      label={text.seo[part.titleLabel]}
                      max={seoFieldLimit(part.title)}
                      lang={part.lang}
                      builtIn={builtIn.title}
                    />
                    <CountedField
                      field={description}
                      label={text.seo[part.descriptionLabel]}
                      max={seoFieldLimit(part.description)}
                      lines={3}
                      lang={part.lang}
                      builtIn={builtIn.description}
                    />
                  </div>
                  <SharedLinkPreview
                    title={title.value?.trim() || builtIn.title}
                    description={description.value?.trim() || builtIn.description}
                    url={`${loaderData.origin}${publicPath({ kind: "page", id: page }, part.language, "")}`}
                    lang={part.lang}
                  />
                </div>
              );
            })}
            <TranslationGroups
              groups={fields[translationsFieldOf(page)].getFieldset()}
              fieldNames={seoTranslationFields}
              served={loaderData.servedLanguages}
              hint={translationText.seoHint}
            >
              {(translated, writtenIn, language) => {
                const builtIn = builtInSearchTexts(page, language);
                const limits = seoLimitsIn(language);
                return (
                  <div className="space-y-3">
                    <div className="grid gap-3 md:grid-cols-2">
                      <CountedField
                        field={translated.title}
                        label={translationText.seo.title}
                        max={limits.title}
                        builtIn={builtIn.title}
                        {...writtenIn}
                      />
                      <CountedField
                        field={translated.description}
                        label={translationText.seo.description}
                        max={limits.description}
                        lines={3}
                        builtIn={builtIn.description}
                        {...writtenIn}
                      />
                    </div>
                    <SharedLinkPreview
                      title={translated.title.value?.trim() || builtIn.title}
                      description={translated.description.value?.trim() || builtIn.description}
                      url={`${loaderData.origin}${publicPath({ kind: "page", id: page }, language, "")}`}
                      {...writtenIn}
                    />
                  </div>
                );
              }}
            </TranslationGroups>
            <LiveSeoChecklist
              results={typedTexts.results[page]}
              subjectWith={(sameTitle) =>
                sitePageSubject(page, typedTexts.own, {
                  images: seo[page].pictures.images,
                  imageFix: seo[page].pictures.fix,
                  sameTitle,
                  within: true,
                })
              }
              storedSameTitle={seo[page].sameTitle}
              except={`page:${page}`}
              heading={messages.seo.checklist.headingOf(text.seo.pages[page])}
              urls={perLanguage((language) => `${loaderData.origin}${publicPath({ kind: "page", id: page }, language, "")}`)}
            />
          </fieldset>
        ))}
      </DraftEditorForm>
    </div>
  );
}
