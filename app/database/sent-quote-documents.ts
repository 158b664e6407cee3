import type { LanguageTexts } from "~/i18n/owner-texts";

/**
 * The documents a sent quote version keeps in its row (docs/decisions/043): the plan settings and the letterhead it
 * was drawn with. They live with the schema that types those columns; the quotes area computes with them.
 */

/** How a bundle of one thickness is made: a frame holds minSlabs to maxSlabs slabs, and at most maxKg of slabs when set. */
export type BundleRule = { minSlabs: number; maxSlabs: number; maxKg: number | null };

export type PlanSettings = {
  /** What a square metre of slab weighs at each thickness (mm), in kilograms. */
  kgPerM2: Readonly<Record<number, number>>;
  bundleRules: Readonly<Record<number, BundleRule>>;
  bundlesPerContainer: number;
  /** The A-frame or crate and its packing, per bundle: part of the cargo. */
  frameKg: number;
  /** The empty box: not cargo, but part of the gross weight shippers declare (the verified gross mass). */
  tareKg: number;
  cargoLimitKg: number;
  /**
   * "fewest": the fewest containers (decision 41). "wholeBundles": whole bundles loaded first fit, heaviest first, as
   * quotes sent before that planner were drawn, so they still show the figures they were sent with.
   */
  loading: "fewest" | "wholeBundles";
};

/** A sent quote's plan settings as its row keeps them, in today's shape or, for quotes sent before, the one it had then. */
export type StoredPlanSettings =
  | Omit<PlanSettings, "cargoLimitKg">
  | { kgPerM2: Record<number, number>; slabsPerBundle: Record<number, number>; bundlesPerContainer: number; frameKg: number };

/** The letterhead's texts per language: the rest is the same in every language (docs/requirements/languages.md#owner-texts-in-every-language). */
export type LetterheadTexts = { name: string; address: string };

/** The company details a letterhead prints: the name and address in every language they are written in, the rest once. */
export type LetterheadCompany = { texts: LanguageTexts<LetterheadTexts>; phones: string[]; emails: string[]; website: string };

/** The person a buyer deals with: the request's assignee as their account read when the version was drawn. */
export type QuoteContact = { name: string; email: string; phone: string; whatsapp: string; wechat: string };

/**
 * What a quote version's letterhead shows, kept with the version when it is drawn (docs/decisions/043): the company's
 * public details in every language they are written in (the buyer's page may be read in another, the owner's copy is
 * Chinese), the logo as a library image, the port of loading and the bank details; and the buyer's contact, the
 * request's assignee (docs/decisions/055-enquiry-routing.md), absent on versions drawn before or for a request nobody had.
 */
export type QuoteLetterhead = {
  company: LetterheadCompany;
  logoImageId: string | null;
  portOfLoading: string;
  bankDetails: { beneficiary: string; bank: string; account: string; swift: string; address: string };
  contact?: QuoteContact;
};
