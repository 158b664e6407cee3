import type { AttributeKind, SlabSize, SpecRow } from "~/database/schema";

/** The managed lists a new site starts with; the owner renames, reorders or deletes them in the dashboard. */
export const demoAttributeOptions: { kind: AttributeKind; slug: string; labelEn: string; labelZh: string }[] = [
  { kind: "colour", slug: "white", labelEn: "White", labelZh: "白色" },
  { kind: "colour", slug: "grey", labelEn: "Grey", labelZh: "灰色" },
  { kind: "colour", slug: "black", labelEn: "Black", labelZh: "黑色" },
  { kind: "colour", slug: "beige", labelEn: "Beige", labelZh: "米色" },
  { kind: "colour", slug: "gold-brown", labelEn: "Gold / Brown", labelZh: "金色／棕色" },
  { kind: "pattern", slug: "veined", labelEn: "Veined", labelZh: "脉纹" },
  { kind: "pattern", slug: "marble-look", labelEn: "Marble look", labelZh: "仿大理石" },
  { kind: "pattern", slug: "speckled", labelEn: "Speckled", labelZh: "颗粒" },
  { kind: "pattern", slug: "solid", labelEn: "Solid", labelZh: "纯色" },
  { kind: "pattern", slug: "concrete-look", labelEn: "Concrete look", labelZh: "仿水泥" },
  { kind: "finish", slug: "polished", labelEn: "Polished", labelZh: "抛光" },
  { kind: "finish", slug: "honed", labelEn: "Honed", labelZh: "哑光" },
  { kind: "finish", slug: "leathered", labelEn: "Leathered", labelZh: "皮革面" },
];

type DemoOptions = Record<AttributeKind, string[]>;

/** Each demo product's options, by slug. */
const optionsOf: Record<string, DemoOptions> = {
  "calacatta-gold": { colour: ["white", "gold-brown"], pattern: ["veined", "marble-look"], finish: ["polished", "honed"] },
  "calacatta-classic": { colour: ["white"], pattern: ["veined", "marble-look"], finish: ["polished", "honed"] },
  "calacatta-viola": { colour: ["white"], pattern: ["veined", "marble-look"], finish: ["polished"] },
  "carrara-white": { colour: ["white", "grey"], pattern: ["veined", "marble-look"], finish: ["polished", "honed"] },
  "statuario-venato": { colour: ["white"], pattern: ["veined", "marble-look"], finish: ["polished"] },
  "carrara-mist": { colour: ["white", "grey"], pattern: ["veined", "marble-look"], finish: ["polished", "honed"] },
  "pure-white": { colour: ["white"], pattern: ["solid"], finish: ["polished", "honed"] },
  "ivory-cream": { colour: ["beige"], pattern: ["solid"], finish: ["polished"] },
  "sparkle-black": { colour: ["black"], pattern: ["speckled"], finish: ["polished"] },
  "starlight-grey": { colour: ["grey"], pattern: ["speckled"], finish: ["polished"] },
  "sparkle-white": { colour: ["white"], pattern: ["speckled"], finish: ["polished"] },
  "black-marquina": { colour: ["black"], pattern: ["veined", "marble-look"], finish: ["polished", "leathered"] },
  "travertine-beige": { colour: ["beige"], pattern: ["veined"], finish: ["honed", "leathered"] },
  "concrete-grey": { colour: ["grey"], pattern: ["concrete-look"], finish: ["honed", "leathered"] },
};

/**
 * The two sizes quartz slabs are sold in, named as the trade names them in each language: "Jumbo" is the trade's own
 * word in Spanish as in English (importers in Spain and Latin America order "tablas jumbo"), and transliterated in
 * Russian and Arabic, where the standard size is «Стандарт» and «قياسي».
 */
export const demoSlabSizes: SlabSize[] = [
  {
    texts: { en: { label: "Jumbo" }, zh: { label: "大板" }, es: { label: "Jumbo" }, ru: { label: "Джамбо" }, ar: { label: "جامبو" } },
    lengthMm: 3200,
    widthMm: 1600,
  },
  {
    texts: {
      en: { label: "Standard" },
      zh: { label: "标准板" },
      es: { label: "Estándar" },
      ru: { label: "Стандарт" },
      ar: { label: "قياسي" },
    },
    lengthMm: 3050,
    widthMm: 1440,
  },
];

const specRowsEn: SpecRow[] = [
  { label: "Density", value: "2.4 g/cm³" },
  { label: "Water absorption", value: "≤ 0.02%" },
  { label: "Mohs hardness", value: "7" },
];

const specRowsZh: SpecRow[] = [
  { label: "密度", value: "2.4 g/cm³" },
  { label: "吸水率", value: "≤ 0.02%" },
  { label: "莫氏硬度", value: "7" },
];

/** The stored attributes, their texts in English and Chinese, and the option slugs of a demo product: what a quartz slab maker's sheet lists. */
export function demoAttributesOf(productId: string) {
  const options = optionsOf[productId] ?? { colour: [], pattern: [], finish: [] };
  const thin = options.pattern.includes("marble-look");
  return {
    options,
    columns: {
      thicknessesMm: thin ? [12, 15, 20, 30] : [15, 20, 30],
      slabSizes: demoSlabSizes,
      certifications: ["NSF", "CE", "SGS"],
    },
    texts: {
      en: { applications: ["Kitchen countertops", "Vanity tops", "Wall cladding", "Flooring"], specRows: specRowsEn },
      zh: { applications: ["厨房台面", "浴室台面", "墙面装饰", "地面"], specRows: specRowsZh },
    },
  };
}
