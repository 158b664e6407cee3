import type { PublicMessages } from "./en";
import type { ChoiceWords, productEnquiryEn } from "./product-enquiry";
import type { specSheetEn } from "./spec-sheet";

/** Russian word forms for a count: 1 товар, 2 товара, 5 товаров; `other` is for fractions (1,5 товара). */
type CountForms = { one: string; few: string; many: string; other: string };

const pluralRules = new Intl.PluralRules("ru");

/** The form of a word that goes with `count` (the caller writes the number itself). */
function countForm(count: number, forms: CountForms): string {
  const rule = pluralRules.select(count);
  return rule === "one" || rule === "few" || rule === "many" ? forms[rule] : forms.other;
}

const productForms: CountForms = { one: "товар", few: "товара", many: "товаров", other: "товара" };
const dayForms: CountForms = { one: "день", few: "дня", many: "дней", other: "дня" };
/** After «до»: до 1 символа, до 2 символов, до 500 символов. */
const charactersAfterDo: CountForms = { one: "символа", few: "символов", many: "символов", other: "символа" };

/** A buyer's choice as the texts name it: «Calacatta Gold (20 мм, полировка)». */
const ruChoice = ({ product, thicknessMm, finish }: ChoiceWords) => {
  const details = [thicknessMm !== null ? `${thicknessMm} мм` : null, finish].filter((part) => part !== null).join(", ");
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
  productCount: (count: number) => `${count} ${countForm(count, productForms)}`,
  noResults: "По выбранным параметрам ничего не найдено.",
  noResultsFor: (query: string) => `По запросу «${query}» ничего не найдено.`,
  didYouMean: "Возможно, вы искали:",
  browseCategories: "Или выберите коллекцию:",
  clearSearch: "Показать все товары",
} satisfies PublicMessages["finding"];

export const ru = {
  finding: findingRu,
  languageName: "Русский",
  siteName: "Saide Quartz",
  meta: {
    homeTitle: "Saide Quartz | Слябы из кварцевого агломерата для столешниц",
    homeDescription:
      "Слябы из кварцевого агломерата для кухонных столешниц и столешниц в ванную, 3200*1600mm, толщина 20mm и 30mm. Собственное производство, поставки по всему миру.",
    aboutTitle: "О компании | Saide Quartz",
    aboutDescription: "Наш завод кварцевого агломерата: мощности, персонал, площадь и оборудование.",
    brandTitle: "Каталог брендов | Saide Quartz",
    brandDescription: "Коллекции слябов из кварцевого агломерата по категориям.",
    newsTitle: "Новости | Saide Quartz",
    newsDescription: "Новости компании Saide Quartz.",
    contactTitle: "Контакты | Saide Quartz",
    contactDescription: "Напишите нам о кварцевых слябах — мы отвечаем на каждый запрос.",
    productDescriptionFallback: "Сляб из кварцевого агломерата, 3200*1600mm, толщина 20mm или 30mm.",
    notFoundTitle: "Страница не найдена",
    notFoundDescription: "Страница не найдена",
  },
  nav: {
    home: "Главная",
    aboutUs: "О компании",
    brandCenter: "Каталог брендов",
    newsCenter: "Новости",
    contactUs: "Связаться с нами",
    login: "Вход",
    dashboard: "Панель управления",
    languageMenu: "Язык: ",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
    skipToContent: "Перейти к основному содержанию",
    opensAnotherSite: "(ссылка на другой сайт)",
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
    slideshowLabel: "Наши кварцевые слябы",
    slideLabel: (index: number, total: number) => `Слайд ${index} из ${total}`,
    previousSlide: "Предыдущий слайд",
    nextSlide: "Следующий слайд",
    play: "Воспроизвести",
    pause: "Пауза",
    headline: "Кварцевые слябы для кухонь по всему миру",
    featured: "Популярные коллекции",
    slideLink: "Подробнее",
  },
  preview: { banner: "Предпросмотр — не опубликовано. Эту версию видите только вы; покупатели видят опубликованную страницу." },
  about: {
    heading: "О компании",
    factsHeading: "Наше производство в цифрах",
  },
  brand: {
    allBrands: "Все бренды",
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
    thicknessValue: (mm: number) => `${mm} мм`,
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
    zoomLevel: (percent: number | string) => `Масштаб ${percent}%`,
    position: (number: number, total: number) => `Фото ${number} из ${total}`,
    keyHint: "Клавиши + и − меняют масштаб, стрелки перемещают фото, Esc закрывает окно.",
  },
  product: {
    breadcrumb: "Навигационная цепочка",
    size: 'Размер: 3200*1600mm (126"*63")',
    thickness: "Толщина: 20mm или 30mm",
    keywords: "Ключевые слова",
    category: "Коллекция",
    related: "Похожие товары",
    uncategorised: "Прочее",
    material: "Кварцевый агломерат",
    hiddenBanner: "Скрыто — покупатели не видят этот товар. Вы видите страницу, потому что вошли в систему; покупатели получают «Страница не найдена».",
  },
  news: {
    heading: "Новости",
    allNews: "Все новости",
    recentNews: "Последние новости",
    pastNews: "Архив новостей",
    empty: "Новостей пока нет.",
    recentEmpty: (days: number) =>
      days === 1 ? "За последний день новостей нет." : `За последние ${days} ${countForm(days, dayForms)} новостей нет.`,
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
    success: "Мы получили ваш запрос и свяжемся с вами позже",
    submissionId: (id: string) => `Номер заявки: ${id}`,
    answerLanguage: "Мы ответим вам на русском языке.",
    honeypot: "Оставьте это поле пустым",
    failed: "Не удалось отправить сообщение. Пожалуйста, попробуйте ещё раз.",
    errors: {
      firstNameRequired: "Пожалуйста, укажите имя.",
      lastNameRequired: "Пожалуйста, укажите фамилию.",
      emailRequired: "Пожалуйста, укажите адрес электронной почты.",
      emailInvalid: "Пожалуйста, укажите корректный адрес электронной почты.",
      tooLong: (max: number) => `Пожалуйста, сократите текст до ${max} ${countForm(max, charactersAfterDo)}.`,
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
  thicknessOption: (mm: number) => `${mm} мм`,
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
  choiceGone: "Этот товар больше не поставляется с выбранной вами толщиной или обработкой поверхности. Пожалуйста, выберите вариант заново на странице товара.",
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
  slabSizes: "Размер сляба",
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
  generatedOn: (date: string) => `Дата формирования: ${date}`,
  listSeparator: ", ",
  fileSuffix: "спецификация",
} satisfies typeof specSheetEn;
