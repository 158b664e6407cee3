import type { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { HistoryLink } from "~/components/admin/form-field";
import { Alert } from "~/components/alert";
import { specLanguages, type SpecLanguage } from "~/i18n/languages";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { revisionsPath, type RevisionEntity } from "~/modules/revisions/revisions";
import { PAGE_DOCUMENT_ID, type DraftNotice } from "~/modules/site-settings/page-documents";

type PageDraftPanelProps = {
  entity: RevisionEntity;
  /** What the editor's loader read: the published version, the draft it saw and when that was saved (null without a draft). */
  editor: { version: number; draftStamp: string; draftSavedAt: string | null };
  /** The public page the document shows on, in each language; the preview links add `?preview=draft`. */
  pagePath: (language: SpecLanguage) => string;
  notice?: DraftNotice;
};

const successNotices = new Set<DraftNotice>(["draftSaved", "published", "discarded"]);

/** After a save, publish or discard the editor starts again from what is now stored; after a refusal it keeps what was typed. */
export const draftSettled = (notice: DraftNotice | undefined) => notice !== undefined && successNotices.has(notice);

/** Where the editor's draft stands, and the preview, publish, discard and history actions; plain forms and links, so no JavaScript is needed. */
export function PageDraftPanel({ entity, editor, pagePath, notice }: PageDraftPanelProps) {
  const text = useDashboardMessages().webPages;
  const { version, draftStamp, draftSavedAt } = editor;
  const previews = specLanguages.map((language) => ({
    href: `${pagePath(language)}?preview=draft`,
    label: language === "en" ? text.previewEn : text.previewZh,
  }));
  const seen = (
    <>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="draftStamp" value={draftStamp} />
    </>
  );
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm">
      {notice && <Alert tone={successNotices.has(notice) ? "success" : "error"}>{text.notices[notice]}</Alert>}
      <p>{version > 0 ? text.status.published(version) : text.status.neverPublished}</p>
      <p className={draftSavedAt ? "font-medium text-amber-800" : "text-stone-600"}>
        {draftSavedAt ? text.status.draft(draftSavedAt) : text.status.noDraft}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {previews.map((preview) => (
          <a
            key={preview.href}
            href={preview.href}
            target="_blank"
            rel="noopener"
            aria-describedby="preview-hint"
            className="rounded border border-brand-700 px-3 py-1.5 text-brand-800 hover:bg-brand-50"
          >
            {preview.label}
          </a>
        ))}
        {draftSavedAt && (
          <>
            <Form method="post">
              {seen}
              <button
                type="submit"
                name="intent"
                value="publish"
                className="rounded bg-brand-800 px-3 py-1.5 font-medium text-white hover:bg-brand-900"
              >
                {text.publish}
              </button>
            </Form>
            <Form method="post">
              {seen}
              <button
                type="submit"
                name="intent"
                value="discard"
                className="rounded border border-stone-300 px-3 py-1.5 hover:bg-stone-100"
              >
                {text.discard}
              </button>
            </Form>
          </>
        )}
        <HistoryLink to={revisionsPath(entity, PAGE_DOCUMENT_ID)} />
      </div>
      <p id="preview-hint" className="text-stone-500">
        {text.previewHint}
      </p>
    </div>
  );
}

type DraftEditorFormProps = PageDraftPanelProps & {
  formProps: ReturnType<typeof getFormProps>;
  formErrors?: string[];
  children: React.ReactNode;
};

/** A web-pages editor: where its draft stands, the form's errors, and the form that saves the draft, with what the editor saw. */
export function DraftEditorForm({ formProps, formErrors, children, ...panel }: DraftEditorFormProps) {
  const text = useDashboardMessages().webPages;
  const { version, draftStamp } = panel.editor;
  return (
    <>
      <PageDraftPanel {...panel} />
      {formErrors && <Alert tone="error">{formErrors.join(" ")}</Alert>}
      <Form
        key={draftSettled(panel.notice) ? `${version}-${draftStamp}` : "editing"}
        method="post"
        {...formProps}
        className="space-y-6 rounded-lg bg-white p-4 shadow-sm sm:p-5"
      >
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="draftStamp" value={draftStamp} />
        {children}
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.saveDraft}
        </button>
      </Form>
    </>
  );
}
