import type { PublicMessages } from "./en";
import { plural, type PluralForms } from "./plural";
import type { ChoiceWords, productEnquiryEn } from "./product-enquiry";
import type { quoteDocumentEn } from "./quote-document";
import type { specSheetEn } from "./spec-sheet";
import type { quoteListEn } from "./quote-list";

/*
 * Russian as a stone importer writes to a supplier (app/i18n/glossary/ru.ts holds the terms and why): «сляб», «пачка»,
 * «коммерческое предложение» (asked for with a «запрос коммерческого предложения»), «базис поставки», «вес груза»; the
 * buyer is «вы» in lower case on pages and in mails alike. A figure and its unit, and the parts of a dimension, are held
 * together by no-break spaces ("3200 × 1600 мм", "20 мм", "85 %"); app/i18n/ru.test.ts checks them.
 */

/**
 * Russian's forms of a counted noun: 1 сляб, 2 сляба, 5 слябов; `other` is for fractions (1,5 сляба). In the quote
 * list's short lines the count keeps to its noun («10 слябов» never breaks after «10»).
 */
const slabForms: PluralForms = { one: "{n}\u00a0сляб", few: "{n}\u00a0сляба", many: "{n}\u00a0слябов", other: "{n}\u00a0сляба" };
const bundleForms: PluralForms = { one: "{n}\u00a0пачка", few: "{n}\u00a0пачки", many: "{n}\u00a0пачек", other: "{n}\u00a0пачки" };
const productForms: PluralForms = { one: "{n} товар", few: "{n} товара", many: "{n} товаров", other: "{n} товара" };
/** After «до» and «не больше», which take the genitive: до 21 символа, до 22 символов, до 500 символов. */
const charactersAfterUpTo: PluralForms = { one: "{n} символа", few: "{n} символов", many: "{n} символов", other: "{n} символа" };
const slabsAfterUpTo: PluralForms = { one: "{n} сляба", few: "{n} слябов", many: "{n} слябов", other: "{n} сляба" };
/** The inch after a size's width, as CLDR shortens it: «126 × 71 дюйм», «126 × 63 дюйм.», «120 × 56,5 дюйм.». */
const inchForms: PluralForms = { one: "{n} дюйм", few: "{n} дюйм.", many: "{n} дюйм.", other: "{n} дюйм." };

/**
 * The form for a whole count the page has already written ("1\u00a0234"): Russian chooses it by a whole number's last two
 * digits, which the figure's last group of digits holds.
 */
const counted = (shown: string, forms: PluralForms) => plural("ru", Number(/\d+$/.exec(shown)?.[0] ?? Number.NaN), forms, shown);

/** A count as Russian writes it: "2\u00a0000". */
const whole = new Intl.NumberFormat("ru");

const millimetres = (value: number | string) => `${value}\u00a0мм`;
const dimensions = (lengthMm: number | string, widthMm: number | string) => `${lengthMm}\u00a0×\u00a0${millimetres(widthMm)}`;
const kilograms = (value: string) => `${value}\u00a0кг`;

/**
 * A buyer's choice as the texts name it: «Калакатта Голд (20 мм, полированная)». A finish's label starts a line in a list
 * («Полированная»), and is written in lower case inside the brackets (an abbreviation such as "CNC" keeps its capitals).
 */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase("ru") + label.slice(1) : label);
const ruChoice = ({ product, thicknessMm, finish }: ChoiceWords) => {
  const details = [thicknessMm !== null ? millimetres(thicknessMm) : null, finish === null ? null : inSentence(finish)]
    .filter((part) => part !== null)
    .join(", ");
  return details ? `${product} (${details})` : product;
};

const findingRu = {
  search: "Поиск по каталогу",
  siteSearch: "Поиск по сайту",
  searchLabel: "Поиск товаров по названию, цвету или ключевому слову",
  searchPlaceholder: "Найти камень…",
  searchButton: "Найти",
  filters: "Подбор по параметрам",
  filtersToggle: (active: number) => (active > 0 ? `Фильтры (${active})` : "Фильтры"),
  kinds: { colour: "Цвет", pattern: "Рисунок", finish: "Обработка", thickness: "Толщина" },
  apply: "Показать товары",
  clearAll: "Сбросить все фильтры",
  activeFilters: "Выбранные фильтры",
  chip: (kind: string, value: string) => `${kind}: ${value}`,
  remove: (label: string) => `Убрать фильтр: ${label}`,
  resultsFor: (query: string) => `Результаты по запросу «${query}»`,
  productCount: (count: number) => plural("ru", count, productForms),
  noResults: "По выбранным параметрам ничего не найдено.",
  noResultsFor: (query: string) => `По запросу «${query}» ничего не найдено.`,
  didYouMean: "Возможно, вы искали:",
  browseCategories: "Или выберите коллекцию:",
  clearSearch: "Показать все товары",
} satisfies PublicMessages["finding"];

export const ru = {
  finding: findingRu,
  languageName: "Русский",
  replyMail: {
    subject: (topic: string) => `Re: ${topic}`,
    quoteIntro: (date: string, name: string) => `${date}, ${name} пишет:`,
  },
  siteName: "Saide Quartz",
  meta: {
    homeTitle: "Saide Quartz | Слябы из кварцевого агломерата для столешниц",
    homeDescription: `Слябы из кварцевого агломерата для кухонных столешниц и столешниц для ванной: ${dimensions(3200, 1600)}, толщина 20 и ${millimetres(30)}. Своё производство, поставки по всему миру.`,
    aboutTitle: "О компании | Saide Quartz",
    aboutDescription: "Наш завод кварцевого агломерата: мощность, персонал, площадь и оборудование.",
    brandTitle: "Каталог | Saide Quartz",
    brandDescription: "Каталог слябов из кварцевого агломерата по коллекциям.",
    newsTitle: "Новости | Saide Quartz",
    newsDescription: "Новости компании Saide Quartz.",
    contactTitle: "Контакты | Saide Quartz",
    contactDescription: "Напишите нам о слябах из кварцевого агломерата — мы отвечаем на каждый запрос.",
    productDescriptionFallback: `Сляб из кварцевого агломерата, ${dimensions(3200, 1600)}, толщина 20 или ${millimetres(30)}.`,
    notFoundTitle: "Страница не найдена",
    notFoundDescription: "Страница не найдена",
  },
  nav: {
    home: "Главная",
    aboutUs: "О компании",
    brandCenter: "Каталог",
    newsCenter: "Новости",
    contactUs: "Контакты",
    login: "Вход",
    dashboard: "Панель управления",
    languageMenu: "Язык: ",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
    skipToContent: "Перейти к основному содержанию",
    opensAnotherSite: "(откроется другой сайт)",
    footerLinks: "Разделы сайта",
  },
  labelled: (label: string) => `${label}: `,
  listSeparator: ", ",
  footer: {
    address: "Адрес",
    contactPerson: "Контактное лицо",
    phone: "Телефон",
    email: "Эл. почта",
    website: "Сайт",
    wechat: "WeChat",
    wechatQr: "QR-код WeChat",
    whatsapp: "WhatsApp",
    linkedin: "LinkedIn",
    hours: "Режим работы",
    detailsHeading: "Контактная информация",
    // As in English: no second full stop after a name ending in "." ("Co., Ltd.").
    copyright: (year: string, company: string) => `© ${year} ${company}${company.endsWith(".") ? "" : "."} Все права защищены`,
  },
  home: {
    slideshowLabel: "Наши слябы из кварцевого агломерата",
    slideLabel: (index: number, total: number) => `Слайд ${index} из ${total}`,
    previousSlide: "Предыдущий слайд",
    nextSlide: "Следующий слайд",
    play: "Воспроизвести",
    pause: "Пауза",
    headline: "Слябы из кварцевого агломерата для кухонь по всему миру",
    featured: "Популярные коллекции",
    slideLink: "Подробнее",
  },
  preview: { banner: "Предпросмотр — не опубликовано. Эту версию видите только вы; покупатели видят опубликованную страницу." },
  about: {
    heading: "О компании",
    factsHeading: "Наше производство в цифрах",
  },
  brand: {
    allBrands: "Все коллекции",
    categories: "Коллекции",
    viewDetails: "Подробнее",
    empty: "В этой коллекции пока нет товаров.",
    pages: "Страницы каталога",
    previous: "Предыдущая страница",
    next: "Следующая страница",
    pageOf: (page: number, pages: number) => `Страница ${page} из ${pages}`,
    loadMore: "Показать ещё",
    loading: "Загрузка…",
  },
  stoneSpecifications: {
    heading: "Характеристики",
    colour: "Цвет",
    pattern: "Рисунок",
    finishes: "Обработка поверхности",
    thicknesses: "Толщина",
    thicknessValue: (mm: number) => millimetres(mm),
    inches: (dimensions: string, width: number) => plural("ru", width, inchForms, dimensions),
    slabSizes: "Размеры слябов",
    applications: "Применение",
    certifications: "Сертификаты",
  },
  productGallery: {
    photos: "Фото",
    showPhoto: (number: number, total: number) => `Показать фото ${number} из ${total}`,
    enlarge: "Увеличить фото",
    zoomDialog: "Увеличенное фото",
    zoomIn: "Увеличить",
    zoomOut: "Уменьшить",
    previous: "Предыдущее фото",
    next: "Следующее фото",
    close: "Закрыть",
    zoomLevel: (percent: number | string) => `Масштаб ${percent}\u00a0%`,
    position: (number: number, total: number) => `Фото ${number} из ${total}`,
    keyHint: "Клавиши + и − меняют масштаб, стрелки перемещают фото, Esc закрывает окно.",
  },
  roomScenes: {
    heading: "В интерьере",
    intro: (product: string) => `${product} в натуральную величину на поверхностях каждого интерьера.`,
    rooms: "Интерьеры",
    enlarge: "Увеличить интерьер",
  },
  product: {
    breadcrumb: "Навигационная цепочка",
    size: `Размер: ${dimensions(3200, 1600)}`,
    thickness: `Толщина: 20 или ${millimetres(30)}`,
    keywords: "Ключевые слова",
    category: "Коллекция",
    related: "Похожие товары",
    uncategorised: "Прочее",
    material: "Кварцевый агломерат",
    hiddenBanner:
      "Скрыто — покупатели не видят этот товар. Вы видите страницу, потому что вошли в систему; покупатели получают «Страница не найдена».",
  },
  news: {
    heading: "Новости",
    allNews: "Все новости",
    recentNews: "Последние новости",
    pastNews: "Архив новостей",
    empty: "Новостей пока нет.",
    recentEmpty: (days: number) =>
      days === 1
        ? "За последний день новостей нет."
        : plural("ru", days, {
            one: "За последний {n} день новостей нет.",
            few: "За последние {n} дня новостей нет.",
            many: "За последние {n} дней новостей нет.",
            other: "За последние {n} дня новостей нет.",
          }),
    pastEmpty: "Более ранних новостей нет.",
    newer: "Более свежие новости",
    older: "Более ранние новости",
    pages: "Другие страницы новостей",
    backToNews: "Ко всем новостям",
    feed: "RSS-лента",
    feedTitle: (site: string) => `Новости ${site}`,
  },
  contact: {
    title: "Напишите нам",
    aboutProduct: (title: string) => `Запрос по товару: ${title}`,
    firstName: "Имя",
    lastName: "Фамилия",
    email: "Электронная почта",
    phone: "Телефон",
    message: "Сообщение",
    submit: "Отправить",
    sending: "Отправка…",
    close: "Закрыть",
    success: "Мы получили ваш запрос и свяжемся с вами в ближайшее время.",
    submissionId: (id: string) => `Номер запроса: ${id}`,
    answerLanguage: "Мы ответим вам на русском языке.",
    honeypot: "Оставьте это поле пустым",
    failed: "Не удалось отправить сообщение. Пожалуйста, попробуйте ещё раз.",
    errors: {
      firstNameRequired: "Пожалуйста, укажите имя.",
      lastNameRequired: "Пожалуйста, укажите фамилию.",
      emailRequired: "Пожалуйста, укажите адрес электронной почты.",
      emailInvalid: "Пожалуйста, укажите корректный адрес электронной почты.",
      tooLong: (max: number) => `Пожалуйста, сократите текст до ${plural("ru", max, charactersAfterUpTo, whole.format(max))}.`,
      phoneInvalid: "Номер телефона может содержать только цифры, пробелы и знаки + ( ) -.",
      fixBelow: "Пожалуйста, исправьте отмеченные ниже поля.",
      tooMany: "С вашего подключения только что пришло много сообщений. Пожалуйста, повторите попытку через несколько минут.",
    },
  },
  notFound: {
    heading: "404 — страница не найдена",
    backHome: "Вернуться на главную",
  },
  errors: {
    heading: "Что-то пошло не так",
    body: "Не удалось показать эту страницу. Пожалуйста, попробуйте ещё раз чуть позже.",
    badRequest: "Не удалось обработать запрос.",
    tooLarge: "Запрос слишком большой.",
  },
} satisfies PublicMessages;

export const productEnquiryRu = {
  panelHeading: "Образцы и вопросы",
  thickness: "Толщина",
  finish: "Обработка поверхности",
  thicknessOption: (mm: number) => millimetres(mm),
  actions: { sample: "Заказать образец", question: "Задать вопрос о товаре" },
  summary: {
    sample: (choice: ChoiceWords) => `Запрос образца: ${ruChoice(choice)}`,
    question: (choice: ChoiceWords) => `Вопрос о товаре: ${ruChoice(choice)}`,
  },
  message: {
    sample: (choice: ChoiceWords) =>
      `Здравствуйте! Прошу выслать образец ${ruChoice(choice)}. Сообщите, пожалуйста, стоимость и сроки доставки.`,
    question: (choice: ChoiceWords) => `Здравствуйте! У меня вопрос о товаре ${ruChoice(choice)}: `,
  },
  choiceGone:
    "Этот товар больше не поставляется в выбранном варианте толщины или обработки поверхности. Пожалуйста, выберите вариант заново на странице товара.",
  chat: {
    heading: "Напишите нам в мессенджер",
    whatsapp: "Написать в WhatsApp",
    whatsappText: (product: string | null, url: string) =>
      product ? `Здравствуйте! Меня интересует ${product}: ${url}` : `Здравствуйте! У меня вопрос: ${url}`,
    wechat: "WeChat",
    wechatId: (id: string) => `ID в WeChat: ${id}`,
    wechatQr: "QR-код WeChat: отсканируйте его в WeChat, чтобы добавить нас в контакты",
    openWechat: "Открыть WeChat",
    openWechatHint: "Скопируйте наш ID в WeChat и вставьте его в поиск в разделе «Добавить контакты».",
    copyId: "Скопировать ID в WeChat",
    copied: "ID в WeChat скопирован.",
  },
} satisfies typeof productEnquiryEn;

export const specSheetRu = {
  download: "Скачать спецификацию (PDF)",
  documentTitle: (product: string) => `Спецификация ${product}`,
  heading: "Спецификация товара",
  category: "Коллекция",
  colours: "Цвет",
  patterns: "Рисунок",
  finishes: "Обработка поверхности",
  thicknesses: "Толщина",
  slabSizes: "Размеры слябов",
  applications: "Применение",
  certifications: "Сертификаты",
  specifications: "Технические характеристики",
  description: "Описание",
  contact: "Контакты",
  address: "Адрес",
  phone: "Телефон",
  email: "Эл. почта",
  website: "Сайт",
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  pageUrl: (url: string) => `Страница товара: ${url}`,
  generatedOn: (date: string) => `Дата составления: ${date}`,
  listSeparator: ", ",
  fileSuffix: "спецификация",
} satisfies typeof specSheetEn;

export const quoteListRu = {
  navLink: "Список для КП",
  addHeading: "Добавить в список для КП",
  size: "Размер сляба",
  quantity: "Количество",
  unit: "Единица",
  units: { slab: "слябы, шт.", m2: "м²" },
  add: "В список для КП",
  adding: "Добавляем…",
  added: "Добавлено в ваш список для коммерческого предложения.",
  view: "Открыть список для КП",
  title: "Ваш список для коммерческого предложения",
  intro:
    "Выберите слябы в каталоге, посмотрите, как они разместятся в 20-футовых контейнерах, и запросите у нас коммерческое предложение с ценами.",
  empty: "Ваш список для коммерческого предложения пуст. Добавьте слябы на странице любого товара.",
  browse: "Перейти в каталог",
  keptHere: "Список хранится только в этом браузере в течение 90 дней; мы ничего не получим, пока вы не отправите запрос ниже.",
  lineDetails: (thickness: string, size: string, finish: string | null) =>
    [thickness, size, finish].filter((part) => part !== null).join(" · "),
  thicknessValue: (mm: number) => millimetres(mm),
  sizeValue: (lengthMm: number, widthMm: number) => dimensions(lengthMm, widthMm),
  slabCount: (slabs: string) => counted(slabs, slabForms),
  squareMetres: (m2: string) => `${m2}\u00a0м²`,
  update: "Обновить",
  remove: "Удалить",
  removeLine: (product: string) => `Удалить из списка: ${product}`,
  unavailable:
    "Этот вариант (толщина, размер, обработка) больше не поставляется: удалите строку и выберите вариант заново на странице товара.",
  plan: {
    heading: "План загрузки",
    limit: "Предельный вес груза в 20-футовом контейнере",
    routes: {
      road: (tonnes: string) => `Автовывоз вглубь страны: ${tonnes}\u00a0т`,
      rail: (tonnes: string) => `До ж/д терминала: ${tonnes}\u00a0т`,
      port: (tonnes: string) => `До порта: ${tonnes}\u00a0т`,
    },
    limitMeaning:
      "Это обычные для США пределы веса груза в 20-футовом контейнере — слябы вместе с пирамидами, без веса самого контейнера: около 44\u00a0000 фунтов при автовывозе вглубь страны, 47\u00a0500 фунтов до ж/д терминала, 60\u00a0000 фунтов до порта.",
    custom: "Другой предел",
    customKg: "Предел, кг",
    show: "Рассчитать",
    containers: "Контейнеры",
    shipment: "Отправка",
    lclShort: "Сборный груз (LCL)",
    bundles: "Пачки",
    weight: "Вес груза",
    area: "Площадь",
    kilograms,
    containerLine: (number: number, bundles: string, cargoKg: string, grossKg: string) =>
      `Контейнер ${number}: ${counted(bundles, bundleForms)}, вес груза ${kilograms(cargoKg)}, вес брутто ${kilograms(grossKg)} (VGM)`,
    tare: (kg: string) =>
      `В вес груза входят слябы и пирамиды; вес брутто, который заявляют как VGM, включает ещё ${kilograms(kg)} — вес порожнего контейнера.`,
    lcl: (kg: string, m3: string) =>
      `На целый контейнер не набирается: этот список отправится сборным грузом (LCL) — ${kilograms(kg)} с пирамидами, ${m3}\u00a0м³ слябов.`,
    lastFill: (percent: string, by: "weight" | "bundles") =>
      `Последний контейнер заполнен на ${percent} по ${by === "weight" ? "весу" : "местам для пачек"}.`,
    hint: (slabs: number, thickness: string, size: string) =>
      `В эти контейнеры ${plural("ru", slabs, { one: "войдёт ещё {n} сляб", few: "войдут ещё {n} сляба", many: "войдут ещё {n} слябов", other: "войдёт ещё {n} сляба" })} толщиной ${thickness} (${size}) без дополнительного контейнера.`,
    unknownThickness: (thickness: string) =>
      `План загрузки для слябов толщиной ${thickness} мы пока не составляем: учтём их в коммерческом предложении.`,
    slabOverLimit: (thickness: string) => `Один сляб толщиной ${thickness} тяжелее этого предела.`,
    estimate: "Это оценка по типичному весу слябов и пачек; точную загрузку мы подтвердим в коммерческом предложении.",
  },
  request: {
    heading: "Запросить коммерческое предложение",
    company: "Компания",
    country: "Страна",
    chooseCountry: "Выберите страну",
    port: "Порт назначения",
    incoterm: "Базис поставки (Инкотермс)",
    incoterms: {
      FOB: "FOB: фрахт из нашего порта организуете вы",
      CFR: "CFR: доставляем до вашего порта",
      CIF: "CIF: доставляем и страхуем до вашего порта",
    },
    send: "Отправить запрос",
    sending: "Отправляем…",
    sent: (number: string) => `Ваш запрос коммерческого предложения №\u00a0${number} отправлен.`,
    next: "Что дальше: мы проверим наличие и обычно в течение рабочего дня пришлём вам по электронной почте коммерческое предложение с ценами и планом загрузки. Его можно принять онлайн или запросить изменения.",
    limit: (kg: string) => `Коммерческое предложение мы подготовим с выбранным выше предельным весом груза: ${kg} на контейнер.`,
    confirmation: {
      subject: (number: string, company: string) => `Запрос коммерческого предложения №\u00a0${number} получен — ${company}`,
      greeting: (name: string) => `Здравствуйте, ${name}!`,
      received: (number: string) =>
        `Благодарим за запрос коммерческого предложения. Мы получили его под №\u00a0${number}; пожалуйста, указывайте этот номер в переписке.`,
      slabs: "Слябы, которые вы запросили:",
      askedAs: (asked: string, slabs: string) => `${asked}, то есть ${slabs}`,
      destination: (terms: string, country: string) => `Базис поставки: ${terms}, ${country}`,
      cargoLimit: (kg: string) => `Предельный вес груза в контейнере: ${kg}`,
      reply: "Если что-то указано неверно или чего-то не хватает, просто ответьте на это письмо.",
      signature: (company: string) => `С уважением,\n${company}`,
    },
  },
  errors: {
    listFull: "Ваш список заполнен. Отправьте этот запрос, а затем начните новый список.",
    quantityInvalid: (slabs: string, m2: string) => `Введите целое число: не больше ${counted(slabs, slabsAfterUpTo)} или ${m2}\u00a0м².`,
    choiceGone: "Этот товар больше не поставляется в выбранном варианте (толщина, размер, обработка). Выберите вариант заново.",
    lineGone: "Этой строки уже нет в вашем списке. Вот список в его текущем виде.",
    companyRequired: "Укажите название компании.",
    countryRequired: "Выберите страну.",
    portRequired: "Укажите порт назначения.",
    incotermRequired: "Выберите базис поставки.",
    nothingToQuote:
      "В вашем списке нет слябов, на которые мы можем составить коммерческое предложение. Сначала добавьте слябы на странице товара.",
  },
} satisfies typeof quoteListEn;

export const quoteDocumentRu = {
  title: "Коммерческое предложение",
  documentTitle: (reference: string) => `Коммерческое предложение ${reference}`,
  quoteNumber: "Номер предложения",
  issuedOn: "Дата",
  validUntil: "Действительно до",
  priceBasis: "Базис поставки",
  currency: "Валюта",
  currencyName: (name: string, code: string) => `${name} (${code})`,
  buyer: "Покупатель",
  company: "Компания",
  contact: "Контактное лицо",
  email: "Эл. почта",
  phone: "Телефон",
  country: "Страна",
  port: "Порт назначения",
  yourContact: "Ваш менеджер",
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  products: "Товары",
  columns: {
    product: "Товар",
    thickness: "Толщина",
    size: "Размер, мм",
    finish: "Обработка",
    slabs: "Слябы, шт.",
    area: "Площадь, м²",
    unitPrice: "Цена",
    amount: "Сумма",
  },
  millimetres,
  perM2: (price: string) => `${price} за м²`,
  perSlab: (price: string) => `${price} за сляб`,
  subtotal: "Итого за товары",
  freight: "Морской фрахт",
  insurance: "Страхование",
  total: "Всего к оплате",
  plan: "План загрузки",
  containers: "20-футовые контейнеры",
  cargoLimit: "Предельный вес груза в контейнере",
  cargoLimitValue: (kg: string) => `${kilograms(kg)} слябов с пирамидами, без веса контейнера`,
  bundles: "Пачки",
  totalWeight: "Вес груза (слябы и пирамиды)",
  tare: "Вес каждого порожнего контейнера",
  shipment: "Отправка",
  lcl: "Сборный груз (LCL)",
  volume: "Объём слябов",
  cubicMetres: (value: string) => `${value}\u00a0м³`,
  lastContainer: "Последний контейнер",
  lastFill: {
    weight: (percent: string) => `загружен на ${percent} по весу`,
    bundles: (percent: string) => `загружен на ${percent} по местам для пачек`,
  },
  planColumns: {
    slabKind: "Слябы (толщина, размер)",
    bundles: "Пачки",
    slabs: "Слябы, шт.",
    weight: "Вес груза, кг",
    gross: "Вес брутто (VGM), кг",
  },
  container: (number: string, count: string) => `Контейнер ${number} из ${count}`,
  slabKind: (thicknessMm: string, sizeMm: string) =>
    `${millimetres(thicknessMm)}, ${millimetres(sizeMm.replaceAll(" × ", "\u00a0×\u00a0"))}`,
  kilograms,
  notPlanned: {
    unknownThickness: (thicknessMm: string) =>
      `Слябы толщиной ${millimetres(thicknessMm)} не включены в план: для этой толщины не задан вес.`,
    slabOverLimit: (thicknessMm: string) =>
      `Слябы толщиной ${millimetres(thicknessMm)} не включены в план: один сляб тяжелее предельного веса груза.`,
  },
  terms: "Условия",
  paymentTerms: "Условия оплаты",
  deliveryTerms: "Условия отгрузки",
  note: "Примечание",
  online: "Посмотреть предложение онлайн, принять его или запросить изменения:",
  inEnglish: (label: string) => `${label} (на английском)`,
  portOfLoading: "Порт погрузки",
  bankDetails: "Банковские реквизиты",
  bank: { beneficiary: "Получатель", bank: "Банк", account: "Номер счёта", swift: "SWIFT", address: "Адрес банка" },
  mail: {
    subject: (reference: string, company: string) => `Коммерческое предложение ${reference} от ${company}`,
    body: (name: string, reference: string, validUntil: string, url: string, company: string) =>
      `Здравствуйте, ${name}!\n\nБлагодарим за запрос. Наше коммерческое предложение ${reference} — во вложении; оно действительно до ${validUntil}.\n\nПосмотреть его онлайн, принять или запросить изменения можно здесь:\n${url}\n\nС уважением,\n${company}`,
    fileName: (reference: string) => `Коммерческое предложение ${reference}.pdf`,
    accepted: {
      subject: (reference: string, company: string) => `Вы приняли коммерческое предложение ${reference} от ${company}`,
      body: (name: string, reference: string, contact: string, company: string) =>
        `Здравствуйте, ${name}!\n\nБлагодарим вас за то, что приняли наше коммерческое предложение ${reference}. Подтверждаем заказ на его условиях.\n\nДальнейшие шаги:\n1. В ближайшее время мы пришлём счёт-проформу на предоплату.\n2. После поступления предоплаты мы запустим производство и согласуем с вами дату отгрузки.\n\nЕсли у вас есть вопросы, ответьте на это письмо или свяжитесь с нами:\n${contact}\n\nС уважением,\n${company}`,
    },
    changesAsked: {
      // Not «${company} получила…»: a company's name has no grammatical gender a verb could agree with.
      subject: (reference: string, company: string) => `Мы получили ваш запрос на изменения к предложению ${reference} — ${company}`,
      body: (name: string, reference: string, message: string, company: string) =>
        `Здравствуйте, ${name}!\n\nМы получили ваш запрос на изменения к коммерческому предложению ${reference}:\n\n${message}\n\nМы пришлём вам новую версию предложения с учётом изменений.\n\nС уважением,\n${company}`,
    },
  },
  answer: {
    download: "Скачать предложение (PDF)",
    accept: "Принять предложение",
    acceptHint: "Мы подтвердим заказ и пришлём счёт-проформу на предоплату.",
    askChanges: "Запросить изменения",
    changesLabel: "Что нам изменить?",
    sendChanges: "Отправить",
    changesRequired: "Напишите, что нужно изменить.",
    tooLong: (max: number) => `Пожалуйста, не больше ${plural("ru", max, charactersAfterUpTo, whole.format(max))}.`,
    accepted: (date: string) => `Вы приняли это предложение ${date}. Мы скоро свяжемся с вами.`,
    changesAsked: (date: string) => `Вы запросили изменения ${date}. Мы пришлём новую версию.`,
    superseded: (version: string, date: string) => `Это предложение заменено версией ${version} от ${date}.`,
    seeNewest: "Открыть последнюю версию",
    newestShown: (version: string) => `Последняя версия (${version}) этого предложения.`,
    expired: "Срок действия предложения истёк. Запросите у нас новое.",
  },
} satisfies typeof quoteDocumentEn;
