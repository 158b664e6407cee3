import type { PictureSources } from "~/modules/media/picture-sources";

/** The media query under which a picture with `portrait` shows its tall crop: a phone held upright, or any window taller than wide. */
export const PORTRAIT_MEDIA = "(orientation: portrait)";

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  picture: Partial<PictureSources> & { src: string };
  /** How wide the layout shows the picture at each breakpoint, so the browser fetches the smallest file that is sharp. */
  sizes: string;
  /** For a picture filling a frame as tall as the screen (the home hero): upright screens get the portrait crop, when it exists. */
  portrait?: boolean;
};

/**
 * Every photo on the public pages: AVIF where the image has it (smaller), else WebP, else the JPEG
 * in `src`; each only when its files exist. The `picture` box is `display: contents`, so the `img`
 * is laid out and styled exactly as if it stood alone; its `source`s are `display: none`, since in a grid or
 * flex container they would otherwise become items of their own and push the `img` to the next cell (the
 * quote list's lines, tests/e2e/quote-list.test.ts). The browser picks a source whether it is displayed or not.
 */
export function ResponsivePicture({ picture, sizes, portrait = false, ...img }: Props) {
  const portraitCrop = portrait && picture.portraitSrcSet;
  return (
    <picture className="contents">
      {portraitCrop && picture.portraitAvifSrcSet && (
        <source className="hidden" media={PORTRAIT_MEDIA} type="image/avif" srcSet={picture.portraitAvifSrcSet} sizes={sizes} />
      )}
      {portraitCrop && <source className="hidden" media={PORTRAIT_MEDIA} type="image/webp" srcSet={picture.portraitSrcSet} sizes={sizes} />}
      {picture.avifSrcSet && <source className="hidden" type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />}
      <img src={picture.src} srcSet={picture.srcSet || undefined} sizes={sizes} {...img} />
    </picture>
  );
}
