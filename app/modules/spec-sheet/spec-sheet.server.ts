import { buffer } from "node:stream/consumers";
import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import type { Language } from "~/i18n/languages";
import { getProductDetail, type ProductDetail } from "~/modules/catalogue/catalogue.server";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { formatDate } from "~/modules/dates";
import type { Logger } from "~/modules/observability/logger.server";
import { loadPdfPhoto, storedPhotoKey } from "~/modules/pdf/pdf-photo.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import { companyDetailsIn, type CompanyDetails } from "~/modules/site-settings/site-settings";
import type { Storage } from "~/modules/storage/storage.server";
import { renderSpecSheetPdf } from "./spec-sheet-pdf.server";
import { specSheetContent, specSheetContentDisposition } from "./spec-sheet";

/** Raised whenever the layout changes, so every cached sheet is drawn again. */
const GENERATOR_VERSION = 1;
/**
 * Cached sheets live in the storage, shared by every instance. The newest sheet of a product and
 * language replaces the older ones. No record refers to a sheet, so the daily orphan-file clean-up
 * removes each one after the grace period, a deleted product's too; the next request draws it again.
 */
const CACHE_FOLDER = "spec-sheets";
/** Wide enough for a sharp print of a half-page photo, small enough to keep the sheet light. */
const PHOTO_WIDTH = 1200;

export type SpecSheetServices = {
  db: Database;
  storage: Storage;
  config: Pick<Config, "PUBLIC_URL" | "SITE_TIME_ZONE">;
  log: Logger;
};

export type SpecSheet = {
  /** Changes whenever anything the sheet shows changes: the product, its attributes or photo, the company details. */
  etag: string;
  contentDisposition: string;
  /** A hidden product's sheet, drawn for the signed-in owner: never cached, by us or anyone. */
  visible: boolean;
  pdf: () => Promise<Buffer>;
};

function fingerprintOf(
  product: ProductDetail,
  photoKey: string | null,
  company: CompanyDetails,
  language: Language,
  siteUrl: string,
): string {
  const shown = {
    generator: GENERATOR_VERSION,
    language,
    siteUrl,
    product: {
      id: product.id,
      title: product.title,
      description: product.description,
      category: product.category?.title ?? null,
      attributes: product.attributes,
    },
    photoKey,
    company,
  };
  return sha256Hex(JSON.stringify(shown));
}

/**
 * The spec sheet of a product in one language, or null when buyers may not see the product (the
 * owner, with `includeHidden`, may). Reading it costs two small queries; drawing happens only in
 * `pdf()`, and only when the cache has no sheet for exactly this content.
 */
export async function findSpecSheet(
  services: SpecSheetServices,
  productId: string,
  language: Language,
  { includeHidden, now = new Date() }: { includeHidden: boolean; now?: Date },
): Promise<SpecSheet | null> {
  const { db, storage, config, log } = services;
  const product = await getProductDetail(db, productId, language, { includeHidden });
  if (!product) return null;
  const shown = product;
  const company = publicCompanyDetails(companyDetailsIn(await readSetting(db, "saideInfo"), language));
  const photoKey = storedPhotoKey(product.photo.src);
  const fingerprint = fingerprintOf(product, photoKey, company, language, config.PUBLIC_URL);
  const productFolder = `${CACHE_FOLDER}/${sha256Hex(product.id).slice(0, 32)}`;
  const cacheKey = `${productFolder}/${language}-${fingerprint}.pdf`;

  const draw = async () => {
    const started = performance.now();
    const content = specSheetContent(shown, company, {
      language,
      siteUrl: config.PUBLIC_URL,
      generatedOn: formatDate(now, language, config.SITE_TIME_ZONE),
    });
    const pdf = await renderSpecSheetPdf(content, await loadPdfPhoto(storage, photoKey, PHOTO_WIDTH));
    log({ event: "spec-sheet.generated", productId: shown.id, language, bytes: pdf.length, ms: Math.round(performance.now() - started) });
    return pdf;
  };

  return {
    etag: `"${fingerprint.slice(0, 40)}"`,
    contentDisposition: specSheetContentDisposition(product.id, product.title, language),
    visible: product.visible,
    async pdf() {
      if (!product.visible) return draw();
      const cached = await storage.get(cacheKey);
      if (cached) return buffer(cached.body);
      const pdf = await draw();
      await storage.put(cacheKey, pdf, "application/pdf");
      const older = (await storage.list(`${productFolder}/${language}-`)).filter((key) => key !== cacheKey);
      await Promise.all(older.map((key) => storage.delete(key)));
      return pdf;
    },
  };
}
