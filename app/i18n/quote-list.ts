import type { CargoRoute } from "~/modules/quotes/container-plan";
import type { QuoteUnit } from "~/modules/quotes/quote-list";
import { plural } from "./plural";

/** Why a list change or a request was refused, as the quote list's texts name it. */
export type QuoteListProblem = "listFull" | "quantityInvalid" | "choiceGone" | "lineGone";

/**
 * The buyer's quote list: "Add to quote" on product pages and cards, the list page with its container plan, and the
 * request for a priced quote. Numbers come formatted in the page's language.
 */
export const quoteListEn = {
  navLink: "Quote list",
  addHeading: "Add to a quote",
  size: "Slab size",
  quantity: "Quantity",
  unit: "Unit",
  units: { slab: "slabs", m2: "m²" } satisfies Record<QuoteUnit, string>,
  add: "Add to quote",
  adding: "Adding…",
  added: "Added to your quote list.",
  view: "View quote list",
  title: "Your quote list",
  intro: "Choose slabs in the catalogue, see how they load into 20-foot containers, and ask us for a priced quote.",
  empty: "Your quote list is empty. Add slabs from any product page.",
  browse: "Browse the products",
  keptHere: "The list is kept in this browser only, for 90 days; nothing is sent until you send the request below.",
  lineDetails: (thickness: string, size: string, finish: string | null) =>
    [thickness, size, finish].filter((part) => part !== null).join(" · "),
  thicknessValue: (mm: number) => `${mm} mm`,
  sizeValue: (lengthMm: number, widthMm: number) => `${lengthMm} × ${widthMm} mm`,
  /** `slabs` is the count as the page writes it, `count` the number that chooses the noun's form (plural.ts). */
  slabCount: (slabs: string, count: number) => plural("en", count, { one: "{n} slab", other: "{n} slabs" }, slabs),
  squareMetres: (m2: string) => `${m2} m²`,
  update: "Update",
  remove: "Remove",
  removeLine: (product: string) => `Remove ${product}`,
  unavailable: "No longer offered in this thickness, size or finish: remove it and choose again on the product page.",
  plan: {
    heading: "Container plan",
    limit: "Cargo limit per 20-foot container",
    routes: {
      road: (tonnes: string) => `Trucked inland: ${tonnes} t`,
      rail: (tonnes: string) => `To a rail ramp: ${tonnes} t`,
      port: (tonnes: string) => `To the port: ${tonnes} t`,
    } satisfies Record<CargoRoute, (tonnes: string) => string>,
    limitMeaning:
      "These are the usual US limits on the cargo of a 20-foot container, the slabs with their frames, without the box's own tare: about 44,000 lb trucked inland, 47,500 lb to a rail ramp, 60,000 lb to the port.",
    custom: "Another limit",
    customKg: "Limit in kg",
    show: "Plan",
    containers: "Containers",
    shipment: "Shipment",
    lclShort: "Part load (LCL)",
    bundles: "Bundles",
    weight: "Cargo",
    area: "Area",
    kilograms: (kg: string) => `${kg} kg`,
    /** `bundles` is the count as the page writes it, `bundleCount` the number that chooses the noun's form (plural.ts). */
    containerLine: (number: number, bundles: string, cargoKg: string, grossKg: string, bundleCount: number) =>
      `Container ${number}: ${plural("en", bundleCount, { one: "{n} bundle", other: "{n} bundles" }, bundles)}, ${cargoKg} kg of cargo, ${grossKg} kg gross (VGM)`,
    tare: (kg: string) =>
      `Cargo is the slabs with their A-frames; the gross weight, declared as the verified gross mass (VGM), adds the empty container's ${kg} kg.`,
    lcl: (kg: string, m3: string) =>
      `Too small for a container of its own: this list ships as a part-container load (LCL), ${kg} kg with frames, ${m3} m³ of slabs.`,
    lastFill: (percent: string, by: "weight" | "bundles") =>
      `The last container is ${percent} full by ${by === "weight" ? "weight" : "bundle places"}.`,
    hint: (slabs: number, thickness: string, size: string) =>
      `These containers still take ${slabs} more slabs of ${thickness} (${size}) without another one.`,
    unknownThickness: (thickness: string) => `We plan no ${thickness} slabs in containers yet: we will include them in the quote.`,
    slabOverLimit: (thickness: string) => `A ${thickness} slab weighs more than this limit allows.`,
    estimate: "An estimate from typical slab weights and bundles; our quote confirms the loading.",
  },
  request: {
    heading: "Request a priced quote",
    company: "Company",
    country: "Country",
    chooseCountry: "Choose a country",
    port: "Destination port",
    incoterm: "Incoterm",
    incoterms: {
      FOB: "FOB: you book the freight from our port",
      CFR: "CFR: we ship to your port",
      CIF: "CIF: we ship and insure to your port",
    },
    send: "Send quote request",
    sending: "Sending…",
    sent: (number: string) => `Your quote request no. ${number} has been sent.`,
    next: "What happens next: we check availability and send you a priced quote with the container plan by email, usually within one working day. You can accept it online or ask for changes.",
    limit: (kg: string) => `We will plan your quote under the cargo limit chosen above: ${kg} per container.`,
    confirmation: {
      subject: (number: string, company: string) => `Quote request no. ${number} received — ${company}`,
      greeting: (name: string) => `Dear ${name},`,
      received: (number: string) =>
        `Thank you for your quote request. We have received it as no. ${number}; please quote this number when you write to us.`,
      slabs: "The slabs you asked for:",
      askedAs: (asked: string, slabs: string) => `${asked}, that is ${slabs}`,
      destination: (terms: string, country: string) => `Delivery: ${terms}, ${country}`,
      cargoLimit: (kg: string) => `Cargo limit per container: ${kg}`,
      reply: "If anything is wrong or missing, simply reply to this email.",
      signature: (company: string) => `Kind regards,\n${company}`,
    },
  },
  errors: {
    listFull: "Your quote list is full. Send this request, then start a new list.",
    quantityInvalid: (slabs: string, m2: string) => `Please enter a whole number of slabs up to ${slabs}, or of square metres up to ${m2}.`,
    choiceGone: "This product is no longer offered in the thickness, size or finish you chose. Please choose again.",
    lineGone: "That line is no longer in your list. Here is the list as it is now.",
    companyRequired: "Please enter your company's name.",
    countryRequired: "Please choose your country.",
    portRequired: "Please enter the port the slabs go to.",
    incotermRequired: "Please choose an Incoterm.",
    nothingToQuote: "Your list has no slabs we can quote. Add slabs from a product page first.",
  },
};

export const quoteListZh = {
  navLink: "报价清单",
  addHeading: "加入报价",
  size: "板材尺寸",
  quantity: "数量",
  unit: "单位",
  units: { slab: "片", m2: "平方米" },
  add: "加入报价清单",
  adding: "正在加入…",
  added: "已加入您的报价清单。",
  view: "查看报价清单",
  title: "您的报价清单",
  intro: "在产品目录中选择板材，查看它们如何装入 20 英尺集装箱，并向我们索取正式报价。",
  empty: "您的报价清单是空的。请在任一产品页面加入板材。",
  browse: "浏览产品",
  keptHere: "清单只保存在此浏览器中，保留 90 天；在您发送下方的询价之前，我们不会收到任何信息。",
  lineDetails: (thickness: string, size: string, finish: string | null) =>
    [thickness, size, finish].filter((part) => part !== null).join(" · "),
  thicknessValue: (mm: number) => `${mm} mm`,
  sizeValue: (lengthMm: number, widthMm: number) => `${lengthMm} × ${widthMm} mm`,
  slabCount: (slabs: string) => `${slabs} 片`,
  squareMetres: (m2: string) => `${m2} 平方米`,
  update: "更新",
  remove: "移除",
  removeLine: (product: string) => `移除 ${product}`,
  unavailable: "此厚度、尺寸或表面处理已不再供应：请移除后回到产品页重新选择。",
  plan: {
    heading: "装柜方案",
    limit: "每个 20 英尺集装箱的货重上限",
    routes: {
      road: (tonnes: string) => `内陆公路运输：${tonnes} 吨`,
      rail: (tonnes: string) => `运至铁路站场：${tonnes} 吨`,
      port: (tonnes: string) => `运至港口：${tonnes} 吨`,
    },
    limitMeaning:
      "以上是美国对 20 英尺集装箱货物重量的常见上限，指板材连同 A 字架，不含货柜自重：内陆公路运输约 44,000 磅，运至铁路站场 47,500 磅，运至港口 60,000 磅。",
    custom: "其他上限",
    customKg: "上限（千克）",
    show: "计算",
    containers: "集装箱",
    shipment: "运输方式",
    lclShort: "拼箱（LCL）",
    bundles: "捆包",
    weight: "货重",
    area: "面积",
    kilograms: (kg: string) => `${kg} 千克`,
    containerLine: (number: number, bundles: string, cargoKg: string, grossKg: string) =>
      `第 ${number} 柜：${bundles} 捆，货重 ${cargoKg} 千克，总重 ${grossKg} 千克（VGM）`,
    tare: (kg: string) => `货重指板材连同 A 字架；总重即申报的核实总重（VGM），另加空柜自重 ${kg} 千克。`,
    lcl: (kg: string, m3: string) => `数量不足一个整柜：此清单按拼箱（LCL）发运，连架重 ${kg} 千克，板材体积 ${m3} 立方米。`,
    lastFill: (percent: string, by: "weight" | "bundles") => `最后一个集装箱按${by === "weight" ? "重量" : "捆包位"}已装满 ${percent}。`,
    hint: (slabs: number, thickness: string, size: string) => `这些集装箱还可再装 ${slabs} 片 ${thickness}（${size}），无需增加货柜。`,
    unknownThickness: (thickness: string) => `我们暂未为 ${thickness} 的板材计算装柜，报价时会一并核算。`,
    slabOverLimit: (thickness: string) => `一片 ${thickness} 的板材已超过此重量上限。`,
    estimate: "按常见板材重量与捆包估算，实际装柜以我们的报价为准。",
  },
  request: {
    heading: "索取正式报价",
    company: "公司名称",
    country: "国家或地区",
    chooseCountry: "请选择国家或地区",
    port: "目的港",
    incoterm: "贸易术语",
    incoterms: {
      FOB: "FOB：由您从我方港口订舱",
      CFR: "CFR：我方负责运至您的港口",
      CIF: "CIF：我方负责运输并投保至您的港口",
    },
    send: "发送询价",
    sending: "正在发送…",
    sent: (number: string) => `您的询价（编号 ${number}）已发送。`,
    next: "接下来：我们会核实库存，并通过邮件向您发送含装柜方案的正式报价，通常在一个工作日内。您可以在线接受报价或提出修改。",
    limit: (kg: string) => `我们将按上方所选的货重上限为您报价：每柜 ${kg}。`,
    confirmation: {
      subject: (number: string, company: string) => `已收到您的询价（编号 ${number}）— ${company}`,
      greeting: (name: string) => `${name}，您好：`,
      received: (number: string) => `感谢您的询价，我们已收到，编号为 ${number}。来信时请注明此编号。`,
      slabs: "您询价的板材：",
      askedAs: (asked: string, slabs: string) => `${asked}，即 ${slabs}`,
      destination: (terms: string, country: string) => `交货：${terms}，${country}`,
      cargoLimit: (kg: string) => `每柜货重上限：${kg}`,
      reply: "如有错漏，直接回复此邮件即可。",
      signature: (company: string) => `此致\n${company}`,
    },
  },
  errors: {
    listFull: "您的报价清单已满。请先发送此询价，再新建清单。",
    quantityInvalid: (slabs: string, m2: string) => `请输入整数：最多 ${slabs} 片，或最多 ${m2} 平方米。`,
    choiceGone: "此产品已不再提供您所选的厚度、尺寸或表面处理，请重新选择。",
    lineGone: "该项已不在您的清单中，以下是当前的清单。",
    companyRequired: "请填写公司名称。",
    countryRequired: "请选择国家或地区。",
    portRequired: "请填写目的港。",
    incotermRequired: "请选择贸易术语。",
    nothingToQuote: "您的清单中没有可报价的板材，请先在产品页面加入板材。",
  },
} satisfies typeof quoteListEn;

export type QuoteListText = typeof quoteListEn;
