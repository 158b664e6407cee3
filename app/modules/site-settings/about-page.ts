import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { documentTextIn, documentTextsFields } from "./document-texts";
import { builtInImageIds, isImageReference, isSitePath } from "./site-images";

/**
 * The About page document (docs/requirements/records.md#site-documents): the company name, intro paragraphs and plant
 * facts per language, the banner picture and the header pictures below the text.
 */

export const aboutPageLimits = { name: 200, paragraph: 2000, paragraphs: 12, fact: 200, headerImages: 6 } as const;

export const aboutFactKeys = ["capacity", "staff", "area", "equipment"] as const;
export type AboutFactKey = (typeof aboutFactKeys)[number];

const fact = z.string().trim().max(aboutPageLimits.fact);
const aboutTextShape = {
  name: z.string().trim().min(1).max(aboutPageLimits.name),
  intro: z.array(z.string().trim().min(1).max(aboutPageLimits.paragraph)).max(aboutPageLimits.paragraphs),
  capacity: fact,
  staff: fact,
  area: fact,
  equipment: fact,
};

const image = z.string().trim().refine(isImageReference);

/** The About page's texts in a language: the company name, the intro's paragraphs and the facts. */
export type AboutTexts = { name: string; intro: string[] } & Record<AboutFactKey, string>;

/** The fallback facts: capacity, staff, plant area and workshop equipment (docs/requirements/rules-and-limits.md#fallback-company-facts). */
const defaultFacts = {
  en: {
    capacity: "Daily capacity 6,000 m2, target 12,000 m2",
    staff: "400+ staff, target 600+",
    area: "Area 140 mu (phase 1), 148 mu (phase 2)",
    equipment: "Workshop 60,000 m2",
  },
  zh: {
    capacity: "日产能 6,000 平方米，目标 12,000 平方米",
    staff: "员工 400+ 人，目标 600+ 人",
    area: "占地 140 亩（一期），148 亩（二期）",
    equipment: "车间 60,000 平方米",
  },
};

const defaultIntro = {
  en: [
    "Founded in 2012, Guangdong Saide New Material Co., Ltd. manufactures engineered quartz slabs in Yunfu, Guangdong, the heart of China's stone industry. From raw quartz selection to the final polish, every slab is produced under one roof by a team of more than 400 people, growing to over 600.",
    "Our plant covers 140 mu in phase 1, with a further 148 mu in phase 2, and 60,000 m² of workshops. Vacuum vibro-compression presses, automatic calibrating and polishing lines and CNC bridge saws give a daily capacity of 6,000 m², rising to 12,000 m² as phase 2 comes on line.",
    "Saide slabs are tested and certified to NSF, CE and SGS standards: non-porous, food-safe, resistant to stains, scratches and heat. Standard slabs measure 3200 × 1600 mm in 20 mm and 30 mm thickness, with cut-to-size countertops, vanity tops and islands made to drawing.",
    "Today our quartz is installed in kitchens, bathrooms, hotels and offices in more than 60 countries. Distributors, fabricators and project buyers work with one sales team from the first sample to the last container.",
  ],
  zh: [
    "广东赛德新材料有限公司成立于2012年，坐落于中国石材产业重镇——广东云浮，专业生产石英石板材。从石英原料甄选到最终抛光，每一块板材都由我们400多名员工在自有工厂内完成，员工规模正向600人以上扩展。",
    "工厂一期占地140亩，二期占地148亩，生产车间面积达60,000平方米。真空振动压制机、自动定厚抛光线和数控桥切机组成完整生产线，目前日产能6,000平方米，二期投产后将达到12,000平方米。",
    "赛德石英石通过NSF、CE及SGS认证，无孔隙、可直接接触食物，耐污、耐磨、耐热。标准板规格为3200 × 1600毫米，厚度20毫米和30毫米，并可按图纸定制厨房台面、浴室台面及中岛台。",
    "如今，赛德石英石已应用于60多个国家和地区的厨房、卫浴、酒店及写字楼项目。从第一块样板到最后一个货柜，经销商、加工商和工程采购商都由同一个销售团队全程服务。",
  ],
};

const [heroImage, ...otherImages] = builtInImageIds;

const builtInTexts = {
  en: { name: "Guangdong Saide New Material Co., Ltd.", intro: defaultIntro.en, ...defaultFacts.en },
  zh: { name: "广东赛德新材料有限公司", intro: defaultIntro.zh, ...defaultFacts.zh },
};

export const defaultAboutPage: AboutPage = {
  heroImage: heroImage as string,
  headerImages: otherImages as string[],
  texts: builtInTexts,
  textTimes: {},
};

/** The first document shape `{headerUrls, intros, names}` is read with the built-in facts and pictures where it has none (docs/requirements/records.md#first-document-shapes). */
function fromFirstShape(stored: unknown): unknown {
  if (!stored || typeof stored !== "object" || !("names" in stored) || "texts" in stored) return stored;
  const { headerUrls, intros, names } = stored as {
    headerUrls?: unknown;
    intros?: Record<string, unknown>;
    names?: Record<string, unknown>;
  };
  const headerImages = (Array.isArray(headerUrls) ? headerUrls : []).map(String).filter(isSitePath);
  const language = (code: "en" | "zh") => ({ name: names?.[code], intro: intros?.[code] ?? [], ...defaultFacts[code] });
  return {
    heroImage: defaultAboutPage.heroImage,
    headerImages: headerImages.length > 0 ? headerImages : defaultAboutPage.headerImages,
    texts: { en: language("en"), zh: language("zh") },
  };
}

export const aboutPageSchema = z.preprocess(
  fromFirstShape,
  z.object({
    heroImage: image,
    headerImages: z.array(image).max(aboutPageLimits.headerImages),
    ...documentTextsFields(aboutTextShape),
  }),
);

export type AboutPage = z.output<typeof aboutPageSchema>;

/** The About page in `language`: each text the owner wrote in it, the English standing in for each one not written. */
export function aboutPageIn(page: AboutPage, language: Language) {
  return {
    name: documentTextIn(page.texts, "name", language),
    intro: documentTextIn(page.texts, "intro", language),
    facts: aboutFactKeys.map((key) => documentTextIn(page.texts, key, language)).filter((fact) => fact.text !== ""),
  };
}
