import type { Database } from "~/database/client.server";
import { languages, type Language } from "~/i18n/languages";
import { resolveImages } from "~/modules/media/media.server";
import { publicCompanyDetails } from "./company-details.server";
import { publicNavigation } from "./navigation.server";
import { readPublicDocument } from "./page-drafts.server";
import { builtInImages } from "./site-images";
import { readServedLanguages } from "./site-languages.server";
import { readSetting } from "./site-settings.server";
import { companyDetailsIn, type ShownCompanyDetails } from "./site-settings";

/**
 * What the public layout shows around every page that depends on the published content alone, the same for every
 * visitor: kept per content version by the layout's loader (`ContentMemo`).
 */
export async function publicLayoutContent(db: Database) {
  const [served, stored, pageSeo, navigation] = await Promise.all([
    readServedLanguages(db),
    readSetting(db, "saideInfo"),
    readPublicDocument(db, "pageSeo", false),
    publicNavigation(db),
  ]);
  // The site's own picture stands in for pages without a photo of their own in link previews.
  const sitePictureId = builtInImages[0].id;
  const images = await resolveImages(db, [stored.wechatQrImageId, sitePictureId]);
  return {
    // Every language's details are sent: switching language keeps the layout mounted without re-running its loader.
    company: Object.fromEntries(
      languages.map((language) => [language, publicCompanyDetails(companyDetailsIn(stored, language))]),
    ) as Record<Language, ShownCompanyDetails>,
    navigation,
    languages: served,
    wechatQr: (stored.wechatQrImageId && images.get(stored.wechatQrImageId)) || null,
    sitePicture: images.get(sitePictureId) ?? null,
    pageSeo,
  };
}
