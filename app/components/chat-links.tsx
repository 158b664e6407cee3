import { useLocation } from "react-router";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage } from "~/i18n/use-language";
import { isolate } from "~/i18n/bidi";
import { productEnquiryText } from "~/i18n/catalogs";
import { WECHAT_ADD_CONTACTS_URL, whatsAppUrl } from "~/modules/site-settings/chat-links";
import { usePublicLayoutData } from "./layout-data";
import { BidiText } from "./bidi-text";
import { WeChatQr } from "./wechat-qr";

const buttonClass =
  "inline-flex cursor-pointer items-center gap-2 rounded border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 hover:bg-stone-100";

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-[#25D366]">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3Z" />
    </svg>
  );
}

function WeChatIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-[#07C160]">
      <path d="M9 3C4.9 3 1.5 5.8 1.5 9.3c0 2 1.1 3.8 2.9 5l-.7 2.2 2.6-1.4c.9.3 1.8.4 2.7.4h.5a5.8 5.8 0 0 1-.2-1.6c0-3.4 3.2-6.1 7.2-6.1h.5C16.3 4.9 13 3 9 3Zm-2.6 3.4a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm5.2 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm4.9 3.1c-3.5 0-6.2 2.3-6.2 5.2s2.7 5.2 6.2 5.2c.7 0 1.5-.1 2.2-.3l2.1 1.1-.6-1.8c1.5-1 2.5-2.5 2.5-4.2 0-2.9-2.8-5.2-6.2-5.2Zm-2.1 2.6a.8.8 0 1 1 0 1.7.8.8 0 0 1 0-1.7Zm4.2 0a.8.8 0 1 1 0 1.7.8.8 0 0 1 0-1.7Z" />
    </svg>
  );
}

/**
 * WhatsApp and WeChat beside the enquiry form, from the company details; each is left out while
 * its detail is empty. Wide screens show WeChat's QR code to scan with a phone; on a phone, where a
 * QR code on its own screen cannot be scanned, WeChat opens instead and the ID is there to copy.
 * Media queries choose, so it works the same without JavaScript. Server markup only:
 * `app/enhancements/chat-links.ts` shows the copy button where the browser lets it write the clipboard.
 */
export function ChatLinks({ product }: { product?: { id: string; title: string } }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const layout = usePublicLayoutData();
  if (!layout) return null;

  const text = productEnquiryText(language).chat;
  const company = layout.company[language];
  const pageUrl = `${layout.origin}${product ? pagePath.product(language, product.id) : pathname}`;
  const whatsapp = whatsAppUrl(company.whatsapp, text.whatsappText(product?.title ?? null, pageUrl));
  const wechatId = company.wechat;
  const qr = layout.wechatQr;
  if (!whatsapp && !wechatId && !qr) return null;

  return (
    <section aria-labelledby="chat-links-heading" data-enhance={wechatId ? "chat-links" : undefined} className="mt-6">
      <h2 id="chat-links-heading" className="text-sm font-semibold text-stone-700">
        {text.heading}
      </h2>
      <div className="mt-2 flex flex-wrap items-start gap-3">
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            <WhatsAppIcon />
            {text.whatsapp}
          </a>
        )}
        {(wechatId || qr) && (
          <details className="group hidden md:block" data-chat="wechat-qr">
            <summary className={`${buttonClass} list-none`}>
              <WeChatIcon />
              {text.wechat}
            </summary>
            <div className="mt-2 rounded border border-stone-200 bg-white p-3 text-sm">
              {qr && <WeChatQr qr={qr} language={language} fallbackAlt={text.wechatQr} widthPx={160} className="h-auto w-40" />}
              {wechatId && (
                <p className="mt-2">
                  <BidiText text={text.wechatId(isolate(wechatId))} />
                </p>
              )}
            </div>
          </details>
        )}
        {wechatId && (
          <div className="space-y-2 md:hidden" data-chat="wechat-app">
            <div className="flex flex-wrap gap-2">
              <a href={WECHAT_ADD_CONTACTS_URL} className={buttonClass}>
                <WeChatIcon />
                {text.openWechat}
              </a>
              {/* Hidden until the script finds a clipboard it may write: without either, the ID is there to read. */}
              <button type="button" hidden data-copy-wechat-id={wechatId} className={buttonClass}>
                {text.copyId}
              </button>
            </div>
            <p className="text-sm text-stone-700">
              <BidiText text={text.wechatId(isolate(wechatId))} />
            </p>
            <p className="text-sm text-stone-600">{text.openWechatHint}</p>
          </div>
        )}
      </div>
      <div aria-live="polite" data-copied-text={text.copied} className="text-sm text-green-800" />
    </section>
  );
}
