import type { Glossary } from "./glossary";

export const russianGlossary: Glossary = {
  language: "ru",
  about:
    "Standard Russian as a stone importer in Russia, Kazakhstan or Belarus writes to a supplier: the plain register of business " +
    "correspondence, no slang and no anglicisms where the trade has a Russian word («пачка», not «бандл»). The buyer is " +
    "addressed as «вы» in lower case everywhere, on pages and in mails alike: the mails repeat whole sentences of the pages " +
    "(what happens after a quote request), so a capital «Вы» in the letter would sit beside a lower-case «вы» from the page in " +
    "one text; the capital is a courtesy the rules leave to the writer (Rosenthal, Gramota.ru), and lower case is what " +
    "Russian sites and most suppliers' mails use. Numbers as Russian writes them: decimal comma (2,4), groups of thousands " +
    "and the unit after a figure set off by a no-break space (6 000 м², 20 мм, 85 %), units in Cyrillic (мм, кг, м², т), " +
    "dimensions as «3200 × 1600 мм». Counted nouns take the form the count asks for (1 сляб, 2 сляба, 5 слябов) through " +
    "plural(). Latin stays for Incoterms (FOB, CIF), VGM, LCL, SWIFT and brand names; product names are transliterated.",
  entries: [
    {
      concept: "slab",
      chosen: "сляб",
      rejected: ["слэб*", "слеб*", "плита", "плиты"],
      why:
        "«Сляб» is the trade's word for a large polished slab of quartz or stone and what Russian distributors' price lists use; " +
        "«слэб» is a second spelling of the same loan, and «плита» reads as a tile or a cooker.",
    },
    {
      concept: "bundle",
      chosen: "пачка",
      rejected: ["связк*", "бандл*"],
      why: "Slabs travel as «пачки» on A-frames in Russian logistics; «связка» is for timber or pipes, «бандл» a calque.",
    },
    {
      concept: "A-frame",
      chosen: "пирамида",
      rejected: ["А-рам*", "A-рам*", "стеллаж*"],
      why: "Stone shippers call the A-frame a (transport) «пирамида»; «А-рама» is a calque and «стеллаж» is warehouse shelving.",
    },
    {
      concept: "container",
      chosen: "контейнер",
      rejected: ["ящик*", "двадцатифутовик*"],
      why: "«20-футовый контейнер» is the forwarders' and the customs' term; the slang «двадцатифутовик» does not belong in a quote.",
    },
    {
      concept: "quote (the priced document)",
      chosen: "коммерческое предложение",
      rejected: ["расчёт*", "расчет*", "котировк*", "смет*", "прайс*"],
      why:
        "A supplier answers a buyer with a «коммерческое предложение» («КП» in short labels); the buyer asks for one with a " +
        "«запрос коммерческого предложения», so the request and the answer name the same thing. «Расчёт» (a calculation) was " +
        "asked for and an «коммерческое предложение» came back; «котировка» is an exchange's price, «смета» a builder's estimate.",
    },
    {
      concept: "quote list",
      chosen: "список для КП",
      rejected: ["корзин*", "список для расчёта"],
      why:
        "The buyer's list of slabs to ask a quote on, named after the quote it leads to; short for the navigation bar. «Корзина» " +
        "is a shop's basket and promises a purchase the list does not make.",
    },
    {
      concept: "quote request",
      chosen: "запрос коммерческого предложения",
      rejected: ["заявка на расчёт", "запрос расчёта", "запрос цены"],
      why: "The request matches its answer: «запрос коммерческого предложения» (short «запрос КП») → «коммерческое предложение».",
    },
    {
      concept: "enquiry",
      chosen: "запрос",
      rejected: ["заявк*", "обращени*"],
      why: "One word for what a buyer sends (a question, a sample, a quote): «запрос», as in «запрос образца», «запрос КП».",
    },
    {
      concept: "request number",
      chosen: "номер запроса",
      rejected: ["номер тикета", "ID запроса"],
      why: "The number a buyer quotes in correspondence: «запрос № 12», «номер запроса».",
    },
    {
      concept: "price basis",
      chosen: "базис поставки",
      rejected: ["условие Инкотермс", "ценовой базис", "базисные условия"],
      why:
        "Russian foreign-trade contracts name the Incoterm the price is quoted on «базис поставки» («базис поставки FOB " +
        "Сямынь»); the request form, the confirmation mail and the quote use this one term for the Incoterm with its port.",
    },
    {
      concept: "delivery terms",
      chosen: "условия отгрузки",
      rejected: ["условия поставки", "условия доставки"],
      why:
        "The owner's free text on when and how the slabs ship («отгрузка в течение 20 дней после предоплаты»). «Условия " +
        "поставки» is also what Russian calls the Incoterm, so it would read as a second name for the price basis.",
    },
    {
      concept: "payment terms",
      chosen: "условия оплаты",
      rejected: ["условия платежа", "порядок расчётов"],
      why: "The usual heading in a Russian commercial offer and contract.",
    },
    {
      concept: "deposit",
      chosen: "предоплата",
      rejected: ["депозит*", "залог*", "аванс*"],
      why: "What the buyer pays before production; «депозит» is a bank deposit and «залог» a security.",
    },
    {
      concept: "proforma invoice",
      chosen: "счёт-проформа",
      rejected: ["проформа-счёт*", "проформа-инвойс*", "инвойс-проформ*"],
      why: "The form Russian accountants and banks use («счёт-проформа на предоплату»).",
    },
    {
      concept: "B/L",
      chosen: "коносамент",
      rejected: ["билль о погрузке", "бил оф лейдинг", "морская накладная"],
      why: "The bill of lading is a «коносамент» in Russian maritime law (КТМ РФ); «B/L» may stand beside it in Latin.",
    },
    {
      concept: "thickness",
      chosen: "толщина",
      rejected: ["калибр"],
      why: "«Толщина 20 мм»; «калибр» is sometimes used by fabricators but reads as a gauge.",
    },
    {
      concept: "finish",
      chosen: "обработка поверхности",
      rejected: ["финиш*", "фактурная отделка"],
      why: "Stone suppliers list a slab's «обработка поверхности» (short: «обработка»): полированная, матовая, «кожа».",
    },
    {
      concept: "polished",
      chosen: "полированная",
      rejected: ["глянцев*", "лакированн*"],
      why: "A polished stone surface is «полированная»; «глянцевая» is for paint and plastic, and nothing is lacquered.",
    },
    {
      concept: "honed",
      chosen: "матовая",
      rejected: ["хонингованн*", "сатинированн*"],
      why:
        "Quartz dealers and buyers call a honed surface «матовая»; «хонингованная» is a calque, and the natural-stone " +
        "standard's «лощёная» is unknown to most buyers of quartz.",
    },
    {
      concept: "leathered",
      chosen: "фактура «кожа»",
      rejected: ["кожан*", "лезер*"],
      why: "The market's name for the brushed, leather-like surface; «кожаная» would say the slab is made of leather.",
    },
    {
      concept: "countertop",
      chosen: "столешница",
      rejected: ["каунтертоп*", "рабочая плита"],
      why: "The one word for a kitchen worktop in Russian; «кухонная столешница».",
    },
    {
      concept: "vanity top",
      chosen: "столешница для ванной",
      rejected: ["столешница в ванную", "столешницы в ванную", "столешниц в ванную", "столешницу в ванную", "вэнити*"],
      why: "As the applications list names it; «в ванную» (into the bathroom) is colloquial and was used beside «для ванной».",
    },
    {
      concept: "weight of the cargo",
      chosen: "вес",
      rejected: ["масса", "массы", "массе", "массу", "массой"],
      why:
        "Forwarders and buyers write «вес груза», «вес брутто», «заполнен по весу»; the SI and customs term «масса» was mixed " +
        "in beside it, which reads as a second quantity. VGM stays in Latin after «вес брутто».",
    },
    {
      concept: "cargo limit",
      chosen: "предельный вес груза",
      rejected: ["лимит*", "грузоподъёмност*", "грузоподъемност*"],
      why:
        "The weight of slabs and frames a container may carry on a route; «грузоподъёмность» is the container's own rated " +
        "payload, a different and larger figure, and «лимит» is jargon.",
    },
    {
      concept: "port of loading",
      chosen: "порт погрузки",
      rejected: ["порт отгрузки", "порт загрузки", "порт отправления"],
      why: "The term of bills of lading and contracts («порт погрузки» / «порт назначения»).",
    },
    {
      concept: "destination port",
      chosen: "порт назначения",
      rejected: ["порт доставки", "порт прибытия"],
      why: "Paired with «порт погрузки» as contracts write them.",
    },
    {
      concept: "part-container load (LCL)",
      chosen: "сборный груз",
      rejected: ["частичная загрузка", "неполный контейнер"],
      why: "Russian forwarders sell LCL as «сборный груз».",
    },
    {
      concept: "sample",
      chosen: "образец",
      rejected: ["семпл*", "сэмпл*", "пробник*"],
      why: "«Образец» is what a buyer asks a stone supplier for; the others are cosmetics and music words.",
    },
    {
      concept: "quartz (engineered stone)",
      chosen: "кварцевый агломерат",
      rejected: ["кварцит*", "искусственный камень", "акрил*"],
      why:
        "The trade's name for engineered quartz; «кварцит» is a natural stone, and «искусственный камень» in Russia usually " +
        "means acrylic solid surface.",
    },
    {
      concept: "category (collection)",
      chosen: "коллекция",
      rejected: ["серия", "серии"],
      why: "Quartz brands present their designs as «коллекции»; «серия» is the Chinese-English «series» translated literally.",
    },
  ],
};
