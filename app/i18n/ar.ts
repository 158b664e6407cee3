import type { PublicMessages } from "./en";
import type { productEnquiryEn, ChoiceWords } from "./product-enquiry";
import type { quoteDocumentEn } from "./quote-document";
import type { specSheetEn } from "./spec-sheet";

/**
 * Arabic (Modern Standard Arabic, written right to left) for buyers in the Gulf, Egypt and the wider Middle East.
 * Numbers reach these texts as the caller formats them; a counted noun takes Arabic's six forms (pluralForm below).
 */

type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

const arabicPlurals = new Intl.PluralRules("ar");

/**
 * The form of a counted noun for `count`: CLDR's zero (0), one (1), two (2), few (3–10: "3 أيام"),
 * many (11–99: "30 يومًا") and other (100, 101…: "100 يوم"). `{n}` in a form stands for the count.
 */
const pluralForm = (count: number, forms: Record<PluralCategory, string>) =>
  forms[arabicPlurals.select(count) as PluralCategory].replace("{n}", `${count}`);

/**
 * A run of Latin figures and symbols ("3200*1600mm (126"*63")") isolated as left to right (U+2066 … U+2069), so an
 * Arabic line shows it as written: marks at its ends alone still let the brackets inside it turn round.
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** A buyer's choice on a product page: "Calacatta Gold (سماكة 20 مم، تشطيب لامع)". */
const arChoice = ({ product, thicknessMm, finish }: ChoiceWords) => {
  const details = [thicknessMm !== null ? `سماكة ${thicknessMm} مم` : null, finish !== null ? `تشطيب ${finish}` : null]
    .filter((part) => part !== null)
    .join("، ");
  return details ? `${product} (${details})` : product;
};

export const ar = {
  finding: {
    search: "البحث في المنتجات",
    siteSearch: "البحث في الموقع",
    searchLabel: "ابحث عن المنتجات بالاسم أو اللون أو الكلمة المفتاحية",
    searchPlaceholder: "ابحث عن حجر…",
    searchButton: "بحث",
    filters: "تصفية المنتجات",
    filtersToggle: (active: number) => (active > 0 ? `التصفية (${active})` : "التصفية"),
    kinds: { colour: "اللون", pattern: "النقشة", finish: "التشطيب", thickness: "السماكة" },
    apply: "عرض المنتجات",
    clearAll: "إلغاء كل عوامل التصفية",
    activeFilters: "عوامل التصفية المختارة",
    chip: (kind: string, value: string) => `${kind}: ${value}`,
    remove: (label: string) => `إزالة عامل التصفية: ${label}`,
    resultsFor: (query: string) => `نتائج البحث عن «${query}»`,
    productCount: (count: number) =>
      pluralForm(count, {
        zero: "لا توجد منتجات",
        one: "منتج واحد",
        two: "منتجان",
        few: "{n} منتجات",
        many: "{n} منتجًا",
        other: "{n} منتج",
      }),
    noResults: "لا توجد منتجات مطابقة.",
    noResultsFor: (query: string) => `لا توجد منتجات تطابق «${query}».`,
    didYouMean: "ربما تقصد",
    browseCategories: "أو تصفّح إحدى المجموعات:",
    clearSearch: "عرض جميع المنتجات",
  },
  languageName: "العربية",
  siteName: "Saide Quartz",
  meta: {
    homeTitle: "Saide Quartz | ألواح كوارتز لأسطح المطابخ",
    homeDescription: `ألواح كوارتز لأسطح المطابخ ووحدات المغاسل بمقاس ${ltr("3200*1600mm")} وسماكة 20mm و30mm، نصنعها في مصنعنا الخاص ونصدّرها إلى جميع أنحاء العالم.`,
    aboutTitle: "من نحن | Saide Quartz",
    aboutDescription: "مصنعنا لأحجار الكوارتز: الطاقة الإنتاجية وعدد العاملين والمساحة والمعدات.",
    brandTitle: "مركز العلامات التجارية | Saide Quartz",
    brandDescription: "تصفّح مجموعات ألواح الكوارتز لدينا حسب الفئة.",
    newsTitle: "مركز الأخبار | Saide Quartz",
    newsDescription: "أخبار Saide Quartz.",
    contactTitle: "اتصل بنا | Saide Quartz",
    contactDescription: "راسلنا بخصوص ألواح الكوارتز لدينا؛ فنحن نردّ على كل طلب.",
    productDescriptionFallback: `لوح كوارتز بمقاس ${ltr("3200*1600mm")} وسماكة 20mm أو 30mm.`,
    notFoundTitle: "الصفحة غير موجودة",
    notFoundDescription: "الصفحة غير موجودة",
  },
  nav: {
    home: "الرئيسية",
    aboutUs: "من نحن",
    brandCenter: "مركز العلامات التجارية",
    newsCenter: "مركز الأخبار",
    contactUs: "اتصل بنا",
    login: "تسجيل الدخول",
    dashboard: "لوحة التحكم",
    languageMenu: "اللغة: ",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    skipToContent: "الانتقال إلى المحتوى",
    opensAnotherSite: "(يفتح موقعًا آخر)",
    footerLinks: "روابط الموقع",
  },
  labelled: (label: string) => `${label}: `,
  listSeparator: "، ",
  footer: {
    address: "العنوان",
    contactPerson: "مسؤول التواصل",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    website: "الموقع الإلكتروني",
    wechat: "WeChat",
    wechatQr: "رمز QR الخاص بـ WeChat",
    whatsapp: "واتساب",
    linkedin: "LinkedIn",
    hours: "ساعات العمل",
    detailsHeading: "بيانات التواصل",
    // As in English: a company name ending in "Ltd." gets no second full stop.
    copyright: (year: string, company: string) => `© ${year} ${company}${company.endsWith(".") ? "" : "."} جميع الحقوق محفوظة`,
  },
  home: {
    slideshowLabel: "ألواح الكوارتز من إنتاجنا",
    slideLabel: (index: number, total: number) => `الشريحة ${index} من ${total}`,
    previousSlide: "الشريحة السابقة",
    nextSlide: "الشريحة التالية",
    play: "تشغيل",
    pause: "إيقاف مؤقت",
    headline: "ألواح كوارتز لمطابخ العالم",
    featured: "مجموعات مميزة",
    slideLink: "اعرف المزيد",
  },
  preview: { banner: "معاينة — غير منشورة. هذه النسخة تظهر لك وحدك؛ أما المشترون فيرون الصفحة المنشورة." },
  about: {
    heading: "من نحن",
    factsHeading: "مصنعنا بالأرقام",
  },
  brand: {
    allBrands: "جميع العلامات التجارية",
    categories: "المجموعات",
    viewDetails: "عرض التفاصيل",
    empty: "لا توجد منتجات في هذه المجموعة حتى الآن.",
    pages: "صفحات المنتجات",
    previous: "الصفحة السابقة",
    next: "الصفحة التالية",
    pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
    loadMore: "عرض المزيد",
    loading: "جارٍ التحميل…",
  },
  stoneSpecifications: {
    heading: "المواصفات",
    colour: "اللون",
    pattern: "النقشة",
    finishes: "التشطيبات",
    thicknesses: "السماكات",
    thicknessValue: (mm: number) => `${mm} مم`,
    slabSizes: "مقاسات الألواح",
    applications: "الاستخدامات",
    certifications: "الشهادات",
  },
  productGallery: {
    photos: "الصور",
    showPhoto: (number: number, total: number) => `عرض الصورة ${number} من ${total}`,
    enlarge: "تكبير الصورة",
    zoomDialog: "الصورة مكبّرة",
    zoomIn: "تكبير",
    zoomOut: "تصغير",
    previous: "الصورة السابقة",
    next: "الصورة التالية",
    close: "إغلاق",
    zoomLevel: (percent: number | string) => `التكبير ${percent}%`,
    position: (number: number, total: number) => `الصورة ${number} من ${total}`,
    keyHint: "مفتاحا + و− للتكبير والتصغير، ومفاتيح الأسهم لتحريك الصورة، وEsc للإغلاق.",
  },
  product: {
    breadcrumb: "مسار التنقل",
    size: `المقاس: ${ltr('3200*1600mm (126"*63")')}`,
    thickness: "السماكة: 20mm أو 30mm",
    keywords: "الكلمات المفتاحية",
    category: "المجموعة",
    related: "منتجات ذات صلة",
    uncategorised: "أخرى",
    material: "كوارتز",
    hiddenBanner: "مخفي — لا يرى المشترون هذا المنتج. تظهر لك هذه الصفحة لأنك سجّلت الدخول؛ أما المشترون فتظهر لهم رسالة «الصفحة غير موجودة».",
  },
  news: {
    heading: "مركز الأخبار",
    allNews: "جميع الأخبار",
    recentNews: "أحدث الأخبار",
    pastNews: "أخبار سابقة",
    empty: "لا توجد أخبار بعد.",
    recentEmpty: (days: number) =>
      pluralForm(days, {
        zero: "لا توجد أخبار حديثة.",
        one: "لا توجد أخبار خلال اليوم الأخير.",
        two: "لا توجد أخبار خلال اليومين الأخيرين.",
        few: "لا توجد أخبار خلال آخر {n} أيام.",
        many: "لا توجد أخبار خلال آخر {n} يومًا.",
        other: "لا توجد أخبار خلال آخر {n} يوم.",
      }),
    pastEmpty: "لا توجد أخبار أقدم.",
    newer: "أخبار أحدث",
    older: "أخبار أقدم",
    pages: "المزيد من الأخبار",
    backToNews: "جميع الأخبار",
    feed: "موجز RSS",
    feedTitle: (site: string) => `أخبار ${site}`,
  },
  contact: {
    title: "أرسل لنا رسالة",
    aboutProduct: (title: string) => `بخصوص المنتج: ${title}`,
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    message: "الرسالة",
    submit: "إرسال",
    sending: "جارٍ الإرسال…",
    close: "إغلاق",
    success: "لقد استلمنا طلبك، وسنتواصل معك لاحقًا",
    submissionId: (id: string) => `الرقم المرجعي: ${id}`,
    answerLanguage: "سنرد عليك باللغة العربية.",
    honeypot: "اترك هذا الحقل فارغًا",
    failed: "تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى.",
    errors: {
      firstNameRequired: "يُرجى إدخال اسمك الأول.",
      lastNameRequired: "يُرجى إدخال اسم العائلة.",
      emailRequired: "يُرجى إدخال بريدك الإلكتروني.",
      emailInvalid: "يُرجى إدخال بريد إلكتروني صحيح.",
      tooLong: (max: number) =>
        pluralForm(max, {
          zero: "يُرجى ترك هذا الحقل فارغًا.",
          one: "يُرجى ألا يتجاوز النص حرفًا واحدًا.",
          two: "يُرجى ألا يتجاوز النص حرفين.",
          few: "يُرجى ألا يتجاوز النص {n} أحرف.",
          many: "يُرجى ألا يتجاوز النص {n} حرفًا.",
          other: "يُرجى ألا يتجاوز النص {n} حرف.",
        }),
      phoneInvalid: "يُرجى إدخال رقم هاتف لا يحتوي إلا على أرقام ومسافات والرموز + ( ) -.",
      fixBelow: "يُرجى تصحيح الحقول المشار إليها أدناه.",
      tooMany: "تلقّينا للتو رسائل كثيرة من اتصالك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
    },
  },
  notFound: {
    heading: "404 - الصفحة غير موجودة",
    backHome: "العودة إلى الصفحة الرئيسية",
  },
  errors: {
    heading: "حدث خطأ ما",
    body: "تعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.",
    badRequest: "تعذّر فهم الطلب.",
    tooLarge: "حجم الطلب كبير جدًا.",
  },
} satisfies PublicMessages;

export const productEnquiryAr = {
  panelHeading: "العينات والاستفسارات",
  thickness: "السماكة",
  finish: "التشطيب",
  thicknessOption: (mm: number) => `${mm} مم`,
  actions: { sample: "اطلب عينة", question: "استفسر عن هذا المنتج" },
  summary: {
    sample: (choice: ChoiceWords) => `طلب عينة: ${arChoice(choice)}`,
    question: (choice: ChoiceWords) => `استفسار عن: ${arChoice(choice)}`,
  },
  message: {
    sample: (choice: ChoiceWords) => `مرحبًا، أرغب في الحصول على عينة من ${arChoice(choice)}. يُرجى إفادتي بالتكلفة ومدة الشحن.`,
    question: (choice: ChoiceWords) => `مرحبًا، لديّ استفسار بخصوص ${arChoice(choice)}: `,
  },
  choiceGone: "لم يعد هذا المنتج متوفرًا بالسماكة أو التشطيب الذي اخترته. يُرجى الاختيار من جديد في صفحة المنتج.",
  chat: {
    heading: "تواصل معنا مباشرةً",
    whatsapp: "تواصل عبر واتساب",
    whatsappText: (product: string | null, url: string) =>
      product ? `مرحبًا، أرغب في معرفة المزيد عن ${product}: ${url}` : `مرحبًا، لديّ استفسار: ${url}`,
    wechat: "WeChat",
    wechatId: (id: string) => `معرّف WeChat: ${id}`,
    wechatQr: "رمز QR الخاص بـ WeChat: امسحه بتطبيق WeChat لإضافتنا",
    openWechat: "افتح WeChat",
    openWechatHint: "انسخ معرّف WeChat الخاص بنا، ثم الصقه في خانة البحث ضمن «إضافة جهات اتصال» (Add Contacts) في WeChat.",
    copyId: "نسخ معرّف WeChat",
    copied: "تم نسخ معرّف WeChat.",
  },
} satisfies typeof productEnquiryEn;

export const specSheetAr = {
  download: "تنزيل نشرة المواصفات (PDF)",
  documentTitle: (product: string) => `نشرة مواصفات ${product}`,
  heading: "مواصفات المنتج",
  category: "المجموعة",
  colours: "اللون",
  patterns: "النقشة",
  finishes: "التشطيب",
  thicknesses: "السماكة",
  slabSizes: "مقاس اللوح",
  applications: "الاستخدامات",
  certifications: "الشهادات",
  specifications: "البيانات الفنية",
  description: "الوصف",
  contact: "بيانات التواصل",
  address: "العنوان",
  phone: "الهاتف",
  email: "البريد الإلكتروني",
  website: "الموقع الإلكتروني",
  whatsapp: "واتساب",
  wechat: "WeChat",
  pageUrl: (url: string) => `صفحة المنتج: ${url}`,
  generatedOn: (date: string) => `تاريخ الإصدار: ${date}`,
  listSeparator: "، ",
  fileSuffix: "نشرة-المواصفات",
} satisfies typeof specSheetEn;

export const quoteDocumentAr = {
  title: "عرض سعر",
  documentTitle: (reference: string) => `عرض سعر ${reference}`,
  quoteNumber: "رقم عرض السعر",
  issuedOn: "التاريخ",
  validUntil: "صالح حتى",
  priceBasis: "أساس السعر",
  currency: "العملة",
  currencyName: (name: string, code: string) => `${name} (${code})`,
  buyer: "مقدَّم إلى",
  company: "الشركة",
  contact: "اسم المسؤول",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  country: "الدولة",
  port: "ميناء الوصول",
  products: "المنتجات",
  columns: {
    product: "المنتج",
    thickness: "السماكة",
    size: "المقاس (مم)",
    finish: "التشطيب",
    slabs: "عدد الألواح",
    area: "م²",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
  },
  millimetres: (value: string) => `${value} مم`,
  perM2: (price: string) => `${price} لكل م²`,
  perSlab: (price: string) => `${price} لكل لوح`,
  subtotal: "المجموع الفرعي",
  freight: "الشحن البحري",
  insurance: "التأمين",
  total: "الإجمالي",
  plan: "خطة التحميل",
  containers: "حاويات 20 قدمًا",
  cargoLimit: "الحد الأقصى لحمولة الحاوية",
  bundles: "الحزم",
  totalWeight: "الوزن الإجمالي",
  lastContainer: "الحاوية الأخيرة",
  lastFill: {
    weight: (percent: string) => `ممتلئة بنسبة ${percent} من حد الوزن`,
    bundles: (percent: string) => `ممتلئة بنسبة ${percent} من عدد الحزم الممكن`,
  },
  planColumns: { slabKind: "الألواح (السماكة، المقاس)", bundles: "الحزم", slabs: "عدد الألواح", weight: "الوزن (كغ)" },
  container: (number: string, count: string) => `الحاوية ${number} من ${count}`,
  slabKind: (thicknessMm: string, sizeMm: string) => `${thicknessMm} مم، ${ltr(sizeMm)} مم`,
  kilograms: (value: string) => `${value} كغ`,
  notPlanned: {
    unknownThickness: (thicknessMm: string) => `ألواح ${thicknessMm} مم غير مدرجة في الخطة: لم يُحدَّد وزن لهذه السماكة.`,
    slabOverLimit: (thicknessMm: string) => `ألواح ${thicknessMm} مم غير مدرجة في الخطة: وزن اللوح الواحد يتجاوز الحد الأقصى للحمولة.`,
  },
  terms: "الشروط",
  paymentTerms: "شروط الدفع",
  deliveryTerms: "شروط التسليم",
  note: "ملاحظات",
  online: "للاطلاع على عرض السعر عبر الإنترنت وقبوله أو طلب تعديلات:",
} satisfies typeof quoteDocumentEn;
