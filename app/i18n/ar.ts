import { isolate } from "./bidi";
import type { PublicMessages } from "./en";
import { plural } from "./plural";
import type { productEnquiryEn, ChoiceWords } from "./product-enquiry";
import type { quoteDocumentEn } from "./quote-document";
import type { specSheetEn } from "./spec-sheet";
import type { quoteListEn } from "./quote-list";
import { numberFormatter } from "~/i18n/numbers";

/**
 * Arabic (Modern Standard Arabic, written right to left) for buyers in the Gulf, Egypt and the wider Middle East, in the
 * register of a business letter: the buyer is addressed in the respectful plural (أنتم: «نشكركم»، «اخترتموه»), a button
 * or a field names its action as a verbal noun («إرسال»، «طلب عينة»), never a masculine-only imperative. The trade's
 * words are those of glossary/ar.ts. Figures are Western digits as ICU's "ar" writes them ("2,000", "2.4"), units in
 * Arabic letters (مم، م²، كغ); a value that must stay Latin inside a line ("126 × 63 in") is isolated (bidi.ts).
 */

/** A count the buyer reads ("2,000 حرف"), written as Arabic writes the figure. */
const figure = (count: number) => numberFormatter("ar").format(count);

/** A buyer's choice on a product page: "Calacatta Gold (سماكة 20 مم، تشطيب لامع)". */
const arChoice = ({ product, thicknessMm, finish }: ChoiceWords) => {
  const details = [thicknessMm !== null ? `سماكة ${thicknessMm} مم` : null, finish !== null ? `تشطيب ${finish}` : null]
    .filter((part) => part !== null)
    .join("، ");
  return details ? `${product} (${details})` : product;
};

/** How a mail to the buyer opens: a name of either gender, then the letter's greeting. */
const greeting = (name: string) => `السيد/السيدة ${name} المحترم/ة،\nتحية طيبة وبعد،`;

/** How a mail to the buyer closes. */
const signature = (company: string) => `مع أطيب التحيات،\n${company}`;

/** "Please keep this under 2,000 characters", the noun agreeing with the figure. */
const tooLong = (max: number) =>
  plural(
    "ar",
    max,
    {
      zero: "يُرجى ترك هذا الحقل فارغًا.",
      one: "يُرجى ألا يتجاوز النص حرفًا واحدًا.",
      two: "يُرجى ألا يتجاوز النص حرفين.",
      few: "يُرجى ألا يتجاوز النص {n} أحرف.",
      many: "يُرجى ألا يتجاوز النص {n} حرفًا.",
      other: "يُرجى ألا يتجاوز النص {n} حرف.",
    },
    figure(max),
  );

export const ar = {
  finding: {
    search: "البحث في المنتجات",
    siteSearch: "البحث في الموقع",
    searchLabel: "البحث عن المنتجات بالاسم أو اللون أو الكلمة المفتاحية",
    searchPlaceholder: "البحث عن حجر…",
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
      plural("ar", count, {
        zero: "لا توجد منتجات",
        one: "منتج واحد",
        two: "منتجان",
        few: "{n} منتجات",
        many: "{n} منتجًا",
        other: "{n} منتج",
      }),
    noResults: "لا توجد منتجات مطابقة.",
    noResultsFor: (query: string) => `لا توجد منتجات تطابق «${query}».`,
    didYouMean: "لعلكم تقصدون:",
    browseCategories: "أو تصفّحوا إحدى المجموعات:",
    clearSearch: "عرض جميع المنتجات",
  },
  languageName: "العربية",
  replyMail: {
    subject: (topic: string) => `رد: ${topic}`,
    quoteIntro: (date: string, name: string) => `بتاريخ ${date}، ورد من ${name}:`,
  },
  siteName: "Saide Quartz",
  meta: {
    homeTitle: "Saide Quartz | ألواح كوارتز لأسطح المطابخ",
    homeDescription:
      "ألواح كوارتز لأسطح المطابخ وأسطح المغاسل بمقاس 3200 × 1600 مم وسماكة 20 مم أو 30 مم، نصنعها في مصنعنا الخاص ونصدّرها إلى جميع أنحاء العالم.",
    aboutTitle: "من نحن | Saide Quartz",
    aboutDescription: "مصنعنا لأحجار الكوارتز: الطاقة الإنتاجية وعدد العاملين والمساحة والمعدات.",
    brandTitle: "مركز العلامات التجارية | Saide Quartz",
    brandDescription: "تصفّحوا مجموعات ألواح الكوارتز لدينا حسب الفئة.",
    newsTitle: "مركز الأخبار | Saide Quartz",
    newsDescription: "أخبار Saide Quartz.",
    contactTitle: "اتصلوا بنا | Saide Quartz",
    contactDescription: "راسلونا بخصوص ألواح الكوارتز لدينا؛ فنحن نردّ على كل رسالة.",
    productDescriptionFallback: "لوح كوارتز بمقاس 3200 × 1600 مم وسماكة 20 مم أو 30 مم.",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundDescription: "الصفحة غير موجودة",
  },
  nav: {
    home: "الرئيسية",
    aboutUs: "من نحن",
    brandCenter: "مركز العلامات التجارية",
    newsCenter: "مركز الأخبار",
    contactUs: "اتصلوا بنا",
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
    slideLink: "معرفة المزيد",
  },
  preview: { banner: "معاينة — غير منشورة. هذه النسخة تظهر لكم وحدكم؛ أما المشترون فيرون الصفحة المنشورة." },
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
    // The trade's inches stay Latin, isolated so that the figures keep their order inside the Arabic line.
    inches: (dimensions: string) => isolate(`${dimensions} in`),
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
  roomScenes: {
    heading: "في غرفة",
    intro: (product: string) => `${product} بحجمه الحقيقي على أسطح كل غرفة.`,
    rooms: "الغرف",
    enlarge: "تكبير الغرفة",
  },
  product: {
    breadcrumb: "مسار التنقل",
    size: `المقاس: 3200 × 1600 مم (${isolate("126 × 63 in")})`,
    thickness: "السماكة: 20 مم أو 30 مم",
    keywords: "الكلمات المفتاحية",
    category: "المجموعة",
    related: "منتجات ذات صلة",
    uncategorised: "أخرى",
    material: "كوارتز",
    hiddenBanner:
      "مخفي — لا يرى المشترون هذا المنتج. تظهر لكم هذه الصفحة لأنكم سجّلتم الدخول؛ أما المشترون فتظهر لهم رسالة «الصفحة غير موجودة».",
  },
  news: {
    heading: "مركز الأخبار",
    allNews: "جميع الأخبار",
    recentNews: "أحدث الأخبار",
    pastNews: "أخبار سابقة",
    empty: "لا توجد أخبار بعد.",
    recentEmpty: (days: number) =>
      plural("ar", days, {
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
    title: "أرسلوا إلينا رسالة",
    aboutProduct: (title: string) => `بخصوص المنتج: ${title}`,
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    message: "الرسالة",
    submit: "إرسال",
    sending: "جارٍ الإرسال…",
    close: "إغلاق",
    success: "لقد استلمنا رسالتكم، وسنتواصل معكم قريبًا",
    submissionId: (id: string) => `الرقم المرجعي: ${id}`,
    answerLanguage: "سنردّ عليكم باللغة العربية.",
    honeypot: "اتركوا هذا الحقل فارغًا",
    failed: "تعذّر إرسال رسالتكم. يُرجى المحاولة مرة أخرى.",
    errors: {
      firstNameRequired: "يُرجى إدخال اسمكم الأول.",
      lastNameRequired: "يُرجى إدخال اسم العائلة.",
      emailRequired: "يُرجى إدخال بريدكم الإلكتروني.",
      emailInvalid: "يُرجى إدخال بريد إلكتروني صحيح.",
      tooLong,
      phoneInvalid: "يُرجى إدخال رقم هاتف لا يحتوي إلا على أرقام ومسافات والرموز + ( ) -.",
      fixBelow: "يُرجى تصحيح الحقول المشار إليها أدناه.",
      tooMany: "تلقّينا للتو رسائل كثيرة من اتصالكم. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
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
  actions: { sample: "طلب عينة", question: "استفسار عن هذا المنتج" },
  summary: {
    sample: (choice: ChoiceWords) => `طلب عينة: ${arChoice(choice)}`,
    question: (choice: ChoiceWords) => `استفسار عن: ${arChoice(choice)}`,
  },
  message: {
    sample: (choice: ChoiceWords) => `مرحبًا، أرغب في الحصول على عينة من ${arChoice(choice)}. يُرجى إفادتي بالتكلفة ومدة الشحن.`,
    question: (choice: ChoiceWords) => `مرحبًا، لديّ استفسار بخصوص ${arChoice(choice)}: `,
  },
  choiceGone: "لم يعد هذا المنتج متوفرًا بالسماكة أو التشطيب الذي اخترتموه. يُرجى الاختيار من جديد في صفحة المنتج.",
  chat: {
    heading: "تواصلوا معنا مباشرةً",
    whatsapp: "المحادثة عبر واتساب",
    whatsappText: (product: string | null, url: string) =>
      product ? `مرحبًا، أرغب في معرفة المزيد عن ${product}: ${url}` : `مرحبًا، لديّ استفسار: ${url}`,
    wechat: "WeChat",
    wechatId: (id: string) => `معرّف WeChat: ${id}`,
    wechatQr: "رمز QR الخاص بـ WeChat: امسحوه بتطبيق WeChat لإضافتنا",
    openWechat: "فتح WeChat",
    openWechatHint: "انسخوا معرّف WeChat الخاص بنا، ثم الصقوه في خانة البحث ضمن «إضافة جهات اتصال» (Add Contacts) في WeChat.",
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

export const quoteListAr = {
  navLink: "قائمة عرض السعر",
  addHeading: "إضافة إلى عرض سعر",
  size: "مقاس اللوح",
  quantity: "الكمية",
  unit: "الوحدة",
  units: { slab: "لوح", m2: "م²" },
  add: "إضافة إلى عرض السعر",
  adding: "جارٍ الإضافة…",
  added: "أُضيف إلى قائمة عرض السعر.",
  view: "عرض قائمة عرض السعر",
  title: "قائمة عرض السعر",
  intro: "اختاروا الألواح من الكتالوج، وشاهدوا كيف تُحمَّل في حاويات 20 قدمًا، واطلبوا منا عرض سعر مفصّلًا.",
  empty: "قائمة عرض السعر فارغة. أضيفوا ألواحًا من أي صفحة منتج.",
  browse: "تصفّح المنتجات",
  keptHere: "تُحفظ القائمة في هذا المتصفح فقط لمدة 90 يومًا؛ ولا يصلنا منها شيء حتى ترسلوا الطلب أدناه.",
  lineDetails: (thickness: string, size: string, finish: string | null) =>
    [thickness, size, finish].filter((part) => part !== null).join(" · "),
  thicknessValue: (mm: number) => `${mm} مم`,
  sizeValue: (lengthMm: number, widthMm: number) => `${lengthMm} × ${widthMm} مم`,
  slabCount: (slabs: string, count: number) =>
    plural("ar", count, { one: "لوح واحد", two: "لوحان", few: "{n} ألواح", many: "{n} لوحًا", other: "{n} لوح" }, slabs),
  squareMetres: (m2: string) => `${m2} م²`,
  update: "تحديث",
  remove: "إزالة",
  removeLine: (product: string) => `إزالة ${product}`,
  unavailable: "لم يعد متوفرًا بهذه السماكة أو المقاس أو التشطيب: أزيلوه واختاروا من جديد في صفحة المنتج.",
  plan: {
    heading: "خطة التحميل",
    limit: "حد الحمولة لكل حاوية 20 قدمًا",
    routes: {
      road: (tonnes: string) => `نقل بري إلى الداخل: ${tonnes} طن`,
      rail: (tonnes: string) => `إلى محطة السكك الحديدية: ${tonnes} طن`,
      port: (tonnes: string) => `إلى الميناء: ${tonnes} طن`,
    },
    limitMeaning:
      "هذه هي الحدود المعتادة في الولايات المتحدة لحمولة حاوية 20 قدمًا، أي الألواح مع حواملها دون الوزن الفارغ للحاوية نفسها: نحو 44,000 رطل للنقل البري إلى الداخل، و47,500 رطل إلى محطة السكك الحديدية، و60,000 رطل إلى الميناء.",
    custom: "حد آخر",
    customKg: "الحد بالكيلوغرام",
    show: "حساب",
    containers: "الحاويات",
    shipment: "طريقة الشحن",
    lclShort: "شحنة جزئية (LCL)",
    bundles: "الحزم",
    weight: "الحمولة",
    area: "المساحة",
    kilograms: (kg: string) => `${kg} كغ`,
    containerLine: (number: number, bundles: string, cargoKg: string, grossKg: string) =>
      `الحاوية ${number}: عدد الحزم ${bundles}، الحمولة ${cargoKg} كغ، الوزن الإجمالي ${grossKg} كغ (VGM)`,
    tare: (kg: string) =>
      `الحمولة هي الألواح مع حواملها؛ أما الوزن الإجمالي، الذي يُصرَّح به وزنًا إجماليًا مُتحقَّقًا منه (VGM)، فيضيف إليها الوزن الفارغ للحاوية: ${kg} كغ.`,
    lcl: (kg: string, m3: string) =>
      `لا تكفي هذه القائمة لملء حاوية كاملة، لذا تُشحن شحنةً جزئية (LCL): ${kg} كغ مع الحوامل، و${m3} م³ من الألواح.`,
    lastFill: (percent: string, by: "weight" | "bundles") =>
      `امتلأت الحاوية الأخيرة بنسبة ${percent} من حيث ${by === "weight" ? "الوزن" : "أماكن الحزم"}.`,
    hint: (slabs: number, thickness: string, size: string) =>
      `ما زالت هذه الحاويات تتسع ${plural("ar", slabs, { one: "للوح واحد آخر", two: "للوحين آخرين", few: "لـ{n} ألواح أخرى", many: "لـ{n} لوحًا آخر", other: "لـ{n} لوح آخر" }, figure(slabs))} بسماكة ${thickness} (${size}) دون حاوية إضافية.`,
    unknownThickness: (thickness: string) => `لا نحسب بعدُ تحميل الألواح بسماكة ${thickness} في الحاويات، وسنضمّنها في عرض السعر.`,
    slabOverLimit: (thickness: string) => `اللوح الواحد بسماكة ${thickness} أثقل مما يسمح به هذا الحد.`,
    estimate: "هذا تقدير وفق أوزان الألواح وحزمها المعتادة؛ ويؤكد عرض السعر الذي نرسله إليكم التحميلَ الفعلي.",
  },
  request: {
    heading: "طلب عرض سعر مفصّل",
    company: "الشركة",
    country: "الدولة",
    chooseCountry: "اختاروا الدولة",
    port: "ميناء الوصول",
    incoterm: "أساس السعر",
    incoterms: {
      FOB: "FOB: تحجزون الشحن البحري بأنفسكم من مينائنا",
      CFR: "CFR: نشحن حتى مينائكم",
      CIF: "CIF: نشحن ونؤمّن حتى مينائكم",
    },
    send: "إرسال طلب عرض السعر",
    sending: "جارٍ الإرسال…",
    sent: (number: string) => `تم إرسال طلب عرض السعر رقم ${number}.`,
    next: "الخطوة التالية: نتحقق من التوفر ونرسل إليكم بالبريد الإلكتروني عرض سعر مفصّلًا مع خطة التحميل، عادةً خلال يوم عمل واحد. ويمكنكم قبوله عبر الإنترنت أو طلب تعديلات.",
    limit: (kg: string) => `سنُعدّ عرض السعر لكم وفق حد الحمولة المختار أعلاه: ${kg} لكل حاوية.`,
    confirmation: {
      subject: (number: string, company: string) => `استلمنا طلب عرض السعر رقم ${number} — ${company}`,
      greeting,
      received: (number: string) => `نشكركم على طلب عرض السعر، وقد استلمناه برقم ${number}؛ نرجو ذكر هذا الرقم في مراسلاتكم معنا.`,
      slabs: "الألواح التي طلبتموها:",
      askedAs: (asked: string, slabs: string) => `${asked}، أي ${slabs}`,
      destination: (terms: string, country: string) => `أساس السعر: ${terms}، ${country}`,
      cargoLimit: (kg: string) => `حد الحمولة لكل حاوية: ${kg}`,
      reply: "إن وجدتم خطأً أو نقصًا، يكفي أن تردّوا على هذه الرسالة.",
      signature,
    },
  },
  errors: {
    listFull: "قائمة عرض السعر ممتلئة. أرسلوا هذا الطلب ثم ابدؤوا قائمة جديدة.",
    quantityInvalid: (slabs: string, m2: string) => `يُرجى إدخال عدد صحيح من الألواح حتى ${slabs}، أو من الأمتار المربعة حتى ${m2}.`,
    choiceGone: "لم يعد هذا المنتج متوفرًا بالسماكة أو المقاس أو التشطيب الذي اخترتموه. يُرجى الاختيار من جديد.",
    lineGone: "لم يعد هذا السطر في قائمتكم. هذه هي القائمة الحالية.",
    companyRequired: "يُرجى إدخال اسم شركتكم.",
    countryRequired: "يُرجى اختيار دولتكم.",
    portRequired: "يُرجى إدخال الميناء الذي تُشحن إليه الألواح.",
    incotermRequired: "يُرجى اختيار أساس السعر.",
    nothingToQuote: "لا تحتوي قائمتكم على ألواح يمكننا تسعيرها. أضيفوا ألواحًا من صفحة منتج أولًا.",
  },
} satisfies typeof quoteListEn;
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
  contact: "مسؤول التواصل",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  country: "الدولة",
  port: "ميناء الوصول",
  yourContact: "مسؤول المبيعات لديكم",
  whatsapp: "واتساب",
  wechat: "وي تشات",
  products: "المنتجات",
  columns: {
    product: "المنتج",
    thickness: "السماكة",
    size: "المقاس (مم)",
    finish: "التشطيب",
    slabs: "عدد الألواح",
    area: "المساحة (م²)",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
  },
  millimetres: (value: string) => `${value} مم`,
  perM2: (price: string) => `${price} لكل م²`,
  perSlab: (price: string) => `${price} لكل لوح`,
  subtotal: "المجموع الفرعي",
  freight: "أجرة الشحن البحري",
  insurance: "التأمين",
  total: "الإجمالي",
  plan: "خطة التحميل",
  containers: "عدد حاويات 20 قدمًا",
  cargoLimit: "حد الحمولة لكل حاوية",
  cargoLimitValue: (kg: string) => `${kg} كغ من الألواح وحواملها، دون الوزن الفارغ للحاوية`,
  bundles: "الحزم",
  totalWeight: "وزن الحمولة (الألواح وحواملها)",
  tare: "الوزن الفارغ لكل حاوية",
  shipment: "طريقة الشحن",
  lcl: "شحنة جزئية (LCL)",
  volume: "حجم الألواح",
  cubicMetres: (value: string) => `${value} م³`,
  lastContainer: "الحاوية الأخيرة",
  lastFill: {
    weight: (percent: string) => `ممتلئة بنسبة ${percent} من حد الحمولة`,
    bundles: (percent: string) => `ممتلئة بنسبة ${percent} من أماكن الحزم`,
  },
  planColumns: {
    slabKind: "الألواح (السماكة، المقاس)",
    bundles: "الحزم",
    slabs: "عدد الألواح",
    weight: "الحمولة (كغ)",
    gross: "الوزن الإجمالي VGM (كغ)",
  },
  container: (number: string, count: string) => `الحاوية ${number} من ${count}`,
  slabKind: (thicknessMm: string, sizeMm: string) => `${thicknessMm} مم، ${sizeMm} مم`,
  kilograms: (value: string) => `${value} كغ`,
  notPlanned: {
    unknownThickness: (thicknessMm: string) => `الألواح بسماكة ${thicknessMm} مم غير مدرجة في الخطة: لم يُحدَّد وزن لهذه السماكة.`,
    slabOverLimit: (thicknessMm: string) => `الألواح بسماكة ${thicknessMm} مم غير مدرجة في الخطة: وزن اللوح الواحد يتجاوز حد الحمولة.`,
  },
  terms: "الشروط",
  paymentTerms: "شروط الدفع",
  deliveryTerms: "شروط التسليم",
  note: "ملاحظات",
  online: "للاطلاع على عرض السعر عبر الإنترنت وقبوله أو طلب تعديلات:",
  inEnglish: (label: string) => `${label} (باللغة الإنجليزية)`,
  portOfLoading: "ميناء الشحن",
  bankDetails: "البيانات المصرفية",
  bank: { beneficiary: "المستفيد", bank: "البنك", account: "رقم الحساب", swift: "رمز SWIFT", address: "عنوان البنك" },
  mail: {
    subject: (reference: string, company: string) => `عرض السعر ${reference} من ${company}`,
    body: (name: string, reference: string, validUntil: string, url: string, company: string) =>
      `${greeting(name)}\n\nنشكركم على طلبكم. تجدون مرفقًا عرض السعر ${reference}، وهو صالح حتى ${validUntil}.\n\nيمكنكم الاطلاع عليه عبر الإنترنت أو قبوله أو طلب تعديلات من هنا:\n${url}\n\n${signature(company)}`,
    fileName: (reference: string) => `عرض السعر ${reference}.pdf`,
    accepted: {
      subject: (reference: string, company: string) => `تأكيد قبولكم عرض السعر ${reference} من ${company}`,
      body: (name: string, reference: string, contact: string, company: string) =>
        `${greeting(name)}\n\nنشكركم على قبول عرض السعر ${reference}، ونؤكد طلبكم وفق الشروط الواردة فيه.\n\nالخطوات التالية:\n1. سنرسل إليكم قريبًا الفاتورة المبدئية للدفعة المقدمة.\n2. فور استلام الدفعة المقدمة نبدأ الإنتاج ونتفق معكم على موعد الشحن.\n\nلأي استفسار، يُرجى الرد على هذه الرسالة أو التواصل معنا:\n${contact}\n\n${signature(company)}`,
    },
    changesAsked: {
      subject: (reference: string, company: string) => `وصلت تعديلاتكم على عرض السعر ${reference} إلى ${company}`,
      body: (name: string, reference: string, message: string, company: string) =>
        `${greeting(name)}\n\nاستلمنا التعديلات التي طلبتموها على عرض السعر ${reference}:\n\n${message}\n\nسنرسل إليكم نسخة جديدة من عرض السعر تتضمن هذه التعديلات.\n\n${signature(company)}`,
    },
  },
  answer: {
    download: "تنزيل عرض السعر (PDF)",
    accept: "قبول عرض السعر",
    acceptHint: "سنؤكد الطلب ونرسل إليكم الفاتورة المبدئية للدفعة المقدمة.",
    askChanges: "طلب تعديلات",
    changesLabel: "ما الذي نعدّله؟",
    sendChanges: "إرسال",
    changesRequired: "يُرجى إخبارنا بما يجب تعديله.",
    tooLong,
    accepted: (date: string) => `قبلتم عرض السعر هذا في ${date}. سنتواصل معكم قريبًا.`,
    changesAsked: (date: string) => `طلبتم تعديلات في ${date}. سنرسل إليكم نسخة جديدة.`,
    superseded: (version: string, date: string) => `استُبدل عرض السعر هذا بالنسخة ${version} الصادرة في ${date}.`,
    seeNewest: "عرض أحدث نسخة",
    newestShown: (version: string) => `أحدث نسخة (${version}) من عرض السعر هذا.`,
    expired: "لم يعد عرض السعر هذا صالحًا. يُرجى طلب عرض سعر جديد.",
  },
} satisfies typeof quoteDocumentEn;
