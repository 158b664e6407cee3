import type { EnquiryRequest } from "~/database/schema";

/** What a buyer chose on a product page, as the texts below name it. */
export type ChoiceWords = { product: string; thicknessMm: number | null; finish: string | null };

const enChoice = ({ product, thicknessMm, finish }: ChoiceWords) =>
  [product, thicknessMm !== null ? `${thicknessMm} mm` : null, finish].filter((part) => part !== null).join(", ");

const zhChoice = ({ product, thicknessMm, finish }: ChoiceWords) => {
  const details = [thicknessMm !== null ? `${thicknessMm} mm` : null, finish].filter((part) => part !== null).join("，");
  return details ? `${product}（${details}）` : product;
};

/** The product page's "Request a sample" / "Ask about this product", and the chat links beside the forms. */
export const productEnquiryEn = {
  panelHeading: "Samples and questions",
  thickness: "Thickness",
  finish: "Finish",
  thicknessOption: (mm: number) => `${mm} mm`,
  actions: { sample: "Request a sample", question: "Ask about this product" } satisfies Record<EnquiryRequest, string>,
  summary: {
    sample: (choice: ChoiceWords) => `Sample request: ${enChoice(choice)}`,
    question: (choice: ChoiceWords) => `Question about: ${enChoice(choice)}`,
  } satisfies Record<EnquiryRequest, (choice: ChoiceWords) => string>,
  message: {
    sample: (choice: ChoiceWords) =>
      `Hello, I would like a sample of ${enChoice(choice)}. Please let me know the cost and how long delivery takes.`,
    question: (choice: ChoiceWords) => `Hello, I have a question about ${enChoice(choice)}: `,
  } satisfies Record<EnquiryRequest, (choice: ChoiceWords) => string>,
  choiceGone: "This product is no longer offered in the thickness or finish you chose. Please choose again on the product page.",
  chat: {
    heading: "Chat with us",
    whatsapp: "Chat on WhatsApp",
    whatsappText: (product: string | null, url: string) =>
      product ? `Hello, I am interested in ${product}: ${url}` : `Hello, I have a question: ${url}`,
    wechat: "WeChat",
    wechatId: (id: string) => `WeChat ID: ${id}`,
    wechatQr: "WeChat QR code: scan it with WeChat to add us",
    openWechat: "Open WeChat",
    openWechatHint: "Copy our WeChat ID, then paste it in WeChat's Add Contacts search.",
    copyId: "Copy WeChat ID",
    copied: "WeChat ID copied.",
  },
};

export const productEnquiryZh = {
  panelHeading: "样品与咨询",
  thickness: "厚度",
  finish: "表面处理",
  thicknessOption: (mm: number) => `${mm} mm`,
  actions: { sample: "申请样品", question: "咨询此产品" },
  summary: {
    sample: (choice: ChoiceWords) => `样品申请：${zhChoice(choice)}`,
    question: (choice: ChoiceWords) => `产品咨询：${zhChoice(choice)}`,
  },
  message: {
    sample: (choice: ChoiceWords) => `您好，我想申请 ${zhChoice(choice)} 的样品，请告知费用和寄送时间。`,
    question: (choice: ChoiceWords) => `您好，我想咨询 ${zhChoice(choice)}：`,
  },
  choiceGone: "此产品已不再提供您所选的厚度或表面处理，请回到产品页重新选择。",
  chat: {
    heading: "在线沟通",
    whatsapp: "通过 WhatsApp 联系",
    whatsappText: (product: string | null, url: string) => (product ? `您好，我对 ${product} 感兴趣：${url}` : `您好，我想咨询：${url}`),
    wechat: "微信",
    wechatId: (id: string) => `微信号：${id}`,
    wechatQr: "微信二维码：用微信扫一扫添加我们",
    openWechat: "打开微信",
    openWechatHint: "复制我们的微信号，然后在微信“添加朋友”中粘贴搜索。",
    copyId: "复制微信号",
    copied: "微信号已复制。",
  },
} satisfies typeof productEnquiryEn;

export type ProductEnquiryText = typeof productEnquiryEn;
