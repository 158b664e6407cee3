import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { media, productPhotos } from "~/database/schema";
import { builtInImages } from "~/modules/site-settings/site-images";
import { createPostgresDatabase } from "../support/database";
import { request } from "../support/http";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";
import { translationsOf } from "~/i18n/translations-form";

/** Alt texts in the added languages, written in the dashboard and read on the built server's demo site (docs/requirements/languages.md#owner-texts-in-every-language). */
let server: RunningServer;
let database: { url: string; drop: () => Promise<void> };
let db: DatabaseHandle;
let cookie = "";

const post = (target: string, fields: Record<string, string>) =>
  fetch(`${server.baseUrl}${target}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, cookie, "x-forwarded-for": "203.0.113.71" },
    body: new URLSearchParams(fields),
  });

beforeAll(async () => {
  database = await createPostgresDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url });
  db = await openDatabase({ url: database.url, dataDir: "" });
  cookie = (await post("/login", TEST_ADMIN)).headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);
afterAll(async () => {
  await db.close();
  await server.stop();
  await database.drop();
});

const altsOn = async (path: string) =>
  [...(await request(server.baseUrl, path)).body.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&#x27;", "'"));

describe("image alt texts in the added languages", () => {
  it("shows a product photo's Spanish and Arabic alt texts on those pages, and its English where the language has none", async () => {
    const [card] = await db.db
      .select({ id: productPhotos.id, version: productPhotos.version })
      .from(productPhotos)
      .where(and(eq(productPhotos.productId, "calacatta-gold"), eq(productPhotos.isCard, true)));
    const fields = {
      intent: "alt",
      photoId: card!.id,
      version: String(card!.version),
      altEn: "Calacatta Gold slab with gold veins",
      altZh: "金色纹理的卡拉卡塔金大板",
      "translations.es.alt": "Tabla Calacatta Gold con vetas doradas",
      "translations.ru.alt": " ",
      "translations.ar.alt": "لوح كالاكاتا غولد بعروق ذهبية",
    };
    const saved = await post("/dashboard/products/calacatta-gold/photos", fields);
    expect(saved.status).toBe(200);
    // A second tab still holds the version before that save: its save is refused and the stored texts stay.
    const stale = await post("/dashboard/products/calacatta-gold/photos", { ...fields, "translations.es.alt": "Texto de otra pestaña" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("其他人修改了这张图片的替代文字");
    expect(await altsOn("/es/product/calacatta-gold")).toContain("Tabla Calacatta Gold con vetas doradas");
    expect(await altsOn("/ar/product/calacatta-gold")).toContain("لوح كالاكاتا غولد بعروق ذهبية");
    const russian = await altsOn("/ru/product/calacatta-gold");
    expect(russian).toContain("Calacatta Gold slab with gold veins");
    expect(russian).not.toContain("Tabla Calacatta Gold con vetas doradas");
  });

  it("describes the site's own pictures on the home slides and the About page in the page's language", async () => {
    const [kitchen, showroom] = builtInImages;
    expect(await altsOn("/es")).toContain(kitchen.translations.es.alt);
    expect(await altsOn("/ru")).toContain(kitchen.translations.ru.alt);
    expect(await altsOn("/ar/about-us")).toContain(showroom.translations.ar.alt);
    expect(await altsOn("/about-us")).toContain(showroom.alt.en);
  });

  it("saves a library image's alt texts against the version loaded: a stale save is refused and the stored ones stay on the pages", async () => {
    const [kitchen] = builtInImages;
    const [row] = await db.db.select({ version: media.version }).from(media).where(eq(media.id, kitchen.id));
    const fields = {
      intent: "alt",
      version: String(row!.version),
      altEn: kitchen.alt.en,
      altZh: kitchen.alt.zh,
      "translations.es.alt": "Isla de cocina con encimera de cuarzo Calacatta",
    };
    expect((await post(`/dashboard/media/${kitchen.id}`, fields)).status).toBe(200);
    const stale = await post(`/dashboard/media/${kitchen.id}`, { ...fields, "translations.es.alt": "", "translations.ar.alt": "نص قديم" });
    expect(stale.status).toBe(409);
    // What the other save wrote is named beside the refused form, by language.
    expect(await stale.text()).toContain("Isla de cocina con encimera de cuarzo Calacatta");
    expect(await altsOn("/es")).toContain("Isla de cocina con encimera de cuarzo Calacatta");
    // The Arabic the stale save carried was not stored; a language without its own shows the English.
    const [stored] = await db.db.select({ texts: media.texts }).from(media).where(eq(media.id, kitchen.id));
    expect(translationsOf(stored!.texts)).toEqual({ es: { alt: "Isla de cocina con encimera de cuarzo Calacatta" } });
    expect(await altsOn("/ar")).toContain(kitchen.alt.en);
  });
});
