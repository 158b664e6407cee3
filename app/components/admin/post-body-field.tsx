import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { inputClass } from "~/components/auth-shell";
import type { RichTextDocument } from "~/database/schema";
import { richTextFromPlainText } from "~/modules/news/rich-text";

// Loaded after the page is interactive and only here, so no public page and no first paint carries editor code.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

type Props = {
  json: FieldMetadata<string>;
  plainText: FieldMetadata<string>;
  stored: RichTextDocument | null;
  storedText: string;
  label: string;
  hint: string;
  lang: string;
  dir?: "ltr" | "rtl";
};

/**
 * A post body: a plain textarea as the server renders it (so the post can be written without
 * JavaScript), replaced by the rich-text editor once the browser runs scripts. Text typed before the
 * editor arrives is carried into it.
 */
export function PostBodyField({ json, plainText, stored, storedText, label, hint, lang, dir }: Props) {
  const enhanced = useHydrated();
  const [typed, setTyped] = useState<string | null>(null);
  const labelId = `${plainText.id}-label`;
  const hintId = `${plainText.id}-hint`;
  const errors = [...(json.errors ?? []), ...(plainText.errors ?? [])];
  const textarea = (
    <textarea
      {...getTextareaProps(plainText, { ariaDescribedBy: hintId })}
      defaultValue={typed ?? (plainText.initialValue as string | undefined) ?? storedText}
      onChange={(event) => setTyped(event.target.value)}
      rows={10}
      lang={lang}
      dir={dir}
      className={inputClass}
    />
  );
  const initialContent =
    typed !== null && typed !== storedText ? richTextFromPlainText(typed) : (stored ?? richTextFromPlainText(storedText));
  return (
    <div>
      <label id={labelId} className="block text-sm font-medium" htmlFor={plainText.id}>
        {label}
      </label>
      {enhanced ? (
        <Suspense fallback={textarea}>
          <RichTextEditor
            name={json.name}
            textName={plainText.name}
            initialContent={initialContent}
            labelledBy={labelId}
            describedBy={errors.length > 0 ? json.errorId : undefined}
            lang={lang}
            dir={dir}
          />
        </Suspense>
      ) : (
        textarea
      )}
      {!enhanced && (
        <p id={hintId} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      )}
      <p id={json.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
        {errors.join(" ")}
      </p>
    </div>
  );
}
