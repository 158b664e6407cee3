import { type Language, ownerTextIn } from "~/i18n/languages";
import type { SiteImage } from "~/modules/media/media";
import { ResponsivePicture } from "./responsive-picture";

/** The company's WeChat QR code from the media library, at the width the surrounding box gives it. */
export function WeChatQr({
  qr,
  language,
  fallbackAlt,
  widthPx,
  className,
}: {
  qr: SiteImage;
  language: Language;
  fallbackAlt: string;
  widthPx: number;
  className: string;
}) {
  return (
    <ResponsivePicture
      picture={qr}
      sizes={`${widthPx}px`}
      alt={ownerTextIn(qr.alt, language) || fallbackAlt}
      width={qr.width}
      height={qr.height}
      loading="lazy"
      className={className}
    />
  );
}
