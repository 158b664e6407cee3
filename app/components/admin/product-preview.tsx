import { useEffect, useRef } from "react";
import { ProductDetail } from "~/components/product-detail";
import { specLanguages, type SpecLanguage } from "~/i18n/languages";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { ProductPreview as Preview } from "~/modules/catalogue/product-preview.server";

/**
 * The product as its public page (`routes/_public/product.tsx`) will show it, in both languages,
 * before it is saved: same breadcrumb, photo, size lines, keywords, category and paragraphs.
 * Links are plain text here, because the page does not exist yet.
 */
export function ProductPreview({ preview }: { preview: Preview }) {
  const text = useDashboardMessages().products;
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
      {specLanguages.map((language) => (
        <PreviewPage key={language} preview={preview} language={language} />
      ))}
    </section>
  );
}

function PreviewPage({ preview, language }: { preview: Preview; language: SpecLanguage }) {
  const text = useDashboardMessages().products;
  const page = preview.pages[language];
  const label = language === "en" ? text.previewSection.englishPage : text.previewSection.chinesePage;
  return (
    <article
      aria-label={label}
      lang={language === "zh" ? "zh-CN" : "en"}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <p lang="zh-CN" className="mb-3 text-xs font-medium uppercase tracking-wide text-stone-500">
        {label}
      </p>
      <ProductDetail
        language={language}
        links={false}
        titleAs="h3"
        imageSizes="(min-width: 1024px) 420px, 100vw"
        product={{ ...page, photo: preview.photo, category: page.category }}
      />
    </article>
  );
}
