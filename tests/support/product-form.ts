import type { ProductFormValues } from "~/modules/catalogue/product-form";

/**
 * The editor's fields as the browser posts them: a ticked box as "on", an unticked one not at all,
 * ticked options once each, repeatable rows as Conform names them (`slabSizes[0].labelEn`) and
 * groups by their path (`translations.es.title`).
 */
export function posted(values: ProductFormValues): FormData {
  const body = new FormData();
  const add = (name: string, value: unknown) => {
    if (typeof value === "string") body.append(name, value);
    else if (typeof value === "boolean") {
      if (value) body.set(name, "on");
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        if (typeof item === "string") body.append(name, item);
        else for (const [key, part] of Object.entries(item as object)) add(`${name}[${index}].${key}`, part);
      }
    } else if (value && typeof value === "object") {
      for (const [key, part] of Object.entries(value)) add(`${name}.${key}`, part);
    }
  };
  for (const [name, value] of Object.entries(values)) add(name, value);
  return body;
}
