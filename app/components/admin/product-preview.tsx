import { useEffect, useRef } from "react";
import { languages, messagesFor, type Language } from "~/i18n/language";
import type { ProductPreview as Preview } from "~/modules/catalogue/product-admin.server";

const text = messagesFor("zh").admin.products;

/**
 * The product as its public page (`routes/_public/product.tsx`) will show it, in both languages,
 * before it is saved: same breadcrumb, photo, size lines, keywords, category and paragraphs.
 * Links are plain text here, because the page does not exist yet.
 */
export function ProductPreview({ preview }: { preview: Preview }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Bring the preview into view where it appears, above the form the button sits in.
  useEffect(() => {
    heading.current?.focus();
  }, [preview]);
  return (
    <section aria-labelledby="product-preview-heading" className="space-y-4 rounded-lg border border-brand-600/30 bg-brand-50 p-4">
      <div>
        <h3 id="product-preview-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {text.previewSection.heading}
        </h3>
        <p className="text-sm text-stone-600">{text.previewSection.note}</p>
      </div>
      {languages.map((language) => (
        <PreviewPage key={language} preview={preview} language={language} />
      ))}
    </section>
  );
}

function PreviewPage({ preview, language }: { preview: Preview; language: Language }) {
  const messages = messagesFor(language);
  const page = preview.pages[language];
  const label = language === "en" ? text.previewSection.englishPage : text.previewSection.chinesePage;
  return (
    <article aria-label={label} lang={language === "zh" ? "zh-CN" : "en"} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <p lang="zh-CN" className="mb-3 text-xs font-medium uppercase tracking-wide text-stone-500">
        {label}
      </p>
      <ol className="mb-4 flex flex-wrap items-center gap-1 text-sm text-stone-600">
        <li>{messages.nav.home}</li>
        <li aria-hidden="true">&gt;</li>
        <li>{messages.nav.brandCenter}</li>
        <li aria-hidden="true">&gt;</li>
        <li>{page.categoryTitle ?? messages.product.uncategorised}</li>
        <li aria-hidden="true">&gt;</li>
        <li className="font-medium text-stone-900">{page.title}</li>
      </ol>
      <div className="grid gap-6 md:grid-cols-2">
        <img
          src={preview.photo.src}
          srcSet={preview.photo.srcSet}
          sizes="(min-width: 768px) 420px, 100vw"
          width={preview.photo.width}
          height={preview.photo.height}
          alt={page.title}
          className="w-full rounded-lg object-cover shadow"
        />
        <div>
          <h4 className="text-2xl font-semibold text-stone-900">{page.title}</h4>
          <ul className="mt-4 space-y-1 text-stone-700">
            <li>{messages.product.size}</li>
            <li>{messages.product.thickness}</li>
          </ul>
          {page.keywords.length > 0 && (
            <p className="mt-4 text-sm">
              <span className="font-medium">{messages.product.keywords}: </span>
              {page.keywords.join(", ")}
            </p>
          )}
          {page.categoryTitle && (
            <p className="mt-2 text-sm">
              <span className="font-medium">{messages.product.category}: </span>
              <span className="text-brand-700">{page.categoryTitle}</span>
            </p>
          )}
          <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
            {page.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
