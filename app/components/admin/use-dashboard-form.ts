import { type Submission, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A dashboard form checked by the schema the server parses it with (docs/decisions/006): its constraints become the
 * inputs' attributes, so a page without JavaScript is held to them too; in the browser a field is checked when it is
 * left (or, with `shouldValidate: "onSubmit"`, at sending) and again at each keystroke once its error shows. `Values`
 * is the shape the form's fields are read in: the schema's input, or the values a loader gives it to edit.
 */
export function useDashboardForm<Schema extends FormSchema, Values extends Record<string, unknown> = z.input<Schema>>(
  schema: Schema,
  options: Omit<Parameters<typeof useForm<Values, z.output<Schema>>>[0], "constraint" | "onValidate" | "shouldRevalidate">,
) {
  return useForm<Values, z.output<Schema>>({
    shouldValidate: "onBlur",
    ...options,
    constraint: getZodConstraint(schema),
    // The fields are read as `Values`, which the schema's input describes as the server reads them.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as unknown as Submission<Values, string[], z.output<Schema>>,
    shouldRevalidate: "onInput",
  });
}
