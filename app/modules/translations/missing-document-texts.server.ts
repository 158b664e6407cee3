import type { DatabaseExecutor } from "~/database/client.server";
import { missingDocumentTexts, type MissingDocumentTexts } from "./missing-document-texts";
import { readSetting } from "~/modules/site-settings/site-settings.server";

/** The published documents' texts still missing per added language: what buyers see now, not a draft (docs/requirements/languages.md#owner-texts-in-every-language). */
export async function readMissingDocumentTexts(db: DatabaseExecutor): Promise<MissingDocumentTexts> {
  const [company, about, home, navigation] = await Promise.all([
    readSetting(db, "saideInfo"),
    readSetting(db, "aboutPage"),
    readSetting(db, "homePage"),
    readSetting(db, "navigation"),
  ]);
  return missingDocumentTexts({ company, about, home, navigation });
}
