import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, type Editor, type JSONContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import "./rich-text-editor.css";
import { useState } from "react";
import type { RichTextDocument } from "~/database/schema";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { isAllowedHref, plainTextOfRichText } from "~/modules/news/rich-text";

type Props = {
  name: string;
  /** A field that carries the document's plain text beside it, so the form knows whether the body is written. */
  textName: string;
  initialContent: RichTextDocument;
  labelledBy: string;
  describedBy?: string;
  lang: string;
  dir?: "ltr" | "rtl";
};

/** Only what the allow-list keeps can be written, so what the owner sees here is what buyers see. */
const extensions = [
  StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, strike: false, underline: false, link: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    HTMLAttributes: { target: null, rel: "noopener noreferrer nofollow", class: null },
    isAllowedUri: (url) => isAllowedHref(url),
  }),
];

function ToolbarButton({ label, active, onClick }: { label: string; active?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      // Keeps the caret in the text, so a click on "bold" changes what is typed next rather than taking the focus away.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="rounded border border-stone-300 px-2 py-1 text-sm hover:bg-stone-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-100"
    >
      {label}
    </button>
  );
}

function askForLink(editor: Editor, prompt: string) {
  const current = editor.getAttributes("link").href as string | undefined;
  const href = window.prompt(prompt, current ?? "https://")?.trim();
  if (href === undefined) return;
  if (href === "") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  if (isAllowedHref(href)) editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
}

/**
 * The dashboard's rich-text editor (Tiptap), loaded only in the post editor. It writes the document
 * as JSON into a hidden field, so the form posts the same way with or without it, and its text into the
 * field the editor replaces.
 */
export default function RichTextEditor({ name, textName, initialContent, labelledBy, describedBy, lang, dir }: Props) {
  const text = useDashboardMessages().news.toolbar;
  const [content, setContent] = useState(initialContent);
  const editor = useEditor({
    extensions,
    // The allow-list's document is ProseMirror JSON, which is what Tiptap's JSONContent describes.
    content: initialContent as JSONContent,
    shouldRerenderOnTransaction: true,
    // Its inline <style> would break the content security policy; the same rules come from rich-text-editor.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-multiline": "true",
        role: "textbox",
        lang,
        ...(dir ? { dir } : {}),
        class:
          "min-h-48 space-y-3 px-3 py-2 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6",
      },
    },
    onUpdate: ({ editor: changed }) => setContent(changed.getJSON() as RichTextDocument),
  });
  return (
    <div className="mt-1 rounded border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-brand-700">
      <input type="hidden" name={name} value={JSON.stringify(content)} />
      <input type="hidden" name={textName} value={plainTextOfRichText(content)} />
      {editor && (
        <div role="toolbar" aria-label={text.label} className="flex flex-wrap gap-1 border-b border-stone-200 p-2">
          <ToolbarButton label={text.bold} active={editor.isActive("bold")} onClick={() => editor.chain().focus().toggleBold().run()} />
          <ToolbarButton
            label={text.italic}
            active={editor.isActive("italic")}
            onClick={() => editor.chain().focus().toggleItalic().run()}
          />
          <ToolbarButton
            label={text.heading2}
            active={editor.isActive("heading", { level: 2 })}
            onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
          />
          <ToolbarButton
            label={text.heading3}
            active={editor.isActive("heading", { level: 3 })}
            onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
          />
          <ToolbarButton
            label={text.bulletList}
            active={editor.isActive("bulletList")}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          />
          <ToolbarButton
            label={text.orderedList}
            active={editor.isActive("orderedList")}
            onClick={() => editor.chain().focus().toggleOrderedList().run()}
          />
          <ToolbarButton
            label={text.blockquote}
            active={editor.isActive("blockquote")}
            onClick={() => editor.chain().focus().toggleBlockquote().run()}
          />
          <ToolbarButton label={text.horizontalRule} onClick={() => editor.chain().focus().setHorizontalRule().run()} />
          <ToolbarButton label={text.link} active={editor.isActive("link")} onClick={() => askForLink(editor, text.linkPrompt)} />
          {editor.isActive("link") && (
            <ToolbarButton label={text.unlink} onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()} />
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
