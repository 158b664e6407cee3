import type { ProductFormValues } from "~/modules/catalogue/product-form";

/**
 * The editor's fields as the browser posts them: a ticked box as "on", an unticked one not at all,
 * ticked options once each, and repeatable rows as Conform names them (`slabSizes[0].labelEn`).
 */
export function posted(values: ProductFormValues): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") body.set(name, value);
    else if (typeof value === "boolean") {
      if (value) body.set(name, "on");
    } else {
      for (const [index, item] of value.entries()) {
        if (typeof item === "string") body.append(name, item);
        else for (const [key, part] of Object.entries(item)) body.set(`${name}[${index}].${key}`, part);
      }
    }
  }
  return body;
}
