import { describe, expect, it } from "vitest";
import { textIn } from "~/i18n/owner-texts";
import { listAttributeOptions } from "~/modules/catalogue/stone-attributes.server";
import { readAdminCategory } from "~/modules/catalogue/categories.server";
import { categoryRevisions } from "~/modules/catalogue/category-revisions.server";
import { getMediaItem } from "~/modules/media/media.server";
import { readPost, readPublishedPost } from "~/modules/news/news.server";
import { readAdminScene } from "~/modules/room-scenes/room-scene-editing.server";
import { listRevisions, readRevision } from "~/modules/revisions/revisions.server";
import { databaseAtLevel, levelAfter } from "../support/migration-level";
import { databaseKinds } from "../support/database";

const image = "3f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f";
const post = "7a1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f";
const scene = "8b1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f";
const body = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

/** Rows as the release before texts were one document wrote them: English and Chinese columns, the others in `translations`. */
async function writeTheOldWay(query: (statement: string, params?: unknown[]) => Promise<unknown[]>) {
  await query(
    `insert into media (id, base_key, filename, width, height, variants, alt_en, alt_zh, translations)
     values ($1, 'library/slab', 'slab.jpg', 1600, 1000, '[]', 'A white slab', '  ', '{"ar": {"alt": "لوح أبيض"}}')`,
    [image],
  );
  await query(
    `insert into categories (id, slug, title_en, title_zh, description_en, description_zh, translations, image_id)
     values ('calacatta', 'calacatta-series', 'Calacatta Series', '卡拉卡塔系列', 'Warm veins.', '', $1, $2)`,
    [JSON.stringify({ es: { title: "Serie Calacatta" }, ru: { title: "", description: "Тёплые прожилки." } }), image],
  );
  await query(
    `insert into attribute_options (kind, slug, label_en, label_zh, translations) values ('finish', 'honed', 'Honed', '哑光', '{"es": {"label": "Apomazado"}}')`,
  );
  await query(
    `insert into posts (id, slug, title_en, title_zh, summary_en, summary_zh, body_en, body_zh, translations, status, published_at)
     values ($1, 'new-line', 'A new line', '新系列', 'Six colours.', '', $2, null, $3, 'published', '2026-01-05T00:00:00Z')`,
    [
      post,
      JSON.stringify(body("Six colours, one slab size.")),
      JSON.stringify({ ru: { title: "Новая серия", body: body("Шесть цветов.") } }),
    ],
  );
  await query(
    `insert into room_scenes (id, photo_id, name_en, name_zh, alt_en, alt_zh, translations, surfaces, visible)
     values ($1, $2, 'Kitchen', '厨房', 'A kitchen island', '', '{"es": {"name": "Cocina"}}', '[]', false)`,
    [scene, image],
  );
  const categoryData = (title: string, titleZh: string) => ({
    slug: "calacatta-series",
    titleEn: title,
    titleZh,
    descriptionEn: "Warm veins.",
    descriptionZh: "",
    imageId: image,
    visible: true,
    translations: { es: { title: "Serie Calacatta" } },
  });
  await query(
    `insert into revisions (entity_type, entity_id, version, data) values ('category', 'calacatta', 1, $1), ('category', 'calacatta', 2, $2)`,
    [JSON.stringify(categoryData("Calacatta", "卡拉卡塔")), JSON.stringify(categoryData("Calacatta Series", "卡拉卡塔系列"))],
  );
  await query(`update categories set version = 2 where id = 'calacatta'`);
  await query(`insert into revisions (entity_type, entity_id, version, data) values ('post', $1, 1, $2)`, [
    post,
    JSON.stringify({
      slug: "new-line",
      titleEn: "A new line",
      titleZh: "",
      summaryEn: "Six colours.",
      summaryZh: "",
      bodyEn: body("Six colours."),
      bodyZh: null,
      coverImageId: null,
      status: "draft",
      publishedAt: null,
    }),
  ]);
}

describe.each(databaseKinds)("the owner's texts of categories, options, images, posts and rooms moved to one document (%s)", (kind) => {
  it("keeps every text written the old way, the English standing in for the rest, and old revisions restorable", async () => {
    const older = await databaseAtLevel(kind, levelAfter("0024_quote-letterhead-line-size-names"));
    await writeTheOldWay(older.query);
    const { db, close } = await older.upgrade();
    try {
      const category = await readAdminCategory(db, "calacatta");
      expect(category?.texts).toEqual({
        en: { title: "Calacatta Series", description: "Warm veins." },
        zh: { title: "卡拉卡塔系列" },
        es: { title: "Serie Calacatta" },
        ru: { description: "Тёплые прожилки." },
      });
      expect(category?.textTimes).toEqual({});
      expect(textIn(category!.texts, "description", "zh")).toBe("Warm veins.");

      const [honed] = await listAttributeOptions(db, "es", "finish");
      expect(honed?.label).toBe("Apomazado");
      expect((await listAttributeOptions(db, "ar", "finish"))[0]?.label).toBe("Honed");

      const slab = await getMediaItem(db, image);
      expect(slab?.alt).toMatchObject({ en: "A white slab", ar: "لوح أبيض" });
      expect(slab?.alt.zh).toBe("");

      const stored = await readPost(db, post);
      expect(stored?.content.texts).toEqual({
        en: { title: "A new line", summary: "Six colours.", body: body("Six colours, one slab size.") },
        zh: { title: "新系列" },
        ru: { title: "Новая серия", body: body("Шесть цветов.") },
      });
      const russian = await readPublishedPost(db, "new-line", "ru");
      expect(russian?.title).toEqual({ text: "Новая серия", language: "ru" });
      expect(russian?.summary).toEqual({ text: "Six colours.", language: "en" });
      expect((await readPublishedPost(db, "new-line", "zh"))?.summary).toEqual({ text: "", language: "zh" });

      const room = await readAdminScene(db, scene);
      expect(room?.texts).toEqual({ en: { name: "Kitchen", alt: "A kitchen island" }, zh: { name: "厨房" }, es: { name: "Cocina" } });

      const [, first] = await listRevisions(db, "category", "calacatta");
      const revision = await readRevision(db, "category", "calacatta", first!.id);
      expect(categoryRevisions.fields(revision!.data, { timeZone: "UTC" })).toMatchObject({
        "名称（英文）": "Calacatta",
        "名称（中文）": "卡拉卡塔",
        "名称（西班牙语）": "Serie Calacatta",
      });
      expect(await categoryRevisions.restore(db, "calacatta", revision!.data, 2, null)).toBe("saved");
      const restored = await readAdminCategory(db, "calacatta");
      expect(restored?.texts.en.title).toBe("Calacatta");
      expect(restored?.texts.zh?.title).toBe("卡拉卡塔");
      expect(restored?.texts.es?.title).toBe("Serie Calacatta");
      expect(Object.keys(restored?.textTimes.en ?? {})).toEqual(["title"]);
    } finally {
      await close();
    }
  });
});
