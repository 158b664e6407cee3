import type { Language } from "./languages";
import type { PluralForms } from "./plural";

/**
 * The catalogue brochure (a PDF of the whole catalogue or of one category), the Brand Center's links to it and the page
 * a buyer gets while it is being drawn (docs/decisions/052-catalogue-brochure.md).
 */
export const brochureEn = {
  catalogue: "Product Catalogue",
  collections: "Our Collections",
  products: { one: "{n} product", other: "{n} products" } as PluralForms,
  contact: "Contact Us",
  issuedOn: (date: string) => `Issued ${date}`,
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  /** The file's name: "catalogue.pdf", "calacatta-catalogue.pdf". */
  fileName: "catalogue",
  links: {
    heading: "Download our catalogue (PDF)",
    intro: "Ready to forward by email or WhatsApp.",
    whole: "Full catalogue",
    size: (size: string) => `PDF, ${size}`,
    preparing: "being prepared",
  },
  preparing: {
    title: "Your catalogue is being prepared",
    body: "We are updating this catalogue with our latest products. It will be ready in a minute or two.",
    retry: "Try again",
    back: "Back to the Brand Center",
  },
};

export type BrochureText = typeof brochureEn;

const brochureZh: BrochureText = {
  catalogue: "产品目录",
  collections: "产品系列",
  products: { other: "{n} 款产品" },
  contact: "联系我们",
  issuedOn: (date) => `发布日期：${date}`,
  pageOf: (page, count) => `第 ${page} 页，共 ${count} 页`,
  fileName: "产品目录",
  links: {
    heading: "下载产品目录（PDF）",
    intro: "可直接通过邮件、微信或 WhatsApp 发给客户。",
    whole: "全部产品目录",
    size: (size) => `PDF，${size}`,
    preparing: "正在生成",
  },
  preparing: {
    title: "产品目录正在生成",
    body: "我们正在按最新产品更新这份目录，一两分钟后即可下载。",
    retry: "重试",
    back: "返回品牌中心",
  },
};

const brochureEs: BrochureText = {
  catalogue: "Catálogo de productos",
  collections: "Nuestras colecciones",
  products: { one: "{n} producto", other: "{n} productos" },
  contact: "Contacto",
  issuedOn: (date) => `Edición: ${date}`,
  pageOf: (page, count) => `Página ${page} de ${count}`,
  fileName: "catalogo",
  links: {
    heading: "Descargue nuestro catálogo (PDF)",
    intro: "Listo para reenviar por correo o WhatsApp.",
    whole: "Catálogo completo",
    size: (size) => `PDF, ${size}`,
    preparing: "en preparación",
  },
  preparing: {
    title: "Estamos preparando su catálogo",
    body: "Estamos actualizando este catálogo con nuestros últimos productos. Estará listo en uno o dos minutos.",
    retry: "Intentar de nuevo",
    back: "Volver al catálogo",
  },
};

const brochureRu: BrochureText = {
  catalogue: "Каталог продукции",
  collections: "Наши коллекции",
  products: { one: "{n} товар", few: "{n} товара", many: "{n} товаров", other: "{n} товара" },
  contact: "Контакты",
  issuedOn: (date) => `Дата выпуска: ${date}`,
  pageOf: (page, count) => `Стр. ${page} из ${count}`,
  fileName: "katalog",
  links: {
    heading: "Скачать каталог (PDF)",
    intro: "Удобно переслать по почте или в WhatsApp.",
    whole: "Полный каталог",
    size: (size) => `PDF, ${size}`,
    preparing: "готовится",
  },
  preparing: {
    title: "Каталог готовится",
    body: "Мы обновляем каталог с учётом новинок. Он будет готов через минуту-другую.",
    retry: "Повторить",
    back: "Вернуться в каталог",
  },
};

const brochureAr: BrochureText = {
  catalogue: "كتالوج المنتجات",
  collections: "مجموعاتنا",
  products: { zero: "{n} منتج", one: "منتج واحد", two: "منتجان", few: "{n} منتجات", many: "{n} منتجًا", other: "{n} منتج" },
  contact: "تواصل معنا",
  issuedOn: (date) => `تاريخ الإصدار: ${date}`,
  pageOf: (page, count) => `صفحة ${page} من ${count}`,
  fileName: "catalogue",
  links: {
    heading: "حمّل الكتالوج (PDF)",
    intro: "جاهز للإرسال عبر البريد الإلكتروني أو واتساب.",
    whole: "الكتالوج الكامل",
    size: (size) => `PDF، ${size}`,
    preparing: "قيد الإعداد",
  },
  preparing: {
    title: "جارٍ إعداد الكتالوج",
    body: "نقوم بتحديث هذا الكتالوج بأحدث منتجاتنا، وسيكون جاهزًا خلال دقيقة أو دقيقتين.",
    retry: "أعد المحاولة",
    back: "العودة إلى مركز العلامات التجارية",
  },
};

const brochureTexts: Record<Language, BrochureText> = { en: brochureEn, zh: brochureZh, es: brochureEs, ru: brochureRu, ar: brochureAr };

export const brochureText = (language: Language): BrochureText => brochureTexts[language];
