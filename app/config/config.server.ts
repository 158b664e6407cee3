import path from "node:path";
import { z } from "zod";

const commaList = z
  .string()
  .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  OWNER_EMAILS: commaList
    .pipe(z.array(z.email()).min(1, "must name at least one address"))
    .default(["sales@example.com", "owner@example.com"]),
  MAIL_FROM: z.string().min(3).default("Quartz Catalogue <no-reply@localhost>"),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/, ]+|loopback|linklocal|uniquelocal)$/, "must be true, false, a hop count or addresses")
    .default("loopback")
    .transform(parseTrustProxy),
  SITE_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "is not a known IANA time zone")
    .default("Asia/Shanghai"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(256).optional(),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment once; a bad value becomes one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Configuration error: ${issue.path.join(".")} ${issue.message}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

/** Express's "trust proxy" setting: a boolean, a hop count, or a list of addresses and subnet names. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((item) => item.trim());
}
