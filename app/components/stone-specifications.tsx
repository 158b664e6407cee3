import { Fragment } from "react";
import { isolateIn, withoutIsolates } from "~/i18n/bidi";
import { messagesFor } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import { formatSlabDimensions, type StoneAttributes } from "~/modules/catalogue/stone-attributes";
import { BidiValue } from "./bidi-text";

/** `onePerLine`: slab sizes are read one per line; the other lists as a sentence. */
export type SpecificationLine = { label: string; values: string[]; onePerLine?: boolean };

/** The lines of a product's specifications in the page's language; attributes the product does not have are left out. */
export function specificationLines(attributes: StoneAttributes, language: Language): SpecificationLine[] {
  const messages = messagesFor(language);
  const text = messages.stoneSpecifications;
  const lines: SpecificationLine[] = [
    { label: text.colour, values: attributes.colours.map((option) => option.label) },
    { label: text.pattern, values: attributes.patterns.map((option) => option.label) },
    { label: text.finishes, values: attributes.finishes.map((option) => option.label) },
    { label: text.thicknesses, values: attributes.thicknessesMm.map(text.thicknessValue) },
    {
      label: text.slabSizes,
      // A size's name may stand in English on an Arabic page: isolated, it keeps its place before its dimensions.
      values: attributes.slabSizes.map(
        (size) => `${messages.labelled(isolateIn(language, size.label, "auto"))}${formatSlabDimensions(size, language)}`,
      ),
      onePerLine: true,
    },
    { label: text.applications, values: attributes.applications },
    { label: text.certifications, values: attributes.certifications },
    ...attributes.specRows.map((row) => ({ label: row.label, values: [row.value] })),
  ];
  return lines.filter((line) => line.values.length > 0);
}

/** The product's attributes as schema.org PropertyValues for the product page's structured data; none, no property at all. */
export function specificationProperties(attributes: StoneAttributes, language: Language) {
  const separator = messagesFor(language).listSeparator;
  const properties = specificationLines(attributes, language).map((line) => ({
    "@type": "PropertyValue" as const,
    name: line.label,
    value: withoutIsolates(line.values.join(separator)),
  }));
  return properties.length > 0 ? properties : undefined;
}

/** The product page's specifications: what buyers compare stones by, as a definition list. */
export function StoneSpecifications({ attributes, language }: { attributes: StoneAttributes; language: Language }) {
  const messages = messagesFor(language);
  const lines = specificationLines(attributes, language);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="specifications-heading" className="mt-10">
      <h2 id="specifications-heading" className="mb-3 text-2xl font-semibold">
        {messages.stoneSpecifications.heading}
      </h2>
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
        {lines.map((line, index) => (
          <div key={index} className="grid gap-1 px-4 py-2 sm:grid-cols-[14rem_1fr]">
            <dt className="font-medium text-stone-600">{line.label}</dt>
            {line.onePerLine ? (
              line.values.map((value) => (
                <dd key={value} className="text-stone-900 sm:col-start-2">
                  <BidiValue text={value} />
                </dd>
              ))
            ) : (
              // Each value isolated, so a Latin certification or an owner's "≤ 0.02%" keeps its order in an Arabic list.
              <dd className="text-stone-900">
                {line.values.map((value, position) => (
                  <Fragment key={position}>
                    {position > 0 && messages.listSeparator}
                    <BidiValue text={value} />
                  </Fragment>
                ))}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
