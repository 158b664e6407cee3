import { z } from "zod";
import { documentTextsFields, englishTexts } from "./document-texts";
import { builtInImageIds, isImageReference, isSitePath } from "./site-images";

/**
 * The home page document (docs/requirements/records.md#site-documents): the slides, how long each shows, and the texts of
 * the contact dialog that prompts buyers while they watch. Every read and write goes through this schema.
 */

export const homePageLimits = {
  slides: 12,
  heading: 80,
  text: 240,
  link: 500,
  modalTitle: 60,
  modalText: 300,
  minSeconds: 2,
  maxSeconds: 30,
} as const;

/** A slide link goes to a page of this site (`/brand-center`) or to another site over HTTPS. */
export function isSlideLink(value: string): boolean {
  if (value === "") return true;
  if (isSitePath(value)) return true;
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value)) return false;
  return URL.canParse(value);
}

const slideText = {
  heading: z.string().trim().max(homePageLimits.heading),
  text: z.string().trim().max(homePageLimits.text),
  link: z.string().trim().max(homePageLimits.link).refine(isSlideLink),
};

/** A slide's caption in each language it is written in (docs/requirements/languages.md#owner-texts-in-every-language). */
export const homeSlideSchema = z.object({ image: z.string().trim().refine(isImageReference), ...documentTextsFields(slideText) });

const modalText = { title: z.string().trim().max(homePageLimits.modalTitle), text: z.string().trim().max(homePageLimits.modalText) };

const captionless = (image: string) => ({ image, ...englishTexts({ heading: "", text: "", link: "" }) });

/** Three built-in slides, each shown for 3 seconds, and a dialog titled "Contact us" (docs/requirements/public-pages.md#home-page). */
export const defaultHomePage: HomePage = {
  slides: builtInImageIds.map(captionless),
  intervalSeconds: 3,
  modal: { texts: { en: { title: "Contact us", text: "" }, zh: { title: "联系我们" } }, textTimes: {} },
};

/**
 * The first document shape was `{header, end, urls}` (docs/requirements/records.md#first-document-shapes): extra slides after the three fixed ones, each image
 * at `header + url + end`. Such a document is read as the built-in slides followed by those images;
 * addresses on other hosts are left out, because public pages never load from another host.
 */
function fromFirstShape(stored: unknown): unknown {
  if (!stored || typeof stored !== "object" || "slides" in stored || !("urls" in stored)) return stored;
  const { header, end, urls } = stored as { header?: unknown; end?: unknown; urls?: unknown };
  const extra = (Array.isArray(urls) ? urls : [])
    .map((url) => `${typeof header === "string" ? header : ""}${String(url)}${typeof end === "string" ? end : ""}`.trim())
    .filter(isSitePath)
    .map(captionless);
  return { ...defaultHomePage, slides: [...defaultHomePage.slides, ...extra].slice(0, homePageLimits.slides) };
}

export const homePageSchema = z.preprocess(
  fromFirstShape,
  z.object({
    slides: z.array(homeSlideSchema).min(1).max(homePageLimits.slides),
    intervalSeconds: z.number().int().min(homePageLimits.minSeconds).max(homePageLimits.maxSeconds),
    modal: z.object(documentTextsFields({ ...modalText, title: modalText.title.min(1) }, () => modalText)),
  }),
);

export type HomePage = z.output<typeof homePageSchema>;
export type HomeSlide = HomePage["slides"][number];
