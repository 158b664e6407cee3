import type { PublicMessages } from "./en";
import type { productEnquiryEn, ChoiceWords } from "./product-enquiry";
import type { quoteDocumentEn } from "./quote-document";
import type { specSheetEn } from "./spec-sheet";
import type { quoteListEn } from "./quote-list";
import { plural } from "./plural";

/*
 * Spanish texts for buyers in Spain and Latin America: one neutral Spanish, "usted" form, the trade's words as
 * glossary/es.ts chooses them ("tabla", "bulto", "cotización", "encimera", "espesor", "acabado"). Quotes are
 * «angulares», as the RAE recommends for Spanish on both sides of the Atlantic. A figure and its unit are joined by a
 * no-break space ("20 mm", "3200 × 1600 mm"), so a narrow screen never leaves a unit alone at the start of a line.
 */

/** A length in millimetres: "20 mm". */
const mm = (value: number | string) => `${value}\u00a0mm`;

/** Dimensions in millimetres: "3200 × 1600 mm", held on one line. */
const dimensions = (lengthMm: number | string, widthMm: number | string) => `${lengthMm}\u00a0×\u00a0${mm(widthMm)}`;

/** A finish's name inside a sentence: "pulido", "efecto cuero"; a name in capitals ("CNC") stays as written. */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? `${name.charAt(0).toLocaleLowerCase("es")}${name.slice(1)}` : name);

/** "Calacatta Gold (20 mm, pulido)": the product, then what the buyer chose, in brackets. */
const esChoice = ({ product, thicknessMm, finish }: ChoiceWords) => {
  const details = [thicknessMm !== null ? mm(thicknessMm) : null, finish !== null ? inSentence(finish) : null]
    .filter((part) => part !== null)
    .join(", ");
  return details ? `${product} (${details})` : product;
};

/** The limit of a text field, counted in characters. */
const characters = (max: number) => plural("es", max, { one: "{n} carácter", other: "{n} caracteres" });

export const es = {
  finding: {
    search: "Buscar productos",
    siteSearch: "Buscar en el sitio",
    searchLabel: "Buscar productos por nombre, color o palabra clave",
    searchPlaceholder: "Buscar modelos…",
    searchButton: "Buscar",
    filters: "Filtrar productos",
    filtersToggle: (active: number) => (active > 0 ? `Filtros (${active})` : "Filtros"),
    kinds: { colour: "Color", pattern: "Diseño", finish: "Acabado", thickness: "Espesor" },
    apply: "Ver productos",
    clearAll: "Quitar todos los filtros",
    activeFilters: "Filtros aplicados",
    chip: (kind: string, value: string) => `${kind}: ${value}`,
    remove: (label: string) => `Quitar filtro: ${label}`,
    resultsFor: (query: string) => `Resultados para «${query}»`,
    productCount: (n: number) => plural("es", n, { one: "{n} producto", other: "{n} productos" }),
    noResults: "Ningún producto coincide con su búsqueda.",
    noResultsFor: (query: string) => `Ningún producto coincide con «${query}».`,
    didYouMean: "Quizá buscaba:",
    browseCategories: "O explore una categoría:",
    clearSearch: "Ver todos los productos",
  },
  languageName: "Español",
  replyMail: {
    subject: (topic: string) => `RE: ${topic}`,
    quoteIntro: (date: string, name: string) => `El ${date}, ${name} escribió:`,
  },
  siteName: "Saide Quartz",
  meta: {
    homeTitle: "Saide Quartz | Tablas de cuarzo para encimeras",
    homeDescription: `Tablas de cuarzo de ${dimensions(3200, 1600)}, en 20 y ${mm(30)} de espesor, para encimeras de cocina y de baño, fabricadas en nuestra planta y exportadas a todo el mundo.`,
    aboutTitle: "Sobre nosotros | Saide Quartz",
    aboutDescription: "Nuestra fábrica de cuarzo: capacidad de producción, personal, superficie y maquinaria.",
    brandTitle: "Catálogo | Saide Quartz",
    brandDescription: "Explore nuestras colecciones de tablas de cuarzo por categoría.",
    newsTitle: "Noticias | Saide Quartz",
    newsDescription: "Noticias de Saide Quartz.",
    contactTitle: "Contacto | Saide Quartz",
    contactDescription: "Escríbanos sobre nuestras tablas de cuarzo; respondemos a todas las consultas.",
    productDescriptionFallback: `Tabla de cuarzo de ${dimensions(3200, 1600)}, en 20 o ${mm(30)} de espesor.`,
    notFoundTitle: "Página no encontrada",
    notFoundDescription: "Página no encontrada",
  },
  nav: {
    home: "Inicio",
    aboutUs: "Sobre nosotros",
    brandCenter: "Catálogo",
    newsCenter: "Noticias",
    contactUs: "Contacto",
    login: "Iniciar sesión",
    dashboard: "Panel de administración",
    languageMenu: "Idioma: ",
    openMenu: "Abrir el menú",
    closeMenu: "Cerrar el menú",
    skipToContent: "Ir al contenido",
    opensAnotherSite: "(abre otro sitio web)",
    footerLinks: "Enlaces del sitio",
  },
  labelled: (label: string) => `${label}: `,
  listSeparator: ", ",
  footer: {
    address: "Dirección",
    contactPerson: "Persona de contacto",
    phone: "Teléfono",
    email: "Correo electrónico",
    website: "Sitio web",
    wechat: "WeChat",
    wechatQr: "Código QR de WeChat",
    whatsapp: "WhatsApp",
    linkedin: "LinkedIn",
    hours: "Horario de atención",
    detailsHeading: "Datos de contacto",
    // Company names often end in "Ltd.": no second full stop after them.
    copyright: (year: string, company: string) => `© ${year} ${company}${company.endsWith(".") ? "" : "."} Todos los derechos reservados`,
  },
  home: {
    slideshowLabel: "Nuestras tablas de cuarzo",
    slideLabel: (index: number, total: number) => `Diapositiva ${index} de ${total}`,
    previousSlide: "Diapositiva anterior",
    nextSlide: "Diapositiva siguiente",
    play: "Reproducir",
    pause: "Pausar",
    headline: "Tablas de cuarzo para las cocinas de todo el mundo",
    featured: "Colecciones destacadas",
    slideLink: "Más información",
  },
  preview: { banner: "Vista previa, sin publicar. Solo usted ve esta versión; los compradores ven la página publicada." },
  about: {
    heading: "Sobre nosotros",
    factsHeading: "Nuestra fábrica en cifras",
  },
  brand: {
    allBrands: "Todos los productos",
    categories: "Categorías",
    viewDetails: "Ver detalles",
    empty: "Todavía no hay productos en esta categoría.",
    pages: "Páginas de productos",
    previous: "Página anterior",
    next: "Página siguiente",
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    loadMore: "Cargar más",
    loading: "Cargando…",
  },
  stoneSpecifications: {
    heading: "Especificaciones",
    colour: "Color",
    pattern: "Diseño",
    finishes: "Acabados",
    thicknesses: "Espesores",
    thicknessValue: (value: number) => mm(value),
    inches: (dimensions: string) => `${dimensions} in`,
    slabSizes: "Medidas de la tabla",
    applications: "Aplicaciones",
    certifications: "Certificaciones",
  },
  productGallery: {
    photos: "Fotos",
    showPhoto: (number: number, total: number) => `Ver la foto ${number} de ${total}`,
    enlarge: "Ampliar la foto",
    zoomDialog: "Foto ampliada",
    zoomIn: "Acercar",
    zoomOut: "Alejar",
    previous: "Foto anterior",
    next: "Foto siguiente",
    close: "Cerrar",
    zoomLevel: (percent: number | string) => `Zoom: ${percent}\u00a0%`,
    position: (number: number, total: number) => `Foto ${number} de ${total}`,
    keyHint: "Con + y − se acerca o aleja la imagen, con las flechas se desplaza la foto y con Esc se cierra.",
  },
  roomScenes: {
    heading: "En un ambiente",
    intro: (product: string) => `${product}, a tamaño real, en las superficies de cada ambiente.`,
    rooms: "Ambientes",
    enlarge: "Ampliar el ambiente",
  },
  product: {
    breadcrumb: "Ruta de navegación",
    size: `Medidas: ${dimensions(3200, 1600)} (126\u00a0×\u00a063\u00a0in)`,
    thickness: `Espesor: 20 o ${mm(30)}`,
    keywords: "Palabras clave",
    category: "Categoría",
    related: "Productos relacionados",
    uncategorised: "Otros",
    material: "Cuarzo",
    hiddenBanner:
      "Oculto: los compradores no pueden ver este producto. Usted ve esta página porque ha iniciado sesión; los compradores ven «Página no encontrada».",
  },
  news: {
    heading: "Noticias",
    allNews: "Todas las noticias",
    recentNews: "Noticias recientes",
    pastNews: "Noticias anteriores",
    empty: "Todavía no hay noticias.",
    recentEmpty: (days: number) =>
      plural("es", days, { one: "No hay noticias del último día.", other: "No hay noticias de los últimos {n} días." }),
    pastEmpty: "No hay noticias anteriores.",
    newer: "Noticias más recientes",
    older: "Noticias más antiguas",
    pages: "Más noticias",
    backToNews: "Todas las noticias",
    feed: "Canal RSS",
    feedTitle: (site: string) => `Noticias de ${site}`,
  },
  contact: {
    title: "Envíenos un mensaje",
    aboutProduct: (title: string) => `Consulta sobre: ${title}`,
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
    submit: "Enviar",
    sending: "Enviando…",
    close: "Cerrar",
    success: "Hemos recibido su consulta; nos pondremos en contacto con usted en breve.",
    submissionId: (id: string) => `N.º de referencia: ${id}`,
    answerLanguage: "Le responderemos en español.",
    honeypot: "Deje este campo vacío",
    failed: "No se pudo enviar su mensaje. Inténtelo de nuevo.",
    errors: {
      firstNameRequired: "Indique su nombre.",
      lastNameRequired: "Indique sus apellidos.",
      emailRequired: "Indique su dirección de correo electrónico.",
      emailInvalid: "Indique una dirección de correo electrónico válida.",
      tooLong: (max: number) => `Escriba como máximo ${characters(max)}.`,
      phoneInvalid: "Escriba el teléfono solo con cifras, espacios y los signos + ( ) -.",
      fixBelow: "Corrija los campos marcados a continuación.",
      tooMany: "Acabamos de recibir muchos mensajes desde su conexión. Vuelva a intentarlo dentro de unos minutos.",
    },
  },
  notFound: {
    heading: "404: página no encontrada",
    backHome: "Volver a la página de inicio",
  },
  errors: {
    heading: "Se produjo un error",
    body: "No pudimos mostrar esta página. Vuelva a intentarlo en unos momentos.",
    badRequest: "No se pudo interpretar la solicitud.",
    tooLarge: "La solicitud es demasiado grande.",
  },
} satisfies PublicMessages;

export const productEnquiryEs = {
  panelHeading: "Muestras y consultas",
  thickness: "Espesor",
  finish: "Acabado",
  thicknessOption: (value: number) => mm(value),
  actions: { sample: "Solicitar una muestra", question: "Consultar sobre este producto" },
  summary: {
    sample: (choice: ChoiceWords) => `Solicitud de muestra: ${esChoice(choice)}`,
    question: (choice: ChoiceWords) => `Consulta sobre: ${esChoice(choice)}`,
  },
  message: {
    sample: (choice: ChoiceWords) =>
      `Hola, me gustaría recibir una muestra de ${esChoice(choice)}. ¿Podrían indicarme el precio y el plazo de entrega?`,
    question: (choice: ChoiceWords) => `Hola, tengo una consulta sobre ${esChoice(choice)}: `,
  },
  choiceGone: "Este producto ya no se ofrece con el espesor o el acabado que eligió. Vuelva a elegirlos en la página del producto.",
  chat: {
    heading: "Hable con nosotros",
    whatsapp: "Escríbanos por WhatsApp",
    whatsappText: (product: string | null, url: string) =>
      product ? `Hola, me interesa el producto ${product}: ${url}` : `Hola, tengo una consulta: ${url}`,
    wechat: "WeChat",
    wechatId: (id: string) => `ID de WeChat: ${id}`,
    wechatQr: "Código QR de WeChat: escanéelo con WeChat para añadirnos",
    openWechat: "Abrir WeChat",
    openWechatHint: "Copie nuestro ID de WeChat y péguelo en la búsqueda de «Añadir contactos» de WeChat.",
    copyId: "Copiar el ID de WeChat",
    copied: "ID de WeChat copiado.",
  },
} satisfies typeof productEnquiryEn;

export const specSheetEs = {
  download: "Descargar la ficha técnica (PDF)",
  documentTitle: (product: string) => `Ficha técnica de ${product}`,
  heading: "Especificaciones del producto",
  category: "Categoría",
  colours: "Color",
  patterns: "Diseño",
  finishes: "Acabado",
  thicknesses: "Espesor",
  slabSizes: "Medidas de la tabla",
  applications: "Aplicaciones",
  certifications: "Certificaciones",
  specifications: "Datos técnicos",
  description: "Descripción",
  contact: "Contacto",
  address: "Dirección",
  phone: "Teléfono",
  email: "Correo electrónico",
  website: "Sitio web",
  whatsapp: "WhatsApp",
  wechat: "WeChat",
  pageUrl: (url: string) => `Página del producto: ${url}`,
  generatedOn: (date: string) => `Fecha de emisión: ${date}`,
  listSeparator: ", ",
  fileSuffix: "ficha-tecnica",
} satisfies typeof specSheetEn;

export const quoteListEs = {
  navLink: "Lista de cotización",
  addHeading: "Añadir a una cotización",
  size: "Medidas de la tabla",
  quantity: "Cantidad",
  unit: "Unidad",
  units: { slab: "tablas", m2: "m²" },
  add: "Añadir a la cotización",
  adding: "Añadiendo…",
  added: "Añadido a su lista de cotización.",
  view: "Ver la lista de cotización",
  title: "Su lista de cotización",
  intro: "Elija tablas en el catálogo, vea cómo se cargan en contenedores de 20 pies y pídanos una cotización con precios.",
  empty: "Su lista de cotización está vacía. Añada tablas desde cualquier página de producto.",
  browse: "Ver los productos",
  keptHere: "La lista se guarda solo en este navegador, durante 90 días; no recibimos nada hasta que envíe la solicitud de abajo.",
  lineDetails: (thickness: string, size: string, finish: string | null) =>
    [thickness, size, finish].filter((part) => part !== null).join(" · "),
  thicknessValue: (value: number) => mm(value),
  sizeValue: (lengthMm: number, widthMm: number) => dimensions(lengthMm, widthMm),
  slabCount: (shown: string, count: number) => plural("es", count, { one: "{n} tabla", other: "{n} tablas" }, shown),
  squareMetres: (m2: string) => `${m2}\u00a0m²`,
  update: "Actualizar",
  remove: "Quitar",
  removeLine: (product: string) => `Quitar ${product}`,
  unavailable: "Ya no se ofrece con este espesor, estas medidas o este acabado: quítelo y vuelva a elegirlo en la página del producto.",
  plan: {
    heading: "Plan de carga",
    limit: "Carga máxima por contenedor de 20 pies",
    routes: {
      road: (tonnes: string) => `Transporte por carretera: ${tonnes}\u00a0t`,
      rail: (tonnes: string) => `Hasta una terminal ferroviaria: ${tonnes}\u00a0t`,
      port: (tonnes: string) => `Hasta el puerto: ${tonnes}\u00a0t`,
    },
    limitMeaning:
      "Son las cargas máximas habituales en EE. UU. para un contenedor de 20 pies, es decir, para las tablas con sus caballetes, sin la tara del contenedor: unas 44.000\u00a0lb por carretera hacia el interior, 47.500\u00a0lb hasta una terminal ferroviaria y 60.000\u00a0lb hasta el puerto.",
    custom: "Otra carga máxima",
    customKg: "Carga máxima en kg",
    show: "Calcular",
    containers: "Contenedores",
    shipment: "Envío",
    lclShort: "Carga consolidada (LCL)",
    bundles: "Bultos",
    weight: "Carga",
    area: "Superficie",
    kilograms: (kg: string) => `${kg}\u00a0kg`,
    containerLine: (number: number, bundles: string, cargoKg: string, grossKg: string, bundleCount: number) =>
      `Contenedor ${number}: ${plural("es", bundleCount, { one: "{n} bulto", other: "{n} bultos" }, bundles)}, ${cargoKg}\u00a0kg de carga, ${grossKg}\u00a0kg de peso bruto (VGM)`,
    tare: (kg: string) =>
      `La carga son las tablas con sus caballetes; el peso bruto, el que se declara como VGM (peso bruto verificado), le suma los ${kg}\u00a0kg del contenedor vacío.`,
    lcl: (kg: string, m3: string) =>
      `No llega a un contenedor completo: esta lista se envía como carga consolidada (LCL), ${kg}\u00a0kg con caballetes y ${m3}\u00a0m³ de tablas.`,
    lastFill: (percent: string, by: "weight" | "bundles") =>
      `El último contenedor está lleno al ${percent} ${by === "weight" ? "de la carga máxima" : "de su capacidad en bultos"}.`,
    hint: (count: number, thickness: string, size: string) =>
      plural("es", count, {
        one: `En estos contenedores cabe aún {n} tabla más de ${thickness} (${size}) sin necesitar otro.`,
        other: `En estos contenedores caben aún {n} tablas más de ${thickness} (${size}) sin necesitar otro.`,
      }),
    unknownThickness: (thickness: string) => `Aún no calculamos la carga de tablas de ${thickness}: las incluiremos en la cotización.`,
    slabOverLimit: (thickness: string) => `Una tabla de ${thickness} pesa más que la carga máxima elegida.`,
    estimate: "Estimación hecha con los pesos y los bultos habituales; nuestra cotización confirma la carga.",
  },
  request: {
    heading: "Solicitar una cotización con precios",
    company: "Empresa",
    country: "País",
    chooseCountry: "Elija un país",
    port: "Puerto de destino",
    incoterm: "Incoterm",
    incoterms: {
      FOB: "FOB: usted contrata el flete desde nuestro puerto",
      CFR: "CFR: enviamos hasta su puerto",
      CIF: "CIF: enviamos y aseguramos hasta su puerto",
    },
    send: "Enviar solicitud de cotización",
    sending: "Enviando…",
    sent: (number: string) => `Hemos recibido su solicitud de cotización n.º ${number}.`,
    next: "Próximos pasos: comprobamos la disponibilidad y le enviamos por correo una cotización con precios y el plan de carga, normalmente en un día hábil. Podrá aceptarla en línea o pedir cambios.",
    limit: (kg: string) => `Prepararemos su cotización con la carga máxima elegida arriba: ${kg} por contenedor.`,
    confirmation: {
      subject: (number: string, company: string) => `Solicitud de cotización n.º ${number} recibida — ${company}`,
      greeting: (name: string) => `Estimado/a ${name}:`,
      received: (number: string) =>
        `Gracias por su solicitud de cotización. La hemos recibido con el n.º ${number}; le rogamos que lo indique cuando nos escriba.`,
      slabs: "Las tablas que nos pidió:",
      askedAs: (asked: string, slabs: string) => `${asked}, es decir, ${slabs}`,
      destination: (terms: string, country: string) => `Incoterm: ${terms}, ${country}`,
      cargoLimit: (kg: string) => `Carga máxima por contenedor: ${kg}`,
      reply: "Si algo no es correcto o falta algo, basta con responder a este correo.",
      signature: (company: string) => `Atentamente,\n${company}`,
    },
  },
  errors: {
    listFull: "Su lista de cotización está llena. Envíe esta solicitud y después empiece una lista nueva.",
    quantityInvalid: (slabs: string, m2: string) => `Indique un número entero de tablas hasta ${slabs}, o de metros cuadrados hasta ${m2}.`,
    choiceGone: "Este producto ya no se ofrece con el espesor, las medidas o el acabado que eligió. Vuelva a elegirlos, por favor.",
    lineGone: "Esa línea ya no está en su lista. Esta es la lista actual.",
    companyRequired: "Indique el nombre de su empresa.",
    countryRequired: "Elija su país.",
    portRequired: "Indique el puerto de destino de las tablas.",
    incotermRequired: "Elija un Incoterm.",
    nothingToQuote: "Su lista no tiene tablas que podamos cotizar. Añada primero tablas desde una página de producto.",
  },
} satisfies typeof quoteListEn;

export const quoteDocumentEs = {
  title: "Cotización",
  documentTitle: (reference: string) => `Cotización ${reference}`,
  quoteNumber: "N.º de cotización",
  issuedOn: "Fecha",
  validUntil: "Válida hasta",
  priceBasis: "Incoterm",
  currency: "Moneda",
  currencyName: (name: string, code: string) => `${name} (${code})`,
  buyer: "Cliente",
  company: "Empresa",
  contact: "Persona de contacto",
  email: "Correo electrónico",
  phone: "Teléfono",
  country: "País",
  port: "Puerto de destino",
  products: "Productos",
  columns: {
    product: "Producto",
    thickness: "Espesor",
    size: "Medidas (mm)",
    finish: "Acabado",
    slabs: "Tablas",
    area: "m²",
    unitPrice: "Precio unitario",
    amount: "Importe",
  },
  millimetres: (value: string) => mm(value),
  perM2: (price: string) => `${price}/m²`,
  perSlab: (price: string) => `${price}/tabla`,
  subtotal: "Subtotal",
  freight: "Flete marítimo",
  insurance: "Seguro",
  total: "Total",
  plan: "Plan de carga",
  containers: "Contenedores de 20 pies",
  cargoLimit: "Carga máxima por contenedor",
  cargoLimitValue: (kg: string) => `${kg}\u00a0kg de tablas y caballetes, sin la tara del contenedor`,
  bundles: "Bultos",
  totalWeight: "Peso de la carga (tablas y caballetes)",
  tare: "Tara de cada contenedor vacío",
  shipment: "Envío",
  lcl: "Carga consolidada (LCL)",
  volume: "Volumen de las tablas",
  cubicMetres: (value: string) => `${value}\u00a0m³`,
  lastContainer: "Último contenedor",
  lastFill: {
    weight: (percent: string) => `lleno al ${percent} de la carga máxima`,
    bundles: (percent: string) => `lleno al ${percent} de su capacidad en bultos`,
  },
  planColumns: {
    slabKind: "Tablas (espesor, medidas)",
    bundles: "Bultos",
    slabs: "Tablas",
    weight: "Carga (kg)",
    gross: "Peso bruto, VGM (kg)",
  },
  container: (number: string, count: string) => `Contenedor ${number} de ${count}`,
  slabKind: (thicknessMm: string, sizeMm: string) => `${mm(thicknessMm)}, ${mm(sizeMm)}`,
  kilograms: (value: string) => `${value}\u00a0kg`,
  notPlanned: {
    unknownThickness: (thicknessMm: string) =>
      `Las tablas de ${mm(thicknessMm)} no figuran en el plan: no hay un peso definido para este espesor.`,
    slabOverLimit: (thicknessMm: string) =>
      `Las tablas de ${mm(thicknessMm)} no figuran en el plan: una sola tabla supera la carga máxima.`,
  },
  terms: "Condiciones",
  paymentTerms: "Condiciones de pago",
  deliveryTerms: "Condiciones de entrega",
  note: "Observaciones",
  online: "Consulte esta cotización en línea, acéptela o solicite cambios:",
  inEnglish: (label: string) => `${label} (en inglés)`,
  portOfLoading: "Puerto de carga",
  bankDetails: "Datos bancarios",
  bank: { beneficiary: "Beneficiario", bank: "Banco", account: "N.º de cuenta", swift: "SWIFT", address: "Dirección del banco" },
  mail: {
    subject: (reference: string, company: string) => `Cotización ${reference} de ${company}`,
    body: (name: string, reference: string, validUntil: string, url: string, company: string) =>
      `Estimado/a ${name}:\n\nGracias por su solicitud. Le adjuntamos nuestra cotización ${reference}, válida hasta el ${validUntil}.\n\nPuede verla en línea, aceptarla o pedir cambios aquí:\n${url}\n\nAtentamente,\n${company}`,
    fileName: (reference: string) => `Cotización ${reference}.pdf`,
    accepted: {
      subject: (reference: string, company: string) => `Ha aceptado la cotización ${reference} de ${company}`,
      body: (name: string, reference: string, contact: string, company: string) =>
        `Estimado/a ${name}:\n\nGracias por aceptar nuestra cotización ${reference}. Confirmamos su pedido en las condiciones indicadas en ella.\n\nPróximos pasos:\n1. En breve le enviaremos la factura proforma del anticipo.\n2. Una vez recibido el anticipo, iniciaremos la producción y le confirmaremos la fecha de embarque.\n\nSi tiene alguna pregunta, responda a este correo o contáctenos:\n${contact}\n\nAtentamente,\n${company}`,
    },
    changesAsked: {
      subject: (reference: string, company: string) => `${company} ha recibido los cambios que solicita en la cotización ${reference}`,
      body: (name: string, reference: string, message: string, company: string) =>
        `Estimado/a ${name}:\n\nHemos recibido los cambios que nos pide en la cotización ${reference}:\n\n${message}\n\nLe enviaremos una nueva versión de la cotización que los recoja.\n\nAtentamente,\n${company}`,
    },
  },
  answer: {
    download: "Descargar la cotización (PDF)",
    accept: "Aceptar esta cotización",
    acceptHint: "Confirmaremos el pedido y le enviaremos la factura proforma del anticipo.",
    askChanges: "Pedir cambios",
    changesLabel: "¿Qué debemos cambiar?",
    sendChanges: "Enviar",
    changesRequired: "Indíquenos qué debemos cambiar.",
    tooLong: (max: number) => `Escriba como máximo ${characters(max)}.`,
    accepted: (date: string) => `Aceptó esta cotización el ${date}. Nos pondremos en contacto con usted en breve.`,
    changesAsked: (date: string) => `Pidió cambios el ${date}. Le enviaremos una nueva versión.`,
    superseded: (version: string, date: string) => `Esta cotización fue sustituida por la versión ${version} del ${date}.`,
    seeNewest: "Ver la última versión",
    newestShown: (version: string) => `Última versión (${version}) de esta cotización.`,
    expired: "Esta cotización ya no es válida. Pídanos una nueva, por favor.",
  },
} satisfies typeof quoteDocumentEn;
