import type { Glossary } from "./glossary";

export const arabicGlossary: Glossary = {
  language: "ar",
  about:
    "Modern Standard Arabic as stone importers and fabricators in the Gulf, Egypt and the Levant write a business letter, not " +
    "a dialect: one text serves them all. The buyer is addressed in the respectful plural throughout (أنتم: «نشكركم»، " +
    "«اخترتموه»، «يُرجى إدخال اسم شركتكم»), which also spares a masculine-only «أنتَ» to a buyer of either gender; a " +
    "button or a field names its action as a verbal noun («إرسال»، «طلب عينة»، «إضافة إلى عرض السعر»), never an " +
    "imperative to one man. A mail opens «السيد/السيدة … المحترم/ة، تحية طيبة وبعد،» and closes «مع أطيب التحيات،». " +
    "Figures are Western digits with ICU's separators for ar (2,000 and 2.4), as Gulf trade documents print them; units " +
    "are written in Arabic letters (مم، م²، م³، كغ، طن), dimensions as «3200 × 1600 مم». Incoterms (FOB, CFR, CIF), LCL, " +
    "VGM, SWIFT and the inch sizes stay in Latin letters as contracts write them, isolated left to right inside the Arabic " +
    "line (i18n/bidi.ts), as are phone numbers, email addresses and codes. Counted nouns take Arabic's six forms through " +
    "plural() («لوح واحد»، «لوحان»، «3 ألواح»، «11 لوحًا»، «100 لوح»).",
  entries: [
    {
      concept: "slab",
      chosen: "لوح (ألواح)",
      rejected: ["بلاطة", "بلاطات", "سلاب", "شريحة حجر"],
      why: "«لوح» is what the marble and quartz trade writes («ألواح رخام»، «ألواح كوارتز»); «بلاطة» is a floor tile, and «سلاب» an English loan that reads as slang.",
    },
    {
      concept: "bundle",
      chosen: "حزمة (حزم)",
      rejected: ["ربطة", "رزمة", "باقة", "طرد"],
      why: "Slabs travel in «حزم» on A-frames; «رزمة» is a ream of paper, «باقة» a bouquet or a package offer, «طرد» a parcel.",
    },
    {
      concept: "container",
      chosen: "حاوية",
      rejected: ["كونتينر", "مستوعب"],
      why: "«حاوية» is the shipping lines' and customs' word across the region; «كونتينر» is spoken only, «مستوعب» Lebanese.",
    },
    {
      concept: "quote (a priced offer)",
      chosen: "عرض سعر",
      rejected: ["تسعيرة", "عرض أسعار", "كوتيشن"],
      why: "One offer for one request, so the singular «عرض سعر»; the buyer asks for a «طلب عرض سعر» and receives the «عرض سعر» itself, the same words both ways.",
    },
    {
      concept: "quote list",
      chosen: "قائمة عرض السعر",
      rejected: ["سلة عرض السعر", "سلة التسوق", "عربة التسوق"],
      why: "It is a list of slabs to be priced, not a shop's basket: nothing is bought from it.",
    },
    {
      concept: "price basis (the Incoterm the price is quoted on)",
      chosen: "أساس السعر",
      rejected: ["شرط التسليم", "شروط السعر", "شرط الشحن"],
      why: "Arabic trade writes «السعر على أساس FOB»; one name for the Incoterm on the request form, in the mails and on the quote, and none that could be taken for the delivery terms.",
    },
    {
      concept: "delivery terms",
      chosen: "شروط التسليم",
      rejected: ["شروط الشحن", "شروط التوريد"],
      why: "When and how the slabs are shipped («الشحن خلال 15–20 يومًا»), kept apart from the price basis, which names the Incoterm.",
    },
    {
      concept: "payment terms",
      chosen: "شروط الدفع",
      rejected: ["شروط السداد", "طريقة الدفع"],
      why: "The usual heading of a quotation; «طريقة الدفع» is the means (transfer, card), not the terms.",
    },
    {
      concept: "deposit",
      chosen: "الدفعة المقدمة",
      rejected: ["العربون", "الدفعة الأولى"],
      why: "«الدفعة المقدمة» is the banks' and exporters' term for the T/T advance; «العربون» is a retail earnest, often forfeited.",
    },
    {
      concept: "proforma invoice",
      chosen: "الفاتورة المبدئية",
      rejected: ["الفاتورة الأولية", "بروفورما"],
      why: "The form banks in the Gulf and Egypt print on letters of credit and transfers.",
    },
    {
      concept: "B/L (bill of lading)",
      chosen: "بوليصة الشحن",
      rejected: ["سند الشحن", "بوليصة التحميل"],
      why: "What shipping lines and customs brokers call it; the owner's payment terms name it when written in Arabic.",
    },
    {
      concept: "thickness",
      chosen: "سماكة",
      rejected: ["سمك", "سُمك", "ثخانة"],
      why: "«سماكة» is the trade's word on price lists («سماكة 20 مم»); «سُمك» is correct but reads as «سمك» (fish) without its vowel mark.",
    },
    {
      concept: "finish",
      chosen: "تشطيب",
      rejected: ["لمسة نهائية", "تشطيبة"],
      why: "«تشطيب» names a surface finish in stone and tile catalogues; «لمسة نهائية» is a literal translation.",
    },
    {
      concept: "polished",
      chosen: "لامع",
      rejected: ["ملمّع", "ملمع", "بوليش"],
      why: "Catalogues sell «تشطيب لامع»; «ملمّع» is shoe polish, «بوليش» workshop slang.",
    },
    {
      concept: "honed",
      chosen: "مطفي",
      rejected: ["مطفأ", "هوند", "مات"],
      why: "The trade's «مطفي» for a matt, honed surface; «مطفأ» means switched off, «هوند» and «مات» are transliterations.",
    },
    {
      concept: "leathered",
      chosen: "جلدي",
      rejected: ["ليذر", "تشطيب جلد"],
      why: "«تشطيب جلدي» describes the textured surface; «ليذر» is a transliteration few buyers search for.",
    },
    {
      concept: "countertop",
      chosen: "سطح مطبخ (أسطح المطابخ)",
      rejected: ["كاونتر توب", "توب المطبخ", "رخامة المطبخ"],
      why: "The neutral term across the region; «رخامة» names marble, which quartz is not.",
    },
    {
      concept: "vanity top",
      chosen: "سطح مغسلة (أسطح المغاسل)",
      rejected: ["سطح حوض", "توب المغسلة", "وحدة مغسلة", "وحدات المغاسل"],
      why: "The slab is the top; «وحدة مغسلة» is the cabinet under it, which the factory does not make.",
    },
    {
      concept: "weight",
      chosen: "الوزن",
      rejected: ["الكتلة"],
      why: "Shipping papers say «الوزن» even for the verified gross mass (VGM: «الوزن الإجمالي المُتحقَّق منه»); «الكتلة» is the physics textbook's.",
    },
    {
      concept: "cargo (the slabs with their frames)",
      chosen: "الحمولة",
      rejected: ["الشحنة", "البضاعة"],
      why: "One word for what a container carries and its limit («حد الحمولة»); «شحنة» stays for a shipment as a whole, as in «شحنة جزئية (LCL)».",
    },
    {
      concept: "cargo limit",
      chosen: "حد الحمولة",
      rejected: ["الحد الأقصى لوزن الحمولة", "الحد الأقصى لحمولة الحاوية", "حد الوزن"],
      why: "One short name on the list page, the request, the mail and the quote.",
    },
    {
      concept: "tare",
      chosen: "الوزن الفارغ",
      rejected: ["الوزن الذاتي", "الوزن الصافي"],
      why: "The empty container's weight as container plates and shipping lines state it; «الوزن الصافي» is net weight, another thing.",
    },
    {
      concept: "frames (A-frames)",
      chosen: "حوامل",
      rejected: ["شيالات", "استاندات"],
      why: "The steel or wooden stands a bundle travels on; the others are workshop slang.",
    },
    {
      concept: "port of loading",
      chosen: "ميناء الشحن",
      rejected: ["ميناء التحميل"],
      why: "The term of letters of credit and bills of lading in Arabic («ميناء الشحن» beside «ميناء الوصول»).",
    },
    {
      concept: "port of destination",
      chosen: "ميناء الوصول",
      rejected: ["ميناء الوجهة", "ميناء التفريغ"],
      why: "Pairs with «ميناء الشحن»; «ميناء التفريغ» is the port of discharge, which may differ.",
    },
    {
      concept: "sample",
      chosen: "عينة",
      rejected: ["سامبل", "نموذج"],
      why: "A piece of the slab sent to judge it; «نموذج» is a model or a form.",
    },
    {
      concept: "enquiry",
      chosen: "استفسار",
      rejected: ["استعلام"],
      why: "A buyer's question to a supplier; «استعلام» is a database query or a formal inquiry.",
    },
    {
      concept: "spec sheet",
      chosen: "نشرة المواصفات",
      rejected: ["ورقة المواصفات", "كتيّب المواصفات", "داتا شيت"],
      why: "The printed sheet manufacturers hand out; a «كتيّب» is a booklet.",
    },
    {
      concept: "millimetre",
      chosen: "مم",
      rejected: ["ملم"],
      why: "«مم» is the abbreviation Arabic standards and price lists use; Latin «mm» has no place in an Arabic line (ar.test.ts).",
    },
    {
      concept: "kilogram",
      chosen: "كغ",
      rejected: ["كجم", "كلغ"],
      why: "«كغ» as in the Gulf and the Levant; one abbreviation throughout rather than Egypt's «كجم» beside it.",
    },
    {
      concept: "veining",
      chosen: "عروق",
      rejected: ["عروقات", "تعريقات"],
      why: "«عروق» is how marble's veins are named; the others are colloquial plurals.",
    },
    {
      concept: "quartz",
      chosen: "كوارتز",
      rejected: ["كوارتس", "مرو"],
      why: "The spelling of the trade and of search; «مرو» is the mineralogists' word for the raw mineral.",
    },
  ],
};
