import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, categories, productOptions, products } from "~/database/schema";
import { removeOrphanFiles } from "~/modules/maintenance/cleanup-jobs.server";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { findSpecSheet, type SpecSheetServices } from "~/modules/spec-sheet/spec-sheet.server";
import { storeImageVariants } from "~/modules/storage/images.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { embeddedFontNames, pdfText } from "../support/pdf";
import { productTexts } from "../support/product-texts";

/** The product the sheets are of, its Chinese title as given. */
const calacattaGold = (titleZh: string) =>
  productTexts(
    {
      title: "Calacatta Gold",
      description: ["Gold veins on a white ground."],
      applications: ["Kitchen worktops"],
      specRows: [{ label: "Water absorption", value: "≤0.02%" }],
    },
    {
      zh: {
        title: titleZh,
        description: ["白色底上的金色纹理。"],
        applications: ["厨房台面"],
        specRows: [{ label: "吸水率", value: "≤0.02%" }],
      },
    },
  );

const config = { PUBLIC_URL: "https://www.saide.example", SITE_TIME_ZONE: "Asia/Shanghai" };

describe.each(databaseKinds)("spec sheet on %s", (kind) => {
  let database: DatabaseHandle;
  let storageRoot: string;
  let storage: Storage;
  let services: SpecSheetServices;
  const generated: { bytes: number; ms: number }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageRoot = await mkdtemp(path.join(tmpdir(), "spec-sheet-"));
    storage = createLocalStorage(storageRoot);
    const log = (event: Record<string, unknown>) => {
      if (event.event === "spec-sheet.generated") generated.push({ bytes: event.bytes as number, ms: event.ms as number });
    };
    services = { db: database.db, storage, config, log };
    const photo = await storeImageVariants(
      storage,
      await sharp({ create: { width: 1800, height: 1100, channels: 3, background: "#d9cbb0" } })
        .jpeg()
        .toBuffer(),
      "saide/calacatta-gold",
    );
    await database.db.insert(categories).values({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔系列" });
    const [polished] = await database.db
      .insert(attributeOptions)
      .values({ kind: "finish", slug: "polished", labelEn: "Polished", labelZh: "抛光" })
      .returning({ id: attributeOptions.id });
    await database.db.insert(products).values([
      {
        id: "calacatta-gold",
        texts: calacattaGold("卡拉卡塔金"),
        photoUrl: photo.photoUrl,
        photoVariants: photo.variants,
        categoryId: "calacatta",
        thicknessesMm: [30, 20],
        slabSizes: [{ texts: { en: { label: "Jumbo" }, zh: { label: "大板" } }, lengthMm: 3200, widthMm: 1600 }],
        certifications: ["NSF"],
      },
      {
        id: "hidden-grey",
        texts: productTexts({ title: "Hidden Grey" }, { zh: { title: "隐藏灰" } }),
        photoUrl: "/media/saide/none.jpg",
        visible: false,
      },
    ]);
    await database.db.insert(productOptions).values({ productId: "calacatta-gold", optionId: polished!.id });
  });
  afterAll(async () => {
    await database.close();
    await rm(storageRoot, { recursive: true, force: true });
    const slowest = generated.reduce((most, run) => Math.max(most, run.ms), 0);
    console.info(`spec sheets on ${kind}: ${generated.map((run) => `${run.bytes} B in ${run.ms} ms`).join(", ")}; slowest ${slowest} ms`);
  });
  beforeEach(async () => {
    await writeSetting(database.db, "saideInfo", defaultCompanyInfo);
    await database.db
      .update(products)
      .set({ texts: calacattaGold("卡拉卡塔金") })
      .where(eq(products.id, "calacatta-gold"));
  });

  const sheetFor = async (language: "en" | "zh", includeHidden = false) => {
    const sheet = await findSpecSheet(services, "calacatta-gold", language, { includeHidden, now: new Date("2026-11-23T08:00:00Z") });
    if (!sheet) throw new Error("no sheet");
    return sheet;
  };

  it("draws a Chinese sheet with its photo and an embedded subset of the Chinese font, whose text reads back in Chinese", async () => {
    const sheet = await sheetFor("zh");
    const pdf = await sheet.pdf();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(embeddedFontNames(pdf).map((name) => name.split("+")[1])).toEqual(
      expect.arrayContaining(["NotoSansSC-Regular", "NotoSansSC-Bold"]),
    );
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
    // The whole font is 10 MB; the subset keeps the sheet light.
    expect(pdf.length).toBeLessThan(400_000);
    const text = await pdfText(pdf);
    for (const expected of [
      "卡拉卡塔金",
      "卡拉卡塔系列",
      "表面处理",
      "抛光",
      "厚度",
      "20 mm、30 mm",
      "大板 3200 × 1600 mm (126 × 63 in)",
      "吸水率",
      "白色底上的金色纹理。",
      "广东赛德新材料有限公司",
      "生成日期：2026年11月23日",
      "https://www.saide.example/product-zh/calacatta-gold",
    ]) {
      expect(text).toContain(expected);
    }
    expect(sheet.contentDisposition).toContain(`filename*=UTF-8''${encodeURIComponent("卡拉卡塔金-规格表.pdf")}`);
  });

  it("draws the English sheet in English, with the English company details", async () => {
    const text = await pdfText(await (await sheetFor("en")).pdf());
    for (const expected of ["Calacatta Gold", "Finish", "Polished", "Water absorption", "Guangdong Saide New Material Co., Ltd."])
      expect(text).toContain(expected);
    expect(text).not.toContain("卡拉卡塔金");
  });

  it("keeps one cached sheet per product and language, and draws a new one when the product or the company details change", async () => {
    const english = await sheetFor("en");
    const first = await sheetFor("zh");
    const firstPdf = await first.pdf();
    const again = await sheetFor("zh");
    expect(again.etag).toBe(first.etag);
    const runs = generated.length;
    expect(await again.pdf()).toEqual(firstPdf);
    expect(generated.length).toBe(runs);

    await database.db
      .update(products)
      .set({ texts: calacattaGold("卡拉卡塔金（新）") })
      .where(eq(products.id, "calacatta-gold"));
    const renamed = await sheetFor("zh");
    expect(renamed.etag).not.toBe(first.etag);
    expect(await pdfText(await renamed.pdf())).toContain("卡拉卡塔金（新）");

    await writeSetting(database.db, "saideInfo", {
      ...defaultCompanyInfo,
      texts: { ...defaultCompanyInfo.texts, zh: { ...defaultCompanyInfo.texts.zh, name: "赛德石英石有限公司" } },
    });
    const rebranded = await sheetFor("zh");
    expect(rebranded.etag).not.toBe(renamed.etag);
    expect(await pdfText(await rebranded.pdf())).toContain("赛德石英石有限公司");
    // The English sheet does not show the Chinese company details, so it stays as it was.
    expect((await sheetFor("en")).etag).toBe(english.etag);

    const cachedChinese = (await storage.list("spec-sheets/")).filter((key) => key.split("/").pop()!.startsWith("zh-"));
    expect(cachedChinese).toHaveLength(1);
  });

  it("leaves cached sheets to the orphan-file clean-up, and draws a removed one again on the next request", async () => {
    const sheet = await sheetFor("en");
    const pdf = await sheet.pdf();
    const cached = async () => (await storage.list("spec-sheets/")).filter((key) => key.split("/").pop()!.startsWith("en-"));
    expect(await cached()).toHaveLength(1);
    await removeOrphanFiles(database.db, storage, new Date(), 0);
    await removeOrphanFiles(database.db, storage, new Date(), 0);
    expect(await cached()).toEqual([]);
    expect(await storage.list("saide/")).not.toEqual([]);
    expect((await (await sheetFor("en")).pdf()).length).toBe(pdf.length);
    expect(await cached()).toHaveLength(1);
  });

  it("names the slab size in the sheet's language once the owner writes it, the English standing in until then, and draws the sheet again", async () => {
    const russianSheet = async () => (await findSpecSheet(services, "calacatta-gold", "ru", { includeHidden: false }))!;
    const english = await russianSheet();
    expect((await pdfText(await english.pdf())).replace(/\s/gu, " ")).toContain("Jumbo 3200 × 1600");
    await database.db
      .update(products)
      .set({
        slabSizes: [{ texts: { en: { label: "Jumbo" }, zh: { label: "大板" }, ru: { label: "Джамбо" } }, lengthMm: 3200, widthMm: 1600 }],
      })
      .where(eq(products.id, "calacatta-gold"));
    const named = await russianSheet();
    expect(named.etag).not.toBe(english.etag);
    expect((await pdfText(await named.pdf())).replace(/\s/gu, " ")).toContain("Джамбо 3200 × 1600");
  });

  it("gives buyers no sheet of a hidden product or an unknown one, and draws the owner's without caching it", async () => {
    expect(await findSpecSheet(services, "hidden-grey", "zh", { includeHidden: false })).toBeNull();
    expect(await findSpecSheet(services, "no-such-stone", "zh", { includeHidden: true })).toBeNull();
    const ownerSheet = await findSpecSheet(services, "hidden-grey", "zh", { includeHidden: true });
    expect(ownerSheet?.visible).toBe(false);
    const before = await storage.list("spec-sheets/");
    expect(await pdfText(await ownerSheet!.pdf())).toContain("隐藏灰");
    expect(await storage.list("spec-sheets/")).toEqual(before);
  });
});
