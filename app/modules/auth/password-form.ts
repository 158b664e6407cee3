import { z } from "zod";
import type { Messages } from "~/i18n/en";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

/** A new password typed twice; messages in the page's language. */
export function newPasswordSchema(messages: Messages["auth"]) {
  return z
    .object({
      password: z
        .string()
        .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort(PASSWORD_MIN_LENGTH))
        .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong(PASSWORD_MAX_LENGTH)),
      confirmation: z.string().max(PASSWORD_MAX_LENGTH),
    })
    .refine((values) => values.password === values.confirmation, { message: messages.passwordsDiffer, path: ["confirmation"] });
}
