import path from "node:path";
import { z } from "zod";
import { parseBackupRetention, parseBackupTime } from "./backup-settings";
import { LOG_LEVELS } from "~/modules/observability/logger.server";

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** S3 storage is all or nothing: setting any of these requires the bucket, region and credentials. */
const s3Variables = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;
const requiredS3Variables = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const configSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    /** Absent: every address (IPv6 and IPv4), as Node listens by default. */
    HOST: z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: "must be an IP address or a host name such as 127.0.0.1" }).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// origin such as https://www.example.com" })
      .refine(
        (url) => URL.parse(url)?.href === `${URL.parse(url)?.origin}/`,
        "must be an origin without a path, such as https://www.example.com",
      )
      .transform((url) => new URL(url).origin)
      .optional(),
    OWNER_EMAILS: commaList
      .pipe(z.array(z.email()).min(1, "must name at least one address"))
      .default(["sales@example.com", "owner@example.com"]),
    MAIL_FROM: z.string().min(3).default("Quartz Catalogue <no-reply@localhost>"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
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
    /** Days raw page views (with their addresses and user agents) are kept; the analysis reads daily counts of every complete day, so any number is exact. */
    PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
    /** Days a stored file nothing uses any more (a replaced image's old files, an abandoned upload) is kept before the clean-up deletes it. */
    MEDIA_UNUSED_GRACE_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    /** When the daily backup starts, in SITE_TIME_ZONE, or "off". */
    BACKUP_TIME: z
      .string()
      .default("03:00")
      .transform((value, context) => {
        const time = parseBackupTime(value);
        if (time === undefined) context.addIssue({ code: "custom", message: 'must be a time such as 03:00, or "off"' });
        return time ?? null;
      }),
    /** How many daily, weekly and monthly backups are kept under DATA_DIR/backups. */
    BACKUP_RETENTION: z
      .string()
      .default("7,4,6")
      .transform((value, context) => {
        const retention = parseBackupRetention(value);
        if (!retention)
          context.addIssue({ code: "custom", message: "must be three counts: daily,weekly,monthly such as 7,4,6 (at least one daily)" });
        return retention ?? { daily: 7, weekly: 4, monthly: 6 };
      }),
    /** Memory for rendered public pages kept per instance (docs/decisions/016-page-cache.md); 0 renders every request. */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(65_536).default(64),
    /** Products on one page of the Brand Center, of its search results and of the dashboard's list (docs/decisions/024-paginated-catalogue.md). */
    CATALOGUE_PAGE_SIZE: z.coerce.number().int().min(4).max(200).default(24),
    SEED_DEMO: z.enum(["true", "false"]).default("true"),
    /** Whether this instance draws the rooms product pages ask for; "false" leaves them to another instance on the same database and storage (docs/decisions/046-room-composition-thread.md). */
    COMPOSE_ROOMS: z.enum(["true", "false"]).default("true"),
    /** Whether this instance draws the catalogue brochures again after each change; "false" draws them only when the dashboard asks (docs/decisions/052-catalogue-brochure.md). */
    BUILD_BROCHURES: z.enum(["true", "false"]).default("true"),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(256).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be 3-63 lowercase letters, digits, dots or hyphens")
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a region name such as us-east-1")
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === "production" && config.PUBLIC_URL === undefined) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "must be set when NODE_ENV=production: the origin visitors use, such as https://www.example.com",
      });
    }
    const given = s3Variables.find((name) => config[name] !== undefined);
    if (!given) return;
    for (const name of requiredS3Variables) {
      if (config[name] === undefined) context.addIssue({ code: "custom", path: [name], message: `must be set because ${given} is set` });
    }
  });

export type S3Config = {
  /** Absent for AWS itself, whose endpoint the SDK derives from the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Config = Omit<z.infer<typeof configSchema>, "PUBLIC_URL"> & {
  /** The one origin of every link the site writes (mails, canonical, sitemap, redirects), without a trailing slash. */
  PUBLIC_URL: string;
  dataDir: string;
  s3: S3Config | null;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value becomes one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Configuration error: ${issue.path.join(".")} ${issue.message}`);
  }
  return {
    ...result.data,
    // Outside production the site is reached on this machine; a request's own Host never names the origin.
    PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`,
    dataDir: path.resolve(result.data.DATA_DIR),
    s3: s3ConfigOf(result.data),
  };
}

function s3ConfigOf(config: z.infer<typeof configSchema>): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = config;
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    // Most S3-compatible servers (MinIO, s3rver, Ceph) only answer path-style requests; AWS prefers virtual hosts.
    forcePathStyle: S3_FORCE_PATH_STYLE ? S3_FORCE_PATH_STYLE === "true" : S3_ENDPOINT !== undefined,
  };
}

/** Express's "trust proxy" setting: a boolean, a hop count, or a list of addresses and subnet names. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((item) => item.trim());
}
