/**
 * The catalogue as one spreadsheet (docs/decisions/051-catalogue-spreadsheet.md): the columns, a product's state as a
 * row of text cells, and a row read back into the product form's values, checked by the form's own schema so the
 * sheet has the editor's limits. Pure: what the rows name (categories, options, photos) comes in as lookups.
 */
import type { AttributeKind, ProductTexts, SlabSize, SpecRow } from "~/database/schema";
import { isWritten, languages, translatedLanguages, type Language } from "~/i18n/languages";
import { type LanguageTexts, ownTextIn, ownTextsIn } from "~/i18n/owner-texts";
import { splitKeywords } from "./comma-list";
import { joinParagraphs } from "./descriptions";
import type { SlabSizeFormRow } from "./product-attribute-form";
import { productFormSchema, productTextsOf, type ProductFieldErrorCode } from "./product-form";

/** What a product is, as far as the sheet says: the row a revision keeps and an import compares. */
export type ProductState = {
  texts: LanguageTexts<ProductTexts>;
  categoryId: string | null;
  visible: boolean;
  homepage: boolean;
  sortOrder: number;
  thicknessesMm: number[];
  slabSizes: SlabSize[];
  certifications: string[];
  /** The chosen options of every list, sorted, so two states compare by value. */
  optionIds: string[];
  /** The gallery's library images in order. */
  photoIds: string[];
  /** The one of them the Brand Center and home cards show. */
  cardPhotoId: string | null;
};

const textFields = ["title", "description", "keywords", "applications", "specifications"] as const;
type TextColumnField = (typeof textFields)[number];
const sheetKinds = ["colour", "pattern", "finish"] as const satisfies readonly AttributeKind[];

/** Separates a product's photo names in the `photos` cell; file names do not hold it. */
export const PHOTO_SEPARATOR = " | ";

export type SheetColumn =
  | "id"
  | `${TextColumnField}.${Language}`
  | "category"
  | "visible"
  | "homepage"
  | "order"
  | (typeof sheetKinds)[number]
  | "thicknesses_mm"
  | "slab_sizes"
  | `slab_size_names.${Language}`
  | "certifications"
  | "photos"
  | "card_photo"
  | "photo_urls";

/** The column headers, in the order an export writes them. Stable: files written by one version import into the next. */
export const sheetColumns: readonly SheetColumn[] = [
  "id",
  ...languages.flatMap((language) => textFields.map((field) => `${field}.${language}` as const)),
  "category",
  "visible",
  "homepage",
  "order",
  ...sheetKinds,
  "thicknesses_mm",
  "slab_sizes",
  ...languages.map((language) => `slab_size_names.${language}` as const),
  "certifications",
  "photos",
  "card_photo",
  "photo_urls",
];

/** Written for the owner's reference (the photos' full addresses); an import reads nothing from it. */
const exportOnlyColumns: readonly SheetColumn[] = ["photo_urls"];
/** At most this many products in one file: ten times the catalogue the bench imports. */
export const MAX_SHEET_ROWS = 10_000;
/** At most this many photos in one product's gallery. */
export const MAX_PRODUCT_PHOTOS = 30;
const MAX_ID_LENGTH = 200;

export type SheetRow = Partial<Record<SheetColumn, string>>;

export type SheetErrorCode =
  | ProductFieldErrorCode
  | "unknownColumn"
  | "duplicateColumn"
  | "missingColumn"
  | "tooManyRows"
  | "emptySheet"
  | "unreadableSheet"
  | "unreadableZip"
  | "idInvalid"
  | "duplicateId"
  | "booleanInvalid"
  | "orderInvalid"
  | "photoMissing"
  | "photoDuplicate"
  | "tooManyPhotos";

/** One problem of the file, by its row (1 is the header row, as a spreadsheet numbers it) and column header. */
export type SheetProblem = { row: number; column: string; code: SheetErrorCode };

/** The names the rows use for what they refer to, and back. */
export type SheetLookups = {
  categoryIds: ReadonlySet<string>;
  options: readonly { id: string; kind: AttributeKind; slug: string; labelEn: string }[];
  /** A library image's file name in the `photos` column. */
  photoName: (mediaId: string) => string;
  /** A library image's address, for `photo_urls`. */
  photoUrl: (mediaId: string) => string;
};

const specLine = (row: SpecRow) => `${row.label}: ${row.value}`;
const ownTextsOf = (texts: LanguageTexts<ProductTexts>, language: Language): Partial<ProductTexts> => ownTextsIn(texts, language);

/** A product's state as the cells of its row. */
export function rowOfState(id: string, state: ProductState, lookups: SheetLookups): Record<SheetColumn, string> {
  const row = { id } as Record<SheetColumn, string>;
  for (const language of languages) {
    const own = ownTextsOf(state.texts, language);
    row[`title.${language}`] = own.title ?? "";
    row[`description.${language}`] = joinParagraphs(own.description ?? []);
    row[`keywords.${language}`] = (own.keywords ?? []).join(", ");
    row[`applications.${language}`] = (own.applications ?? []).join(", ");
    row[`specifications.${language}`] = (own.specRows ?? []).map(specLine).join("\n");
    row[`slab_size_names.${language}`] = state.slabSizes.map((size) => ownTextIn(size.texts, "label", language) ?? "").join("\n");
  }
  row.category = state.categoryId ?? "";
  row.visible = state.visible ? "yes" : "no";
  row.homepage = state.homepage ? "yes" : "no";
  row.order = String(state.sortOrder);
  for (const kind of sheetKinds)
    row[kind] = lookups.options
      .filter((option) => option.kind === kind && state.optionIds.includes(option.id))
      .map((option) => option.slug)
      .join(", ");
  row.thicknesses_mm = state.thicknessesMm.join(", ");
  row.slab_sizes = state.slabSizes.map((size) => `${size.lengthMm}x${size.widthMm}`).join("\n");
  row.certifications = state.certifications.join(", ");
  row.photos = state.photoIds.map(lookups.photoName).join(PHOTO_SEPARATOR);
  row.card_photo = state.cardPhotoId ? lookups.photoName(state.cardPhotoId) : "";
  row.photo_urls = state.photoIds.map(lookups.photoUrl).join(PHOTO_SEPARATOR);
  return row;
}

/** The header row and one row per product, in the columns' order. */
export function sheetTable(rows: readonly Record<SheetColumn, string>[]): string[][] {
  return [[...sheetColumns], ...rows.map((row) => sheetColumns.map((column) => row[column]))];
}

/** The rows of a file under its header, each with its spreadsheet row number; blank rows are skipped. */
export type ReadSheet = { rows: { number: number; cells: SheetRow }[]; columns: SheetColumn[]; problems: SheetProblem[] };

const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

/** Reads the table under its header: unknown or repeated headers are named by their column letter, `id` must be there. */
export function readSheetTable(table: readonly (readonly string[])[]): ReadSheet {
  const [header = [], ...body] = table;
  const problems: SheetProblem[] = [];
  const columns: (SheetColumn | null)[] = header.map((cell, index) => {
    const name = cell.trim();
    if (name === "") return null;
    if (!(sheetColumns as readonly string[]).includes(name)) {
      problems.push({ row: 1, column: `${columnLetter(index)} (${name})`, code: "unknownColumn" });
      return null;
    }
    if (header.slice(0, index).some((earlier) => earlier.trim() === name)) {
      problems.push({ row: 1, column: name, code: "duplicateColumn" });
      return null;
    }
    return name as SheetColumn;
  });
  if (!columns.includes("id")) problems.push({ row: 1, column: "id", code: "missingColumn" });
  const rows = body
    .map((cells, index) => ({
      number: index + 2,
      cells: Object.fromEntries(
        columns.flatMap((column, at) => (column && !exportOnlyColumns.includes(column) ? [[column, cells[at] ?? ""]] : [])),
      ) as SheetRow,
    }))
    .filter((row) => Object.values(row.cells).some((cell) => cell?.trim()));
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 2, column: "id", code: "emptySheet" });
  if (rows.length > MAX_SHEET_ROWS) problems.push({ row: rows[MAX_SHEET_ROWS]!.number, column: "id", code: "tooManyRows" });
  return { rows: rows.slice(0, MAX_SHEET_ROWS), columns: columns.filter((column) => column !== null), problems };
}

/** A row checked against the product form: the product's state but its photos, which the caller resolves by name. */
export type CheckedRow =
  | {
      ok: true;
      state: Omit<ProductState, "photoIds" | "cardPhotoId" | "sortOrder"> & { sortOrder: number | null };
      photoNames: string[];
      cardName: string;
    }
  | { ok: false; problems: SheetProblem[] };

const yes = new Set(["yes", "y", "true", "1", "是", "x"]);
const no = new Set(["no", "n", "false", "0", "否", ""]);
const lines = (cell: string) => cell.split(/\r\n|\r|\n/).map((line) => line.trim());

/** The product id a row names: blank for a new product, else 1 to 200 printable characters. */
export function rowId(cell: string | undefined): { ok: true; id: string | null } | { ok: false } {
  const id = (cell ?? "").trim();
  if (id === "") return { ok: true, id: null };
  // eslint-disable-next-line no-control-regex
  return id.length <= MAX_ID_LENGTH && !/[\u0000-\u001f\u007f/\\?#]/.test(id) ? { ok: true, id } : { ok: false };
}

/** "Density: 2.4 g/cm³" lines as the editor's specification rows (a full-width colon too). */
function specRowsOf(cell: string): { label: string; value: string }[] {
  return lines(cell)
    .filter((line) => line !== "")
    .map((line) => {
      const at = line.search(/[:：]/);
      return at < 0 ? { label: line, value: "" } : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

/** The slab size rows the editor would hold: "3200x1600" lines with the names of the same line in each language. */
function slabSizeRowsOf(cells: Record<SheetColumn, string>): SlabSizeFormRow[] | null {
  const sizes = lines(cells.slab_sizes).filter((line) => line !== "");
  const names = Object.fromEntries(languages.map((language) => [language, lines(cells[`slab_size_names.${language}`])]));
  if (languages.some((language) => names[language]!.filter(isWritten).length > 0 && names[language]!.length > Math.max(sizes.length, 1)))
    return null;
  return sizes.map((size, index) => {
    const [lengthMm = "", widthMm = ""] = size.split(/\s*[x×*X]\s*/);
    const label = (language: Language) => names[language]![index] ?? "";
    return {
      labelEn: label("en"),
      labelZh: label("zh"),
      lengthMm,
      widthMm,
      translations: Object.fromEntries(translatedLanguages.map((language) => [language, { label: label(language) }])),
    } as SlabSizeFormRow;
  });
}

/** Which column a product form field's issue belongs to. */
function columnOfIssue(path: readonly PropertyKey[]): string {
  const [field, second, third] = path.map(String);
  const language = (suffix: string | undefined, fallback: Language): Language =>
    suffix === "Zh" ? "zh" : suffix === "En" ? "en" : fallback;
  if (field === "translations" && second && third) {
    const name = third === "specRows" ? "specifications" : third;
    return `${name}.${second}`;
  }
  const texts = /^(title|description|keywords|applications|specRows)(En|Zh)?$/.exec(field ?? "");
  if (texts) return `${texts[1] === "specRows" ? "specifications" : texts[1]}.${language(texts[2], "en")}`;
  const others: Record<string, string> = {
    thicknessesMm: "thicknesses_mm",
    slabSizes: "slab_sizes",
    certifications: "certifications",
    colourIds: "colour",
    patternIds: "pattern",
    finishIds: "finish",
    categoryId: "category",
    photoUrl: "photos",
  };
  return others[field ?? ""] ?? field ?? "id";
}

/** The option ids a list's cell names, by slug or English name; null names the unknown one. */
function optionIdsOf(cell: string, kind: AttributeKind, lookups: SheetLookups): string[] | null {
  const ids: string[] = [];
  for (const name of splitKeywords(cell)) {
    const wanted = name.toLowerCase();
    const option = lookups.options.find(
      (candidate) => candidate.kind === kind && (candidate.slug === wanted || candidate.labelEn.toLowerCase() === wanted),
    );
    if (!option) return null;
    ids.push(option.id);
  }
  return ids;
}

/**
 * Checks one row as the product editor's form would: the row's cells over the product's current cells (a column the
 * file leaves out keeps what is stored), read into the form's values and parsed by its schema. Blank `visible`,
 * `homepage` and `order` keep the stored value (a new product: shown, on the home page, last), and blank `photos`
 * the stored gallery.
 */
export function checkRow(
  number: number,
  cells: SheetRow,
  current: { state: ProductState; row: Record<SheetColumn, string> } | null,
  lookups: SheetLookups,
): CheckedRow {
  const base = current?.row ?? (Object.fromEntries(sheetColumns.map((column) => [column, ""])) as Record<SheetColumn, string>);
  const row = { ...base, ...cells } as Record<SheetColumn, string>;
  const problems: SheetProblem[] = [];
  const problem = (column: string, code: SheetErrorCode) => {
    if (!problems.some((known) => known.column === column)) problems.push({ row: number, column, code });
  };
  const flag = (column: "visible" | "homepage") => {
    const cell = row[column].trim().toLowerCase();
    if (cell === "") return current?.state[column] ?? true;
    if (yes.has(cell)) return true;
    if (!no.has(cell)) problem(column, "booleanInvalid");
    return false;
  };
  const visible = flag("visible");
  const homepage = flag("homepage");
  const orderCell = row.order.trim();
  const sortOrder = orderCell === "" ? (current?.state.sortOrder ?? null) : Number(orderCell);
  if (sortOrder !== null && (!Number.isFinite(sortOrder) || Math.abs(sortOrder) > 1e9)) problem("order", "orderInvalid");
  const categoryId = row.category.trim();
  if (categoryId !== "" && !lookups.categoryIds.has(categoryId)) problem("category", "categoryUnknown");
  const optionIds: Record<AttributeKind, string[]> = { colour: [], pattern: [], finish: [] };
  for (const kind of sheetKinds) {
    const ids = optionIdsOf(row[kind], kind, lookups);
    if (ids === null) problem(kind, "optionUnknown");
    else optionIds[kind] = ids;
  }
  // Blank photos keep the stored gallery and its card; photos without a card make the first one the card.
  const given = (cell: string | undefined) => (cell ?? "").trim() !== "";
  const photoCell = given(cells.photos) ? row.photos : base.photos;
  const cardCell = given(cells.card_photo) ? row.card_photo : given(cells.photos) ? "" : base.card_photo;
  const photoNames = photoCell
    .split(/\s*\|\s*|\r\n|\r|\n/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (photoNames.length === 0) problem("photos", "required");
  else if (new Set(photoNames).size !== photoNames.length) problem("photos", "photoDuplicate");
  else if (photoNames.length > MAX_PRODUCT_PHOTOS) problem("photos", "tooManyPhotos");
  const cardName = cardCell.trim() || photoNames[0] || "";
  if (photoNames.length > 0 && !photoNames.includes(cardName)) problem("card_photo", "photoMissing");
  const slabSizes = slabSizeRowsOf(row);
  if (slabSizes === null) problem("slab_sizes", "slabSizeInvalid");

  const textOf = (field: TextColumnField, language: Language) => row[`${field}.${language}`];
  const form = {
    titleEn: textOf("title", "en"),
    titleZh: textOf("title", "zh"),
    descriptionEn: textOf("description", "en"),
    descriptionZh: textOf("description", "zh"),
    categoryId,
    keywords: textOf("keywords", "en"),
    keywordsZh: textOf("keywords", "zh"),
    visible,
    homepage,
    // The photos are checked by name above; the form only asks that one is given.
    photoUrl: "/media/photos",
    colourIds: optionIds.colour,
    patternIds: optionIds.pattern,
    finishIds: optionIds.finish,
    thicknessesMm: row.thicknesses_mm,
    slabSizes: slabSizes ?? [],
    applicationsEn: textOf("applications", "en"),
    applicationsZh: textOf("applications", "zh"),
    certifications: row.certifications,
    specRowsEn: specRowsOf(textOf("specifications", "en")),
    specRowsZh: specRowsOf(textOf("specifications", "zh")),
    translations: Object.fromEntries(
      translatedLanguages.map((language) => [
        language,
        {
          title: textOf("title", language),
          description: textOf("description", language),
          keywords: textOf("keywords", language),
          applications: textOf("applications", language),
          specRows: specRowsOf(textOf("specifications", language)),
        },
      ]),
    ),
  };
  const parsed = productFormSchema.safeParse(form);
  if (!parsed.success) for (const issue of parsed.error.issues) problem(columnOfIssue(issue.path), issue.message as ProductFieldErrorCode);
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  const output = parsed.data;
  return {
    ok: true,
    photoNames,
    cardName,
    state: {
      texts: productTextsOf(output),
      categoryId: categoryId || null,
      visible,
      homepage,
      sortOrder,
      thicknessesMm: output.thicknessesMm,
      slabSizes: output.slabSizes,
      certifications: output.certifications,
      optionIds: [...new Set(sheetKinds.flatMap((kind) => optionIds[kind]))].sort(),
    },
  };
}

/** JSON with every object's keys sorted: jsonb gives keys back in its own order, so states compare by this. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether two states show buyers the same product. */
export const sameState = (a: ProductState, b: ProductState): boolean => canonicalJson(a) === canonicalJson(b);
