import { specSheetAr } from "./ar";
import { specSheetEs } from "./es";
import type { Language } from "./languages";
import { specSheetRu } from "./ru";

/** The printable spec sheet of a product (PDF) and the product page's link to it. */
export const specSheetEn = {
  download: "Download spec sheet (PDF)",
  documentTitle: (product: string) => `${product} spec sheet`,
  heading: "Product specification",
  category: "Category",
  colours: "Colour",
  patterns: "Pattern",
  finishes: "Finish",
  thicknesses: "Thickness",
  slabSizes: "Slab size",
  applications: "Applications",
  certifications: "Certifications",
  specifications: "Technical data",
  description: "Description",
  contact: "Contact",
  address: "Address",
  phone: "Phone",
  email: "Email",
  website: "Website",
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  pageUrl: (url: string) => `Product page: ${url}`,
  generatedOn: (date: string) => `Generated on ${date}`,
  listSeparator: ", ",
  /** The file name's ending after the product's id: "calacatta-gold-spec-sheet.pdf". */
  fileSuffix: "spec-sheet",
};

export const specSheetZh = {
  download: "下载规格表（PDF）",
  documentTitle: (product: string) => `${product} 规格表`,
  heading: "产品规格",
  category: "系列",
  colours: "颜色",
  patterns: "纹理",
  finishes: "表面处理",
  thicknesses: "厚度",
  slabSizes: "板材尺寸",
  applications: "适用场景",
  certifications: "认证",
  specifications: "技术参数",
  description: "产品介绍",
  contact: "联系方式",
  address: "地址",
  phone: "电话",
  email: "邮箱",
  website: "网站",
  whatsapp: "WhatsApp",
  wechat: "微信",
  pageUrl: (url: string) => `产品页面：${url}`,
  generatedOn: (date: string) => `生成日期：${date}`,
  listSeparator: "、",
  fileSuffix: "规格表",
} satisfies typeof specSheetEn;

export const specSheetMessages: Record<Language, typeof specSheetEn> = { en: specSheetEn, zh: specSheetZh, es: specSheetEs, ru: specSheetRu, ar: specSheetAr };
