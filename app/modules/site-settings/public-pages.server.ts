import type { Slide } from "./slide";
import { ownerText, type Language } from "~/i18n/languages";
import type { DatabaseExecutor } from "~/database/client.server";
import type { PictureSources } from "~/modules/media/picture-sources";
import { resolveImages } from "~/modules/media/media.server";
import type { AboutPage } from "./about-page";
import { fixedHeroSlides } from "./hero-images.server";
import type { HomePage } from "./home-page";
import { documentTextIn } from "./document-texts";
import { isSitePath } from "./site-images";

/** A picture as a public page shows it, in the page's language. */
export type PagePicture = Partial<PictureSources> & { src: string; alt: string };

/**
 * The pictures a document names, in order: library images with their alt text in `language`, and
 * addresses kept from the first document shape as they are. A picture deleted from the library is left
 * out, so the page shows the others rather than a broken image (docs/requirements/records.md#first-document-shapes).
 */
async function picturesFor(db: DatabaseExecutor, references: string[], language: Language): Promise<(PagePicture | null)[]> {
  const library = await resolveImages(db, references);
  return references.map((reference) => {
    if (isSitePath(reference)) return { src: reference, alt: "" };
    const image = library.get(reference);
    if (!image) return null;
    const { srcSet, avifSrcSet, portraitSrcSet, portraitAvifSrcSet, shareSrc } = image;
    return { src: image.src, srcSet, avifSrcSet, portraitSrcSet, portraitAvifSrcSet, shareSrc, alt: ownerText(image.alt, language) };
  });
}

/** The home slides with their captions in `language`; with every picture gone, the site's own pictures keep the page whole. */
export async function homeSlides(db: DatabaseExecutor, page: HomePage, language: Language): Promise<Slide[]> {
  const pictures = await picturesFor(
    db,
    page.slides.map((slide) => slide.image),
    language,
  );
  const slides = page.slides.flatMap((slide, index) => {
    const picture = pictures[index];
    if (!picture) return [];
    const heading = documentTextIn(slide.texts, "heading", language);
    const text = documentTextIn(slide.texts, "text", language);
    return [
      {
        ...picture,
        heading: heading.text,
        headingLanguage: heading.language,
        text: text.text,
        textLanguage: text.language,
        link: documentTextIn(slide.texts, "link", language).text,
      },
    ];
  });
  return slides.length > 0 ? slides : fixedHeroSlides();
}

export async function aboutPictures(
  db: DatabaseExecutor,
  page: AboutPage,
  language: Language,
): Promise<{ hero: PagePicture; others: PagePicture[] }> {
  const [hero, ...others] = await picturesFor(db, [page.heroImage, ...page.headerImages], language);
  const builtIn = fixedHeroSlides()[0]!;
  return { hero: hero ?? { src: builtIn.src, srcSet: builtIn.srcSet, alt: "" }, others: others.filter((picture) => picture !== null) };
}
