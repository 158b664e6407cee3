/** The dashboard's attribute lists (colour families, patterns, finishes) and the product editor's stone attribute fields. */
export const adminAttributesEn = {
  heading: "Stone attributes",
  intro:
    "The lists buyers filter and compare products by. Tick them for each product in its editor; the product page shows them in the page's language.",
  kinds: { colour: "Colour families", pattern: "Patterns", finish: "Finishes" },
  empty: "No options yet.",
  addHeading: (kind: string) => `Add to ${kind}`,
  add: "Add",
  added: (label: string) => `“${label}” was added.`,
  edit: "Edit",
  editLabel: (label: string) => `Edit ${label}`,
  editHeading: (label: string) => `Edit “${label}”`,
  save: "Save",
  saved: (label: string) => `“${label}” was saved.`,
  cancel: "Cancel",
  moveUp: "Up",
  moveDown: "Down",
  moveUpLabel: (label: string) => `Move ${label} up`,
  moveDownLabel: (label: string) => `Move ${label} down`,
  moved: "The order was saved.",
  delete: "Delete",
  deleteLabel: (label: string) => `Delete ${label}`,
  deleteQuestion: (label: string, count: number) =>
    count === 0
      ? `Delete “${label}”? No product uses it.`
      : `Delete “${label}”? ${count === 1 ? "1 product uses" : `${count} products use`} it; it is removed from ${count === 1 ? "that product" : "those products"}.`,
  deleted: (label: string) => `“${label}” was deleted.`,
  productCount: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  fields: {
    labelEn: "Name (English)",
    labelZh: "Name (Chinese)",
    slug: "Address (slug)",
  },
  slugHint:
    "Lowercase letters, digits and hyphens, used in the Brand Center's filter addresses. Left empty, it is made from the English name.",
  errors: {
    required: "Please fill in this field.",
    tooLong: (max: number) => `At most ${max} characters.`,
    slugInvalid:
      "Use lowercase letters a–z, digits and single hyphens between them, e.g. calacatta-white. Type it when the English name has no such letters.",
    slugTaken: "Another option of this list already has this address.",
    fixBelow: "Not saved: please correct the fields marked below.",
    changedMeanwhile:
      "Not saved: someone else saved this option after you opened it. Their values are shown below; what you typed is kept. Save again to replace theirs with yours.",
    notFound: "This option no longer exists.",
  },
  /** The product editor's fields. */
  product: {
    heading: "Stone attributes",
    none: "The list is empty: add options under Stone attributes.",
    thicknesses: "Thicknesses (mm)",
    thicknessesHint: "Separated by commas, e.g. 12, 15, 20, 30.",
    slabSizes: "Slab sizes",
    slabSizesHint:
      "Empty rows are ignored; a name left empty in another language shows the English one there. Save to get more empty rows, or use “Add a row”.",
    slabLabelEn: "Name (English)",
    slabLabelZh: "Name (Chinese)",
    slabLabelIn: (language: string) => `Name (${language})`,
    lengthMm: "Length (mm)",
    widthMm: "Width (mm)",
    inches: (dimensions: string) => `= ${dimensions}`,
    addRow: "Add a row",
    applicationsEn: "Applications (English)",
    applicationsZh: "Applications (Chinese)",
    applicationsHint: "Separated by commas, e.g. kitchen countertops, vanities, wall cladding.",
    applicationsZhHint: "Separated by commas; Chinese pages show the English ones while this is empty.",
    certifications: "Certifications",
    certificationsHint: "Separated by commas, e.g. NSF, CE, SGS.",
    specRowsEn: "Specifications (English)",
    specRowsZh: "Specifications (Chinese)",
    specRowsHint: "One row per property, e.g. Density | 2.4 g/cm³. Empty rows are ignored.",
    specLabel: "Property",
    specValue: "Value",
    rowNumber: (row: number) => `Row ${row}`,
  },
  productErrors: {
    optionUnknown: "An option ticked here no longer exists; please check the list again.",
    thicknessInvalid: (min: number, max: number) => `Numbers from ${min} to ${max} mm, separated by commas.`,
    tooManyValues: (max: number, length: number) => `At most ${max} entries, each at most ${length} characters.`,
    slabSizeInvalid: (min: number, max: number, length: number) =>
      `Give the English name (each name at most ${length} characters), and length and width in whole millimetres from ${min} to ${max}.`,
    specRowInvalid: "Give both the property and its value, each at most 200 characters.",
  },
};

export const adminAttributesZh = {
  heading: "石材属性",
  intro: "买家用来筛选和比较产品的列表。在产品编辑器中为每个产品勾选；产品页面按页面语言显示。",
  kinds: { colour: "色系", pattern: "纹理", finish: "表面处理" },
  empty: "还没有选项。",
  addHeading: (kind: string) => `添加到“${kind}”`,
  add: "添加",
  added: (label: string) => `已添加“${label}”。`,
  edit: "编辑",
  editLabel: (label: string) => `编辑${label}`,
  editHeading: (label: string) => `编辑“${label}”`,
  save: "保存",
  saved: (label: string) => `“${label}”已保存。`,
  cancel: "取消",
  moveUp: "上移",
  moveDown: "下移",
  moveUpLabel: (label: string) => `上移${label}`,
  moveDownLabel: (label: string) => `下移${label}`,
  moved: "顺序已保存。",
  delete: "删除",
  deleteLabel: (label: string) => `删除${label}`,
  deleteQuestion: (label: string, count: number) =>
    count === 0
      ? `确定删除“${label}”吗？没有产品使用此选项。`
      : `确定删除“${label}”吗？有 ${count} 个产品使用此选项，删除后这些产品将不再带有此选项。`,
  deleted: (label: string) => `“${label}”已删除。`,
  productCount: (count: number) => `${count} 个产品`,
  fields: {
    labelEn: "名称（英文）",
    labelZh: "名称（中文）",
    slug: "网址名称（slug）",
  },
  slugHint: "只能使用小写字母、数字和连字符，用于品牌中心的筛选网址。留空时根据英文名称生成。",
  errors: {
    required: "请填写此项。",
    tooLong: (max: number) => `最多 ${max} 个字符。`,
    slugInvalid: "请使用小写字母 a–z、数字，并用单个连字符分隔，例如 calacatta-white。英文名称中没有这些字母时，请手动填写。",
    slugTaken: "此列表中已有其他选项使用此网址名称。",
    fixBelow: "未保存：请修改下面标出的项目。",
    changedMeanwhile:
      "未保存：在您打开此页面之后，其他人已保存了此选项。下面列出了他们保存的值，您填写的内容已保留。再次保存将用您的内容替换他们的内容。",
    notFound: "此选项已不存在。",
  },
  product: {
    heading: "石材属性",
    none: "此列表为空：请先在“石材属性”中添加选项。",
    thicknesses: "厚度（毫米）",
    thicknessesHint: "用逗号分隔，例如 12，15，20，30。",
    slabSizes: "板材规格",
    slabSizesHint: "空行将被忽略；其他语言的名称留空时，该语言页面显示英文名称。保存后会出现新的空行，也可以点击“添加一行”。",
    slabLabelEn: "名称（英文）",
    slabLabelZh: "名称（中文）",
    slabLabelIn: (language: string) => `名称（${language}）`,
    lengthMm: "长度（毫米）",
    widthMm: "宽度（毫米）",
    inches: (dimensions: string) => `＝ ${dimensions}`,
    addRow: "添加一行",
    applicationsEn: "应用（英文）",
    applicationsZh: "应用（中文）",
    applicationsHint: "用逗号分隔，例如 kitchen countertops, vanities, wall cladding。",
    applicationsZhHint: "用逗号分隔；此项为空时，中文页面显示英文内容。",
    certifications: "认证",
    certificationsHint: "用逗号分隔，例如 NSF，CE，SGS。",
    specRowsEn: "技术参数（英文）",
    specRowsZh: "技术参数（中文）",
    specRowsHint: "每行一项，例如 密度 | 2.4 g/cm³。空行将被忽略。",
    specLabel: "项目",
    specValue: "数值",
    rowNumber: (row: number) => `第 ${row} 行`,
  },
  productErrors: {
    optionUnknown: "此处勾选的某个选项已不存在，请重新检查列表。",
    thicknessInvalid: (min: number, max: number) => `请填写 ${min} 至 ${max} 毫米之间的数字，用逗号分隔。`,
    tooManyValues: (max: number, length: number) => `最多 ${max} 项，每项最多 ${length} 个字符。`,
    slabSizeInvalid: (min: number, max: number, length: number) =>
      `请填写英文名称（每个名称最多 ${length} 个字符），以及 ${min} 至 ${max} 之间的整数毫米长度和宽度。`,
    specRowInvalid: "请同时填写项目和数值，每项最多 200 个字符。",
  },
} satisfies typeof adminAttributesEn;

/** The product page's specifications section. */
export const stoneSpecificationsEn = {
  heading: "Specifications",
  colour: "Colour",
  pattern: "Pattern",
  finishes: "Finishes",
  thicknesses: "Thicknesses",
  thicknessValue: (mm: number) => `${mm} mm`,
  /**
   * A slab size in inches, after its millimetres: "126 × 63 in". `dimensions` comes written in the page's language,
   * `width` is the figure a unit's form agrees with (plural.ts).
   */
  inches: (dimensions: string, _width: number) => `${dimensions} in`,
  slabSizes: "Slab sizes",
  applications: "Applications",
  certifications: "Certifications",
};

export const stoneSpecificationsZh = {
  heading: "产品规格",
  colour: "色系",
  pattern: "纹理",
  finishes: "表面处理",
  thicknesses: "厚度",
  thicknessValue: (mm: number) => `${mm} 毫米`,
  inches: (dimensions: string) => `${dimensions} in`,
  slabSizes: "板材规格",
  applications: "应用",
  certifications: "认证",
} satisfies typeof stoneSpecificationsEn;
