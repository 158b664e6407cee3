import type { Language } from "~/i18n/languages";
import type { PictureSources } from "~/modules/media/picture-sources";

/** One slide in the page's language; heading, text and link are the owner's optional caption. */
/** `headingLanguage` and `textLanguage`: English where the caption is not written in the page's language. */
export type Slide = Partial<PictureSources> & {
  src: string;
  alt?: string;
  heading?: string;
  headingLanguage?: Language;
  text?: string;
  textLanguage?: Language;
  link?: string;
};
