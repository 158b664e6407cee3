import type { Glossary } from "./glossary";

export const spanishGlossary: Glossary = {
  language: "es",
  about:
    "One Spanish for Spain and Latin America alike: a buyer in Madrid, Mexico City or Buenos Aires reads the same pages, so the texts use the word " +
    'the stone trade understands on both sides of the Atlantic, never one country\'s own. "Encimera" is understood everywhere (the big quartz ' +
    'brands print it in every Spanish market), where "mesada" is Argentine, "mesón" Chilean and Colombian, "cubierta" Mexican; "cotización" is ' +
    'Latin America\'s word and the one Spain\'s exporters use, where Spain\'s everyday "presupuesto" reads as "budget" in Latin America. ' +
    'Register: "usted" for the buyer throughout (never "tú", "vos" or "vosotros"), "ustedes" only where the buyer writes to the company; ' +
    'mails open "Estimado/a {name}:" and close "Atentamente,". Figures as CLDR writes Spanish (Intl\'s "es"): a decimal comma ("2,4 g/cm³", ' +
    '"87,84 m²"), a full stop between thousands from five digits on ("2400 kg", "24.300 kg"), a space before the per cent sign ("≤ 0,02 %", ' +
    'as the RAE writes it); a no-break space between a figure and its unit ("20 mm", "3200 × 1600 mm") and "×" between dimensions, never "*". ' +
    '"n.º" abbreviates "número"; quotation marks are «angulares». Incoterms stay FOB, CFR and CIF, and product names stay in Latin letters as ' +
    "their makers name them.",
  entries: [
    {
      concept: "slab",
      chosen: "tabla",
      rejected: ["plancha*", "placa*", "losa*", "lámina*"],
      why:
        '"Tabla" is the stone trade\'s word in Spain and reads unambiguously beside "cuarzo" and a size everywhere, where the local words differ by ' +
        'country ("placa" in Mexico and Argentina, "plancha" in Chile and Peru, "lámina" in Colombia); "losa" is a floor slab or a paving flag.',
    },
    {
      concept: "bundle",
      chosen: "bulto",
      rejected: ["paquete*", "fardo*", "atado*"],
      why:
        '"Bulto" is what a packing list and a bill of lading count, and what forwarders in Spain and Latin America call each strapped bundle of ' +
        'slabs on its frame; "paquete" reads as a parcel, and a second word for the same thing makes a buyer count twice.',
    },
    {
      concept: "A-frame",
      chosen: "caballete",
      rejected: ["bastidor*", "armazón", "armazones", "A-frame*"],
      why: 'The wooden or steel A-frame slabs travel on is a "caballete" in stone yards on both sides of the Atlantic.',
    },
    {
      concept: "container",
      chosen: "contenedor",
      rejected: ["container*", "conteiner*", "contáiner*"],
      why: "The RAE's word; the English one and its spellings are shipping slang.",
    },
    {
      concept: "quotation",
      chosen: "cotización",
      rejected: ["presupuesto*", "oferta*"],
      why:
        'Latin America\'s word for a priced quote, and the one Spain\'s export trade uses; "presupuesto" means "budget" to a Latin American reader, ' +
        'and "oferta" reads as a sale price.',
    },
    {
      concept: "quote list",
      chosen: "lista de cotización",
      rejected: ["carrito*", "cesta*", "lista de deseos"],
      why: 'The buyer gathers slabs to be priced, not paid for: a shop\'s "carrito" or "cesta" promises a checkout that never comes.',
    },
    {
      concept: "quote request",
      chosen: "solicitud de cotización",
      rejected: ["petición de cotización", "pedido de cotización", "solicitud de precio*"],
      why: '"Pedido" is an order: a buyer must never read that asking for a price placed one. "Pedido" is kept for the order a quote\'s acceptance confirms.',
    },
    {
      concept: "request number",
      chosen: "n.º",
      rejected: ["nº", "nro", "nro.", "núm.", "num."],
      why: 'The RAE\'s abbreviation of "número", with its full stop; "nº", "nro." and "núm." are regional or wrong, and mixing them looks careless.',
    },
    {
      concept: "price basis",
      chosen: "Incoterm",
      rejected: [
        "condición de entrega",
        "condición de venta",
        "cláusula de entrega",
        "término de entrega",
        "base de precio*",
        "base del precio",
      ],
      why:
        'The quote states the Incoterm and the place its prices are quoted on ("Incoterm: FOB Xiamen"), under the same word the request form asks ' +
        'for it with; it was labelled "Condición de entrega" beside the delivery terms, which are another thing (when and how the slabs ship).',
    },
    {
      concept: "delivery terms",
      chosen: "condiciones de entrega",
      rejected: ["términos de entrega", "condiciones de envío", "condiciones de despacho"],
      why: 'When and how the slabs ship, as the owner writes them on a quote; "términos" is a calque of English "terms".',
    },
    {
      concept: "payment terms",
      chosen: "condiciones de pago",
      rejected: ["términos de pago", "modalidad de pago", "forma de pago"],
      why: 'The contract\'s phrase in Spain and Latin America; "forma de pago" is the payment method alone (T/T), not the deposit and balance.',
    },
    {
      concept: "thickness",
      chosen: "espesor",
      rejected: ["grosor*", "grueso*"],
      why: 'The technical word on every stone data sheet; "grosor" is everyday speech and "grueso" a Spanish workshop word.',
    },
    {
      concept: "finish",
      chosen: "acabado",
      rejected: ["terminación", "terminaciones", "terminado"],
      why: '"Acabado" names a stone\'s surface treatment in every Spanish market; "terminación" is Argentine usage.',
    },
    {
      concept: "polished",
      chosen: "pulido",
      rejected: ["lustrado", "abrillantado", "pulimentado"],
      why: "The finish's name on every quartz brand's Spanish sheet.",
    },
    {
      concept: "honed",
      chosen: "mate",
      rejected: ["apomazado", "amolado", "satinado", "mateado", "honed"],
      why: '"Apomazado" is Spain\'s workshop word, unknown to most Latin American buyers; "mate" is what quartz brands print in both markets.',
    },
    {
      concept: "leathered",
      chosen: "efecto cuero",
      rejected: ["leather*", "envejecido", "acabado cuero"],
      why: 'Says what the buyer sees and touches; "envejecido" (aged) names another finish, and the English word is a trade name.',
    },
    {
      concept: "countertop",
      chosen: "encimera",
      rejected: ["cubierta*", "mesada*", "mesón", "mesones", "meseta*", "tope de cocina"],
      why:
        'Understood everywhere, and printed by the quartz brands in every Spanish market; "mesada" (Argentina), "mesón" (Chile, Colombia), ' +
        '"cubierta" (Mexico) and "tope" (Venezuela) are each one country\'s word.',
    },
    {
      concept: "bathroom",
      chosen: "baño",
      rejected: ["aseo", "aseos", "sanitario*"],
      why: '"Baño" is the room in every market; "aseo" is Spain\'s word and "sanitario" reads as the toilet itself in Latin America.',
    },
    {
      concept: "concrete (the look)",
      chosen: "cemento",
      rejected: ["hormigón", "concreto"],
      why: 'The look is sold as "efecto cemento" in every market; "hormigón" is Spain\'s word for concrete and "concreto" Latin America\'s.',
    },
    {
      concept: "vanity top",
      chosen: "encimera de baño",
      rejected: ["tocador*", "vanitorio*", "vanity"],
      why: 'The top, not the cabinet: "tocador" and "vanitorio" name the piece of furniture, and only in some countries.',
    },
    {
      concept: "weight",
      chosen: "peso",
      rejected: ["masa"],
      why:
        'One word for every weight a buyer reads. SOLAS\'s verified gross mass is "peso bruto verificado (VGM)", as most Latin American ports and ' +
        'Spanish forwarders write it, not Spain\'s regulatory "masa bruta verificada".',
    },
    {
      concept: "cargo limit",
      chosen: "carga máxima",
      rejected: ["límite de carga", "límite de peso", "peso máximo", "carga útil"],
      why:
        "The most cargo (slabs and frames) the buyer lets a container carry, said the same way on the list, in the mail and on the quote; " +
        '"carga útil" is the container\'s own payload, another figure.',
    },
    {
      concept: "port of loading",
      chosen: "puerto de carga",
      rejected: ["puerto de embarque", "puerto de salida", "puerto de origen"],
      why: 'The bill of lading\'s Spanish field name ("puerto de carga" / "puerto de descarga").',
    },
    {
      concept: "port of destination",
      chosen: "puerto de destino",
      rejected: ["puerto de llegada", "puerto de descarga"],
      why: "The port the buyer names on the request and the quote prints, with the same words.",
    },
    {
      concept: "part-container load",
      chosen: "carga consolidada (LCL)",
      rejected: ["grupaje", "carga suelta", "contenedor compartido"],
      why: 'Understood in every market; "grupaje" is Spain\'s word and unknown in Latin America.',
    },
    {
      concept: "slab size",
      chosen: "medidas",
      rejected: ["tamaño de tabla", "tamaño de la tabla", "dimensiones de la tabla", "formato de tabla"],
      why: '"Medidas" (length × width) on the product page, the spec sheet, the quote list and the quote alike.',
    },
    {
      concept: "sample",
      chosen: "muestra",
      rejected: ["probeta*", "retazo*"],
      why: 'The trade\'s word for a small piece sent to judge colour and finish; "probeta" is a laboratory test piece.',
    },
    {
      concept: "enquiry",
      chosen: "consulta",
      rejected: ["indagación", "requerimiento*", "inquietud*"],
      why: 'A buyer\'s question to the seller; "requerimiento" and "inquietud" are regional and read as a demand or a worry elsewhere.',
    },
    {
      concept: "deposit",
      chosen: "anticipo",
      rejected: ["depósito", "seña", "enganche", "adelanto"],
      why:
        'The part of the price paid before production, as a proforma invoice names it; "depósito" reads as a bank deposit or a warehouse, and ' +
        '"seña" (Argentina) and "enganche" (Mexico) are one country\'s word.',
    },
    {
      concept: "proforma invoice",
      chosen: "factura proforma",
      rejected: ["pro forma", "pro-forma", "prefactura"],
      why: 'The RAE writes "proforma" as one word; "prefactura" is an accounting draft, not the document the deposit is paid against.',
    },
    {
      concept: "B/L",
      chosen: "conocimiento de embarque (B/L)",
      rejected: ["guía de embarque", "carta de porte", "conocimiento marítimo"],
      why: 'The ocean bill of lading\'s name in Spanish law and trade, with the abbreviation payment terms quote; "carta de porte" is a road or rail consignment note.',
    },
    {
      concept: "fabricator",
      chosen: "marmolista",
      rejected: ["marmolero*", "transformador*"],
      why: "The workshop that cuts slabs into countertops, a word read the same in every Spanish market.",
    },
  ],
};
