import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { type Language, languages } from "../i18n/languages";
import type { LanguageTexts, TextTimes } from "../i18n/owner-texts";
import type { ChatWebhook } from "./chat-webhooks";
import type { DashboardLanguage, Role } from "./roles";
import { scenePlacements, type SceneSurface } from "./scene-surface";
import type { QuoteLetterhead, StoredPlanSettings } from "./sent-quote-documents";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The people who run the site. The first account is the owner; the owner invites the rest, each with a role
 * (app/modules/auth/permissions.ts, docs/decisions/054-team-roles.md).
 */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** owner, editor, translator or sales: no default, so no account is made an owner by leaving it out. */
  role: text("role").$type<Role>().notNull(),
  /** How colleagues, the audit log and a buyer's quote name the person. */
  name: text("name").notNull().default(""),
  /** The languages a translator may write; empty for the other roles, who hold every language or none. */
  translatorLanguages: text("translator_languages").array().$type<Language[]>().notNull().default(sql`'{}'::text[]`),
  /** The dashboard speaks English or Chinese per person; Chinese was the one dashboard language before. */
  dashboardLanguage: text("dashboard_language").$type<DashboardLanguage>().notNull().default("zh"),
  /** How a buyer reaches the person when they are the contact on a quote (docs/decisions/055-enquiry-routing.md). */
  whatsapp: text("whatsapp").notNull().default(""),
  wechat: text("wechat").notNull().default(""),
  phone: text("phone").notNull().default(""),
  /** Whether an enquiry assigned to the person is mailed to them; the owners' list gets it when nothing reaches them. */
  notifyByMail: boolean("notify_by_mail").notNull().default(true),
  /** A chat robot each enquiry assigned to the person is also posted to; null when none. */
  chatWebhook: jsonb("chat_webhook").$type<ChatWebhook>(),
  /** A disabled account cannot sign in and has no session; the owner may enable it again. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** When a session was last made for the account (a sign-in, an accepted invitation), for the owner's list of accounts. */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Someone the owner invited who has not accepted yet (docs/decisions/054-team-roles.md): the address, and the role,
 * name and languages their account will start with. The link's token is an `auth_tokens` row of purpose "invitation";
 * accepting makes the account and deletes this row, and a new invitation to the same address replaces it.
 */
export const invitations = pgTable("invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  role: text("role").$type<Role>().notNull(),
  name: text("name").notNull().default(""),
  translatorLanguages: text("translator_languages").array().$type<Language[]>().notNull().default(sql`'{}'::text[]`),
  /** The inviter's dashboard language: the mail's and the acceptance page's, and the new account's to start with. */
  language: text("language").$type<DashboardLanguage>().notNull(),
  invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** A session's id is the SHA-256 of the cookie token, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    /** When the person last proved who they are here (sign-in or re-authentication): sensitive actions ask again after a while. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * An account's passkeys (WebAuthn credentials), each named by its owner. `id` is the credential id (base64url) the
 * authenticator answers with; `publicKey` its COSE public key (base64url); `counter` the signature counter it last sent.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("passkeys_user_idx").on(table.userId)],
);

/**
 * An account's authenticator app (TOTP, RFC 6238): its base32 secret, confirmed once a first code matched, and the
 * last time step a code was accepted for, so a code cannot be used twice.
 */
export const authenticatorApps = pgTable("authenticator_apps", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as their SHA-256 only; a new set replaces the old. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/**
 * Short-lived server-side records of the sign-in's second step and of WebAuthn ceremonies. The browser holds only a
 * random token whose SHA-256 is `id`; `challenge` is the WebAuthn challenge the next answer must sign.
 */
export const signInChallenges = pgTable("sign_in_challenges", {
  id: text("id").primaryKey(),
  purpose: text("purpose", { enum: ["second-step", "passkey-registration", "re-authentication"] }).notNull(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  challenge: text("challenge"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Single-use tokens mailed to an account (password reset, email verification, email change) or to someone invited,
 * whose token belongs to the invitation until it is accepted and then to the account it made.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    invitationId: uuid("invitation_id").references(() => invitations.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password-reset", "email-verification", "email-change", "invitation"] }).notNull(),
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("auth_tokens_invitation_idx").on(table.invitationId),
    check("auth_tokens_one_holder", sql`(${table.userId} is null) <> (${table.invitationId} is null)`),
  ],
);

/**
 * Every rate limit (sign-in and password checks, reset requests, enquiries, page-view beacons) as
 * one row per purpose and key, updated by a single upsert so concurrent requests on any instance
 * count exactly. `nextAt` is the earliest moment the next request is free; see rate-limit.server.ts.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    purpose: text("purpose").notNull(),
    key: text("key").notNull(),
    hits: integer("hits").notNull(),
    nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.purpose, table.key] }), index("rate_limits_expires_idx").on(table.expiresAt)],
);

/**
 * One stored file of an image; `crop: "portrait"` marks the tall crops phones are shown instead of the
 * landscape picture, `crop: "share"` the 1200 × 630 JPEG that link previews (Open Graph, X) show.
 */
export type PhotoVariant = { width: number; height: number; format: "webp" | "jpeg" | "avif"; key: string; crop?: "portrait" | "share" };

/** A library image's own texts: its description for those who cannot see it (docs/decisions/048-owner-texts-one-shape.md). */
export type MediaTexts = { alt: string };

/**
 * Every uploaded image (product photos, slides, About and category pictures, news covers, the WeChat
 * QR code), stored once as responsive variants under `baseKey`. What uses an image refers to its id
 * (product photos by their address); the media module finds the uses, refuses to delete an image in
 * use, and removes the files of one left unused past the grace period.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    baseKey: text("base_key").notNull().unique(),
    filename: text("filename").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    /**
     * Which recipe of derived files (portrait crops, AVIF) the background job has applied; an upload
     * starts at 1 (landscape WebP and JPEG), so a newer recipe fills in every image, old or new.
     */
    variantRecipe: integer("variant_recipe").notNull().default(1),
    // An image is uploaded before it is described: its English alt text starts blank, as the column it replaced did.
    texts: jsonb("texts")
      .$type<LanguageTexts<MediaTexts>>()
      .notNull()
      .default({ en: { alt: "" } }),
    textTimes: jsonb("text_times").$type<TextTimes<MediaTexts>>().notNull().default({}),
    /** Set by the clean-up when it finds the image unused, cleared when it is used again. */
    unusedSince: timestamp("unused_since", { withTimezone: true }),
    /**
     * How many products show the image in their gallery, kept by a trigger on `product_photos`
     * (migration 0014), so the library reads a number instead of counting a photo 10,000 products share.
     */
    galleryProducts: integer("gallery_products").notNull().default(0),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** Who uploaded it, by address, written when their account is removed and `uploadedBy` empties (decision 054). */
    uploadedByEmail: text("uploaded_by_email").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_created_idx").on(table.createdAt)],
);

/**
 * A stored file nothing refers to any more (an abandoned upload, the files of a replaced image),
 * with when the clean-up first found it so; it is deleted once that is past the grace period, so
 * a page cached with the old address keeps its picture meanwhile.
 */
export const unusedFiles = pgTable("unused_files", {
  key: text("key").primaryKey(),
  unusedSince: timestamp("unused_since", { withTimezone: true }).notNull(),
});

/** A category's texts in each language (docs/requirements/languages.md#owner-texts-in-every-language). */
export type CategoryTexts = { title: string; description: string };

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  /** The category's address in the Brand Center; the id stays fixed so products keep their link when it changes. */
  slug: text("slug").notNull().unique(),
  texts: jsonb("texts").$type<LanguageTexts<CategoryTexts>>().notNull(),
  textTimes: jsonb("text_times").$type<TextTimes<CategoryTexts>>().notNull().default({}),
  imageId: uuid("image_id").references(() => media.id, { onDelete: "restrict" }),
  visible: boolean("visible").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The bilingual lists the owner manages in the dashboard, and buyers filter and compare by. */
export const attributeKinds = ["colour", "pattern", "finish"] as const;
export type AttributeKind = (typeof attributeKinds)[number];

/** An option's name in each language (docs/requirements/languages.md#owner-texts-in-every-language). */
export type AttributeOptionTexts = { label: string };

export const attributeOptions = pgTable(
  "attribute_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: attributeKinds }).notNull(),
    /** The option's value in Brand Center filter addresses (`?colour=white`), unique within its kind. */
    slug: text("slug").notNull(),
    texts: jsonb("texts").$type<LanguageTexts<AttributeOptionTexts>>().notNull(),
    textTimes: jsonb("text_times").$type<TextTimes<AttributeOptionTexts>>().notNull().default({}),
    sortOrder: integer("sort_order").notNull().default(0),
    /** How many products have the option, kept by a trigger on `product_options` (migration 0014), so the lists never count the catalogue. */
    productCount: integer("product_count").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("attribute_options_kind_slug_idx").on(table.kind, table.slug)],
);

/** A slab size's name, in every language it is written in (docs/decisions/048-owner-texts-one-shape.md). */
export type SlabSizeTexts = { label: string };

/**
 * A slab size as sold, e.g. Jumbo 3200 × 1600 mm; the pages show inches beside the millimetres. Its name is in
 * `texts`: English always, another language where written, the English standing in elsewhere
 * (docs/requirements/languages.md#owner-texts-in-every-language). As stored, `textTimes` says when each language's
 * name was written, so a name translated before its English changed shows as out of date; sizes saved before the
 * times were kept have none and count as written together (`staleFields`).
 */
export type SlabSize = {
  texts: LanguageTexts<SlabSizeTexts>;
  textTimes?: TextTimes<SlabSizeTexts>;
  lengthMm: number;
  widthMm: number;
};

/** A free specification row in one language, e.g. Density | 2.4 g/cm³. */
export type SpecRow = { label: string; value: string };

/**
 * An image's alt text in an added language, beside the English and Chinese a form asks for first
 * (docs/requirements/languages.md#owner-texts-in-every-language).
 */
export type AltTranslation = { alt: string };

/**
 * A post's texts in each language: it exists in a language when its title is written there, English included
 * (docs/requirements/languages.md#owner-texts-in-every-language); a post not written in English has a blank title and no body.
 */
export type PostTexts = { title: string; summary: string; body: RichTextDocument | null };

/** A product's texts in one language (docs/decisions/048-owner-texts-one-shape.md). */
export type ProductTexts = { title: string; description: string[]; keywords: string[]; applications: string[]; specRows: SpecRow[] };

/** A gallery photo's alt text in one language (docs/decisions/048-owner-texts-one-shape.md). */
export type ProductPhotoTexts = { alt: string };

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    texts: jsonb("texts").$type<LanguageTexts<ProductTexts>>().notNull(),
    textTimes: jsonb("text_times").$type<TextTimes<ProductTexts>>().notNull().default({}),
    photoUrl: text("photo_url").notNull(),
    filename: text("filename").notNull().default(""),
    photoVariants: jsonb("photo_variants").$type<PhotoVariant[]>().notNull().default([]),
    /** Whether `product_photos` holds a photo of the product: derived by triggers whenever the row or its gallery is written (migration 0014), never by the application. */
    hasGallery: boolean("has_gallery").notNull().default(false),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    visible: boolean("visible").notNull().default(true),
    homepage: boolean("homepage").notNull().default(true),
    /** The public order (docs/requirements/records.md#products): whole numbers as written, a midpoint between two neighbours after a move (docs/decisions/024-paginated-catalogue.md). */
    sortOrder: doublePrecision("sort_order").notNull().default(0),
    thicknessesMm: jsonb("thicknesses_mm").$type<number[]>().notNull().default([]),
    slabSizes: jsonb("slab_sizes").$type<SlabSize[]>().notNull().default([]),
    /** Names such as NSF, CE, SGS: the same in both languages. */
    certifications: jsonb("certifications").$type<string[]>().notNull().default([]),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    /** Who added it, by address, written when their account is removed and `addedBy` empties (decision 054). */
    addedByEmail: text("added_by_email").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_homepage_order_idx").on(table.homepage, table.sortOrder),
    index("products_order_idx").on(table.sortOrder, table.id),
    index("products_category_idx").on(table.categoryId),
    // The SEO checklist finds a title used twice by asking for the titles on screen, not reading the catalogue.
    index("products_title_en_idx").on(sql`(${table.texts}->'en'->>'title')`),
    index("products_title_zh_idx").on(sql`(${table.texts}->'zh'->>'title')`),
    // The media library finds the few products without a gallery by their photo's address prefix (LIKE 'base-%'), not by reading every product.
    index("products_without_gallery_idx").on(table.photoUrl.op("text_pattern_ops")).where(sql`not ${table.hasGallery}`),
  ],
);

/** A product's colour family, pattern and finishes: options of the managed lists, any number of each. */
export const productOptions = pgTable(
  "product_options",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    optionId: uuid("option_id")
      .notNull()
      .references(() => attributeOptions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.optionId] }), index("product_options_option_idx").on(table.optionId)],
);

/**
 * A product's gallery (slab, close-up, installed…) in the owner's order. The card photo is the one
 * the Brand Center and home cards show; the product's `photo_url` (docs/requirements/records.md#products) is kept equal to it.
 */
export const productPhotos = pgTable(
  "product_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    texts: jsonb("texts")
      .$type<LanguageTexts<ProductPhotoTexts>>()
      .notNull()
      .default({ en: { alt: "" } }),
    textTimes: jsonb("text_times").$type<TextTimes<ProductPhotoTexts>>().notNull().default({}),
    /** Raised by each save of the alt texts, which keeps a `gallery-photo` revision: a save or restore read from an older one is refused. */
    version: integer("version").notNull().default(1),
    isCard: boolean("is_card").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("product_photos_product_idx").on(table.productId, table.position),
    // Where an image is used (the media library, a delete's check): by image, without reading the galleries.
    index("product_photos_media_idx").on(table.mediaId, table.productId),
    uniqueIndex("product_photos_card_idx").on(table.productId).where(sql`${table.isCard}`),
  ],
);

export const enquirySources = ["homepage", "contact", "product", "collection", "quote"] as const;
export type EnquirySource = (typeof enquirySources)[number];

/** Where an enquiry stands in the owner's sales inbox; every enquiry starts as new. */
export const enquiryStatuses = ["new", "replied", "quoted", "won", "lost", "spam"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryRequests = ["question", "sample"] as const;
export type EnquiryRequest = (typeof enquiryRequests)[number];

/** The delivery terms a buyer asks a quote in: free on board at our port, or with freight (and insurance) to theirs. */
export const incoterms = ["FOB", "CFR", "CIF"] as const;
export type Incoterm = (typeof incoterms)[number];

/** Numbers quote requests in the order they arrive, for the buyer and the owner to name one by. */
export const quoteRequestNumbers = pgSequence("quote_request_numbers", { startWith: 1001 });

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull().default(""),
    source: text("source", { enum: enquirySources }).notNull(),
    language: text("language", { enum: languages }).notNull(),
    /** Kept as text, not a foreign key: the enquiry must survive the product's deletion. */
    productId: text("product_id"),
    productTitle: text("product_title"),
    collectionId: text("collection_id"),
    ipAddress: text("ip_address").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    notes: text("notes").notNull().default(""),
    /** Counts saves of the notes, so one owner's save never silently replaces another's. */
    notesVersion: integer("notes_version").notNull().default(0),
    /** The page the buyer sent it from, the site that sent them there and the campaign in that page's address. */
    pagePath: text("page_path").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /** From "Request a sample" or "Ask about this product", with the thickness and finish the buyer chose there. */
    request: text("request", { enum: enquiryRequests }),
    thicknessMm: integer("thickness_mm"),
    finish: text("finish"),
    /** ISO 3166-1 alpha-2 code: the buyer's own choice on a quote request, else from the shipped IP-to-country database; empty when unknown. */
    country: text("country").notNull().default(""),
    /** A quote request's: the buyer's company, the port the slabs go to, the Incoterm, and its number from `quote_request_numbers`. */
    company: text("company").notNull().default(""),
    destinationPort: text("destination_port").notNull().default(""),
    incoterm: text("incoterm", { enum: incoterms }),
    requestNumber: integer("request_number").unique(),
    /** A quote request's: the cargo limit the buyer planned their list under (their route's or their own figure), in kilograms; null on older requests. */
    cargoLimitKg: integer("cargo_limit_kg"),
    /** Who answers it: set by the routing rules when it arrives, changed in the inbox; null is nobody, the owners' list. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("enquiries_created_idx").on(table.createdAt),
    index("enquiries_status_created_idx").on(table.status, table.createdAt),
    index("enquiries_assignee_created_idx").on(table.assigneeId, table.createdAt),
  ],
);

/**
 * The owner's routing rules (docs/decisions/055-enquiry-routing.md), in order: a new enquiry goes to the account of the
 * first rule matching its page's language and, when the rule names one, its country; none matching, to nobody.
 */
export const enquiryRoutingRules = pgTable("enquiry_routing_rules", {
  id: uuid("id").primaryKey().defaultRandom(),
  position: integer("position").notNull(),
  language: text("language", { enum: languages }).notNull(),
  /** ISO 3166-1 alpha-2 code, or empty for any country. */
  country: text("country").notNull().default(""),
  assigneeId: uuid("assignee_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const quoteUnits = ["slab", "m2"] as const;

/**
 * A quote request's lines, as the buyer's list held them when sent: the product by id and English title (kept as
 * text: the request must survive the product's deletion), the kind of slab, the quantity as typed and the whole
 * slabs it comes to.
 */
export const quoteRequestLines = pgTable(
  "quote_request_lines",
  {
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    productTitle: text("product_title").notNull(),
    thicknessMm: integer("thickness_mm").notNull(),
    lengthMm: integer("length_mm").notNull(),
    widthMm: integer("width_mm").notNull(),
    /** The finish's English label when sent, so it reads the same after the option is renamed. */
    finish: text("finish"),
    quantity: integer("quantity").notNull(),
    unit: text("unit", { enum: quoteUnits }).notNull(),
    slabs: integer("slabs").notNull(),
  },
  (table) => [primaryKey({ columns: [table.enquiryId, table.position] })],
);

/**
 * Where a version of a priced quote stands: a draft the owner previews before it goes (never shown to the buyer), sent
 * to the buyer, answered, or replaced by a newer version (docs/decisions/043).
 */
export const quoteStatuses = ["draft", "sent", "accepted", "changes-requested", "superseded"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteTermFields = ["paymentTerms", "deliveryTerms"] as const;
export type QuoteTermField = (typeof quoteTermFields)[number];

export const quoteCurrencies = ["USD", "EUR", "CNY"] as const;
export type QuoteCurrency = (typeof quoteCurrencies)[number];

/** Numbers priced quotes in the owner's number format (its sequence token); every version of a request's quote keeps its number. */
export const quoteNumbers = pgSequence("quote_numbers", { startWith: 1 });

/**
 * A version of the owner's priced quote for a quote request (v1, v2…), as it was sent: prices in whole minor units,
 * the plan's settings and cargo limit it was planned with, the terms in the buyer's language, and the PDF that went out.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** Drawn from `quote_numbers` for a request's first quote, and the owner's format writes `number` from it. */
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    language: text("language", { enum: languages }).notNull(),
    currency: text("currency", { enum: quoteCurrencies }).notNull(),
    incoterm: text("incoterm", { enum: incoterms }).notNull(),
    destinationPort: text("destination_port").notNull(),
    cargoLimitKg: integer("cargo_limit_kg").notNull(),
    planSettings: jsonb("plan_settings").$type<StoredPlanSettings>().notNull(),
    freightMinor: integer("freight_minor").notNull().default(0),
    insuranceMinor: integer("insurance_minor").notNull().default(0),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    paymentTerms: text("payment_terms").notNull().default(""),
    deliveryTerms: text("delivery_terms").notNull().default(""),
    /** The terms that stand in English because the owner has none in the buyer's language: the PDF and the page mark them. */
    termsInEnglish: jsonb("terms_in_english").$type<QuoteTermField[]>().notNull().default([]),
    note: text("note").notNull().default(""),
    status: text("status", { enum: quoteStatuses }).notNull().default("sent"),
    /** SHA-256 of the buyer's private link's token: the token itself is only in the mail. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The PDF sent to the buyer, kept in the storage (never served as media) so it is never lost and an old version stays readable. */
    pdfKey: text("pdf_key").notNull(),
    /**
     * What the letterhead showed (company details, logo, port of loading, bank details), kept when the version's PDF is
     * drawn, so its page, the owner's copy and its mails show what was sent; null on versions drawn before it was kept,
     * which show the current ones.
     */
    letterhead: jsonb("letterhead").$type<QuoteLetterhead>(),
    /** The buyer's answer: what they asked to change, or empty on acceptance. */
    response: text("response").notNull().default(""),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** Who priced it, as their sign-in address then. */
    author: text("author"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("quotes_enquiry_version_idx").on(table.enquiryId, table.version)],
);

/** A priced quote's lines: the request's slabs with the owner's price, the product's title, size name and finish as the buyer reads them. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    title: text("title").notNull(),
    thicknessMm: integer("thickness_mm").notNull(),
    lengthMm: integer("length_mm").notNull(),
    widthMm: integer("width_mm").notNull(),
    finish: text("finish"),
    /** The slab size's name ("Jumbo", «Стандарт») as the buyer reads it; empty when the product names none, or on lines sent before names were kept. */
    sizeName: text("size_name").notNull().default(""),
    slabs: integer("slabs").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    priceUnit: text("price_unit", { enum: quoteUnits }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.quoteId, table.position] })],
);

/** "held": a quote's mail composed with its draft, which delivery skips until the owner confirms the draft (decision 043). */
export const mailStatuses = ["held", "pending", "sent"] as const;

/**
 * How a sent message left: handed to the mail server (SMTP_URL), only written to a file in the data folder because none
 * is set, or posted to a person's chat robot.
 */
export const mailTransportKinds = ["smtp", "file", "webhook"] as const;
export type MailTransportKind = (typeof mailTransportKinds)[number];

/** What the site sends by itself (notifications, account mails), replies someone wrote to a buyer in the dashboard, and priced quotes. */
export const mailKinds = ["automatic", "reply", "quote"] as const;

/** A file a mail carries, read from the storage when the mail is sent, so a retry sends the same bytes. */
export type MailAttachment = { filename: string; contentType: string; storageKey: string };

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: jsonb("to").$type<string[]>().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    /** The From header when it is not the configured sender; the configured sender stays the envelope sender. */
    fromAddress: text("from_address"),
    kind: text("kind", { enum: mailKinds }).notNull().default("automatic"),
    /** Who wrote a reply, as their sign-in address then, so the history still names them after their account is gone. */
    author: text("author"),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    /**
     * A mail carrying a link holds a placeholder instead, and the token it is for; the delivery
     * worker makes a fresh token and writes the link in at send time, so no usable link is stored.
     * A newer link of the same purpose deletes the token, and with it this mail if still unsent.
     */
    authTokenHash: text("auth_token_hash").references(() => authTokens.tokenHash, { onDelete: "cascade", onUpdate: "cascade" }),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /** Posted to this chat robot instead of mailed (`to` is then empty), retried as a mail is. */
    webhook: jsonb("webhook").$type<ChatWebhook>(),
    /** Held back during a flood: all pending digest rows to the same recipients go out together as one mail. */
    digest: boolean("digest").notNull().default(false),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Recorded with `sentAt`; null while pending, and for mails sent before it was recorded. */
    sentVia: text("sent_via", { enum: mailTransportKinds }),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("mail_outbox_enquiry_idx").on(table.enquiryId),
  ],
);

export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    url: text("url").notNull(),
    urlOrigin: text("url_origin").notNull(),
    urlPathname: text("url_pathname").notNull(),
    deviceType: text("device_type", { enum: ["ios", "android", "desktop"] }).notNull(),
    sourceType: text("source_type", { enum: ["mobile", "desktop"] }).notNull(),
    sourceFrom: text("source_from").notNull(),
    userAgent: text("user_agent").notNull(),
    userId: uuid("user_id"),
    ipAddress: text("ip_address").notNull().default(""),
    /** ISO 3166-1 alpha-2 code from the shipped IP-to-country database; empty when unknown. */
    country: text("country").notNull().default(""),
    /** The product a product page (either language) shows; read from the path when recorded, so the analysis never parses addresses. */
    productId: text("product_id"),
    /** The host of another site that linked to the page; empty for this site's own links and typed addresses. */
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    /** Counted into page_view_days and page_view_day_sources; the analysis reads only the rows not yet counted. */
    rolledUp: boolean("rolled_up").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("page_views_created_idx").on(table.createdAt),
    // Only today's views and late ones stay uncounted, so this index stays small however many views are kept.
    index("page_views_uncounted_idx").on(table.createdAt).where(sql`not ${table.rolledUp}`),
  ],
);

/** The site's documents (homePage, aboutPage, saideInfo: docs/requirements/records.md#site-documents) as typed JSON, validated in site-settings. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every save; an editor's save names the version it loaded, so a concurrent edit is refused, not overwritten. */
  version: integer("version").notNull().default(1),
  /** The web-pages tab's unpublished edit: the owner previews it as buyers would see it, then publishes it into `value`. */
  draft: jsonb("draft"),
  draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }),
});

/** A rich-text body as the dashboard's editor stores it (ProseMirror JSON); rendered on the server through an allow-list. */
export type RichTextDocument = { type: "doc"; content?: unknown[] };

export const postStatuses = ["draft", "published"] as const;

/**
 * News Center posts. A post exists in a language when its title in that language is filled in; a
 * published post whose `publishedAt` lies ahead is scheduled and appears at that moment.
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    texts: jsonb("texts").$type<LanguageTexts<PostTexts>>().notNull(),
    textTimes: jsonb("text_times").$type<TextTimes<PostTexts>>().notNull().default({}),
    coverImageId: uuid("cover_image_id").references(() => media.id, { onDelete: "restrict" }),
    status: text("status", { enum: postStatuses }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who wrote it, by address, written when their account is removed and `authorId` empties (decision 054). */
    authorEmail: text("author_email").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("posts_published_idx").on(table.status, table.publishedAt)],
);

/**
 * Each saved state of an editable record (basic info, a web page, the navigation, a category, a
 * post), with who saved it and when, so the owner can see what changed and restore an earlier one.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("revisions_entity_idx").on(table.entityType, table.entityId, table.id)],
);

/**
 * Page views of complete days, counted per calendar day in the site's time zone and per value the
 * visit analysis splits by, so a range reads these counts plus the views not yet counted.
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    sourceType: text("source_type").notNull(),
    deviceType: text("device_type").notNull(),
    sourceFrom: text("source_from").notNull(),
    admin: boolean("admin").notNull(),
    visits: bigint("visits", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.sourceType, table.deviceType, table.sourceFrom, table.admin] })],
);

/**
 * Every view of the counted days (page_view_days) summed per split value, through the all-time
 * range's last day (page_view_ranges), refreshed with the range sums: the all-time totals and
 * splits read these few rows and the days counted since, not a row set per day ever counted.
 */
export const pageViewTotals = pgTable(
  "page_view_totals",
  {
    sourceType: text("source_type").notNull(),
    deviceType: text("device_type").notNull(),
    sourceFrom: text("source_from").notNull(),
    admin: boolean("admin").notNull(),
    visits: bigint("visits", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sourceType, table.deviceType, table.sourceFrom, table.admin] })],
);

export const pageViewDimensions = ["total", "page", "product", "country", "referrer", "campaign"] as const;

/** Visitors' views counted by one dimension (page, product, country, referrer or campaign) or in total. Fresh builders per table. */
const viewSourceColumns = () => ({
  dimension: text("dimension", { enum: pageViewDimensions }).notNull(),
  productId: text("product_id").notNull().default(""),
  country: text("country").notNull().default(""),
  /** The referrer host, else the in-app browser the view came from, else empty. */
  referrer: text("referrer").notNull().default(""),
  utmSource: text("utm_source").notNull().default(""),
  utmMedium: text("utm_medium").notNull().default(""),
  utmCampaign: text("utm_campaign").notNull().default(""),
  visits: bigint("visits", { mode: "number" }).notNull(),
});

/** A table of visitors' views per day and dimension, keyed by the day and every source column (`<name>_pk`). */
const daySourcesTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      day: date("day", { mode: "string" }).notNull(),
      path: text("path").notNull().default(""),
      ...viewSourceColumns(),
    },
    (table) => [
      primaryKey({
        name: `${name}_pk`,
        columns: [
          table.dimension,
          table.day,
          table.path,
          table.productId,
          table.country,
          table.referrer,
          table.utmSource,
          table.utmMedium,
          table.utmCampaign,
        ],
      }),
    ],
  );

/**
 * Visitors' page views of complete days counted per page, product, country, referrer and campaign,
 * each dimension on its own rows (the others empty), so a day holds about as many rows as it has
 * distinct pages and products rather than one per combination. The administrator's own views are
 * not counted here, as the analysis leaves them out of these figures.
 */
export const pageViewDaySources = daySourcesTable("page_view_day_sources");

/**
 * Visitors' views stored but not yet added to the day and range sums, per day and dimension as in
 * `page_view_day_sources`: each write of the recorder adds its batch's counts here, one upsert per
 * page, product, country… where the sums take one per range besides the day, and a fold moves them into
 * the sums, once a minute and before every reading, so readers see sums that hold every stored view.
 * A minute's views of a page share one row, so a fold costs the pages and products viewed, not the views.
 */
export const pageViewPendingSources = daySourcesTable("page_view_pending_sources");

/**
 * The visitors' day counts summed over each range the conversion figures offer, from its first day
 * through the last counted day (today, once its views are counted): a range reads these rows instead
 * of a row set per day. `range` is the number of days or "all". Pages are summed only over the ranges
 * the top pages read (`topPagesMaxDays` at most). Ranked by visits, so the most viewed pages and
 * products are the first rows of an index, however large the catalogue.
 */
export const pageViewRangeSources = pgTable(
  "page_view_range_sources",
  {
    range: text("range").notNull(),
    path: text("path").notNull().default(""),
    ...viewSourceColumns(),
  },
  (table) => [
    primaryKey({
      name: "page_view_range_sources_pk",
      columns: [
        table.range,
        table.dimension,
        table.path,
        table.productId,
        table.country,
        table.referrer,
        table.utmSource,
        table.utmMedium,
        table.utmCampaign,
      ],
    }),
    // In the order the lists rank by: products by visits then id, pages by visits then path (each dimension's other key is empty).
    index("page_view_range_sources_ranked_idx").on(
      table.range,
      table.dimension,
      table.visits.desc().nullsFirst(),
      table.productId,
      sql`${table.path} collate "C"`,
    ),
  ],
);

/** Which days each range's sums cover; a reader uses them only when they start where its range does. */
export const pageViewRanges = pgTable("page_view_ranges", {
  range: text("range").primaryKey(),
  /** Null for all time. */
  firstDay: date("first_day", { mode: "string" }),
  lastDay: date("last_day", { mode: "string" }).notNull(),
});

export const backupTriggers = ["scheduled", "manual"] as const;
export const backupStatuses = ["running", "succeeded", "failed"] as const;

/**
 * Every backup the site made of itself: the archive under DATA_DIR/backups, and what happened. A
 * scheduled one names its day, which is unique, so of several instances exactly one makes each.
 */
export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scheduledFor: date("scheduled_for", { mode: "string" }).unique(),
    trigger: text("trigger", { enum: backupTriggers }).notNull(),
    status: text("status", { enum: backupStatuses }).notNull().default("running"),
    fileName: text("file_name").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    bytes: bigint("bytes", { mode: "number" }),
    rows: bigint("rows", { mode: "number" }),
    files: integer("files"),
    /** The archive's copy in the bucket, when S3 storage is configured and the copy succeeded. */
    bucketKey: text("bucket_key"),
    error: text("error"),
  },
  (table) => [index("backups_started_idx").on(table.startedAt)],
);

/** Which instance runs a scheduled clean-up job now, and when each last finished: one run per interval across instances. */
export const maintenanceLeases = pgTable("maintenance_leases", {
  job: text("job").primaryKey(),
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
});

/**
 * One row whose number every write to a table buyers see raises (database triggers, see the
 * page-cache migration) and announces on the `site_content_changed` channel, so each instance
 * drops the pages it rendered before the change.
 */
export const siteContentVersion = pgTable("site_content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** A room scene's name and its photo's description in each language (docs/requirements/languages.md#owner-texts-in-every-language). */
export type RoomSceneTexts = { name: string; alt: string };

/**
 * A room photo with the surfaces a slab is shown on (docs/decisions/044-room-scenes-perspective.md). Every product page it applies to shows the product's
 * slab composed onto it. The scenes the site ships carry their `shipped_key`: they can be hidden, not deleted.
 */
export const roomScenes = pgTable(
  "room_scenes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shippedKey: text("shipped_key").unique(),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    texts: jsonb("texts").$type<LanguageTexts<RoomSceneTexts>>().notNull(),
    textTimes: jsonb("text_times").$type<TextTimes<RoomSceneTexts>>().notNull().default({}),
    surfaces: jsonb("surfaces").$type<SceneSurface[]>().notNull(),
    placement: text("placement", { enum: scenePlacements }).notNull().default("all"),
    categoryIds: jsonb("category_ids").$type<string[]>().notNull().default([]),
    productIds: jsonb("product_ids").$type<string[]>().notNull().default([]),
    visible: boolean("visible").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("room_scenes_photo_idx").on(table.photoId)],
);

export const roomCompositionStatuses = ["wanted", "ready", "failed"] as const;

/**
 * A product's slab composed onto a room scene, asked for by the first view of its picture and made by the background
 * job. `fingerprint` names what it was composed from (the product's photo, the scene's photo and surfaces, the
 * recipe), so a change to any of them asks for a new one; its files live under `rooms/`.
 */
export const roomCompositions = pgTable(
  "room_compositions",
  {
    sceneId: uuid("scene_id")
      .notNull()
      .references(() => roomScenes.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    fingerprint: text("fingerprint").notNull(),
    status: text("status", { enum: roomCompositionStatuses }).notNull().default("wanted"),
    files: jsonb("files").$type<PhotoVariant[]>().notNull().default([]),
    error: text("error"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    composedAt: timestamp("composed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.sceneId, table.productId, table.fingerprint] }),
    index("room_compositions_wanted_idx").on(table.requestedAt).where(sql`${table.status} = 'wanted'`),
    index("room_compositions_product_idx").on(table.productId),
  ],
);

export const catalogueImportStatuses = ["checking", "checked", "invalid", "applying", "applied", "failed"] as const;
export type CatalogueImportStatus = (typeof catalogueImportStatuses)[number];

/** What an import's check found or its run did: products new, changed and unchanged, photos to store. */
export type CatalogueImportSummary = { rows: number; created: number; changed: number; unchanged: number; photos: number };

/** A problem of an imported file, by spreadsheet row and column header, as an error code the dashboard words. */
export type CatalogueImportProblem = { row: number; column: string; code: string };

/**
 * A catalogue spreadsheet import (docs/decisions/051-catalogue-spreadsheet.md): its files under the instance's data
 * directory, the background job's phase and progress, which every instance's dashboard polls, and what the check
 * found. `heartbeatAt` moves while a job runs; a job whose heartbeat stopped was interrupted and may be run again.
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: catalogueImportStatuses }).notNull().default("checking"),
    sheetName: text("sheet_name").notNull(),
    zipName: text("zip_name"),
    /** The folder under DATA_DIR holding the uploaded files, until the import is applied or replaced. */
    folder: text("folder").notNull(),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    summary: jsonb("summary").$type<CatalogueImportSummary>(),
    problems: jsonb("problems").$type<CatalogueImportProblem[]>().notNull().default([]),
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("catalogue_imports_created_idx").on(table.createdAt)],
);

/**
 * The catalogue brochures (docs/decisions/052-catalogue-brochure.md): one row per language and scope ("all", or a
 * category's id), naming the newest PDF drawn for it in the storage and the content version it shows. Drawn by a
 * background job; a row without a file is one that was asked for and not drawn yet.
 */
export const brochures = pgTable(
  "brochures",
  {
    language: text("language", { enum: languages }).notNull(),
    scope: text("scope").notNull(),
    /** The site content version the file was found current for; older than the site's, the job looks at it again. */
    contentVersion: bigint("content_version", { mode: "number" }),
    /** SHA-256 of everything the file shows: its ETag, and what spares a redraw when an unrelated write raised the version. */
    fingerprint: text("fingerprint"),
    fileKey: text("file_key"),
    bytes: integer("bytes"),
    products: integer("products"),
    /** Products whose room picture was not composed yet when drawn: the job draws the file again once they are. */
    roomsMissing: integer("rooms_missing").notNull().default(0),
    buildMs: integer("build_ms"),
    builtAt: timestamp("built_at", { withTimezone: true }),
    /** Set by the dashboard's "rebuild now": drawn again at the job's next run, whatever the version. */
    wantedAt: timestamp("wanted_at", { withTimezone: true }),
    error: text("error"),
  },
  (table) => [primaryKey({ columns: [table.language, table.scope] })],
);

/**
 * Who did what (docs/decisions/054-team-roles.md): sign-ins and failed ones, second-factor changes, invitations, role
 * changes, exports, deletes, restores and quotes sent. Kept for the days the owner sets, and in the backups.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    /** Null once the account is removed, or for an attempt by nobody signed in; `actorEmail` still names them. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull().default(""),
    ipAddress: text("ip_address").notNull().default(""),
    subject: text("subject").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (table) => [index("audit_events_at_idx").on(table.at), index("audit_events_actor_idx").on(table.actorId, table.at)],
);
