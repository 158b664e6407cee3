import { z } from "zod";
import type { RoomSceneTexts } from "~/database/schema";
import type { adminRoomScenesEn } from "~/i18n/admin-room-scenes";
import type { TranslatedLanguage } from "~/i18n/languages";
import { ownTextIn, type LanguageTexts } from "~/i18n/owner-texts";
import { storedTextsSchema, textsFromForm, translationFormValues, translationsField, translationsOf } from "~/i18n/translations-form";
import { type Point, scenePlacements, type SceneSurface, type ScenePlacement } from "~/database/scene-surface";
import { SURFACE_CORNERS, surfaceProblem } from "./surface";

/**
 * The room scene editor's form, one schema for the browser and the server. Corners are typed in percent of the photo
 * (what an owner reads off a ruler or the editor's handles) and stored as fractions; a surface is added by filling in
 * the blank one at the end of the list and removed by ticking its box, so the form works without JavaScript.
 */
type Text = typeof adminRoomScenesEn;

export const ROOM_SCENES_PATH = "/dashboard/rooms";

export const roomSceneLimits = {
  name: 80,
  alt: 250,
  surfaces: 8,
  sideMm: { min: 100, max: 20_000 },
  edgeMm: { min: 5, max: 300 },
  categories: 500,
  products: 5000,
} as const;

export const EDGE_CORNERS = 2;

/** A percent typed in the form as a fraction of the photo, to a hundredth of a percent (a fifth of a pixel at 1600 px). */
const fractionOf = (percent: number) => Math.round(percent * 100) / 10_000;
const percentOf = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

type TypedPoint = { x?: number; y?: number };
const typedPoints = (points: TypedPoint[]) => points.filter((point): point is Point => point.x !== undefined && point.y !== undefined);
const asFractions = (points: Point[]) => points.map(({ x, y }) => ({ x: fractionOf(x), y: fractionOf(y) }));

export function roomSceneFormSchema(text: Text) {
  const errors = text.errors;
  const required = (max: number) => z.string(errors.required).trim().min(1, errors.required).max(max, errors.tooLong(max));
  const optional = (max: number) => z.string().trim().max(max, errors.tooLong(max)).default("");
  const percent = z.number(errors.percent).min(0, errors.percent).max(100, errors.percent).optional();
  const point = z.object({ x: percent, y: percent }).default({});
  const millimetres = ({ min, max }: { min: number; max: number }) => {
    const message = errors.millimetres(min, max);
    return z.number(message).int(message).min(min, message).max(max, message).optional();
  };
  const surface = z
    .object({
      corners: z.array(point).max(SURFACE_CORNERS).default([]),
      widthMm: millimetres(roomSceneLimits.sideMm),
      depthMm: millimetres(roomSceneLimits.sideMm),
      frontEdge: z.boolean().default(false),
      edgeCorners: z.array(point).max(EDGE_CORNERS).default([]),
      edgeHeightMm: millimetres(roomSceneLimits.edgeMm),
      remove: z.boolean().default(false),
    })
    .superRefine((typed, context) => {
      if (typed.remove || isBlank(typed)) return;
      const corners = typedPoints(typed.corners);
      const problem = corners.length < SURFACE_CORNERS ? "tooFewCorners" : surfaceProblem(asFractions(corners), { width: 1, height: 1 });
      if (problem) context.addIssue({ code: "custom", path: ["corners"], message: errors[problem] });
      if (typed.widthMm === undefined) context.addIssue({ code: "custom", path: ["widthMm"], message: errors.required });
      if (typed.depthMm === undefined) context.addIssue({ code: "custom", path: ["depthMm"], message: errors.required });
      if (typed.frontEdge && (typedPoints(typed.edgeCorners).length < EDGE_CORNERS || typed.edgeHeightMm === undefined)) {
        context.addIssue({ code: "custom", path: ["edgeCorners"], message: errors.edgeCorners });
      }
    });
  return z
    .object({
      version: z.coerce.number().int().min(0).default(0),
      photoId: z.uuid(errors.photoUnknown),
      nameEn: required(roomSceneLimits.name),
      nameZh: required(roomSceneLimits.name),
      altEn: optional(roomSceneLimits.alt),
      altZh: optional(roomSceneLimits.alt),
      translations: translationsField({ name: optional(roomSceneLimits.name), alt: optional(roomSceneLimits.alt) }),
      // One more than the limit: the blank surface at the end of the list, there to be filled in.
      surfaces: z
        .array(surface)
        .max(roomSceneLimits.surfaces + 1)
        .default([]),
      placement: z.enum(scenePlacements, errors.required),
      categoryIds: z.array(z.string().max(100)).max(roomSceneLimits.categories).default([]),
      productIds: z.array(z.string().max(200)).max(roomSceneLimits.products).default([]),
      // An unticked box is not sent at all, and means "hidden".
      visible: z.boolean().default(false),
    })
    .superRefine((form, context) => {
      const kept = keptSurfaces(form.surfaces);
      if (kept.length > roomSceneLimits.surfaces)
        context.addIssue({ code: "custom", path: ["surfaces"], message: errors.tooManySurfaces(roomSceneLimits.surfaces) });
      if (form.visible && kept.length === 0) context.addIssue({ code: "custom", path: ["visible"], message: errors.noSurfaces });
      if (form.placement === "categories" && form.categoryIds.length === 0)
        context.addIssue({ code: "custom", path: ["categoryIds"], message: errors.chooseCategories });
      if (form.placement === "products" && form.productIds.length === 0)
        context.addIssue({ code: "custom", path: ["productIds"], message: errors.chooseProducts });
    });
}

export type RoomSceneForm = z.output<ReturnType<typeof roomSceneFormSchema>>;
type TypedSurface = RoomSceneForm["surfaces"][number];

function isBlank(typed: Omit<TypedSurface, "remove">): boolean {
  const points = [...typed.corners, ...typed.edgeCorners];
  return (
    points.every((point) => point.x === undefined && point.y === undefined) &&
    [typed.widthMm, typed.depthMm, typed.edgeHeightMm].every((value) => value === undefined) &&
    !typed.frontEdge
  );
}

const keptSurfaces = (surfaces: TypedSurface[]) => surfaces.filter((typed) => !typed.remove && !isBlank(typed));

/** What the owner edits of a room scene; also what each of its revisions keeps. */
export type RoomSceneContent = {
  photoId: string;
  texts: LanguageTexts<RoomSceneTexts>;
  surfaces: SceneSurface[];
  placement: ScenePlacement;
  categoryIds: string[];
  productIds: string[];
  visible: boolean;
};

const fraction = z.number().min(0).max(1);
const storedPoint = z.object({ x: fraction, y: fraction });

/** A stored room scene's content, as a revision keeps it, checked as the editor would. */
export const roomSceneContentSchema = z.object({
  photoId: z.uuid(),
  texts: storedTextsSchema({ name: z.string().min(1).max(roomSceneLimits.name), alt: z.string().max(roomSceneLimits.alt) }),
  surfaces: z
    .array(
      z.object({
        corners: z.tuple([storedPoint, storedPoint, storedPoint, storedPoint]),
        widthMm: z.number().int().min(roomSceneLimits.sideMm.min).max(roomSceneLimits.sideMm.max),
        depthMm: z.number().int().min(roomSceneLimits.sideMm.min).max(roomSceneLimits.sideMm.max),
        frontEdge: z
          .object({
            lowerCorners: z.tuple([storedPoint, storedPoint]),
            heightMm: z.number().int().min(roomSceneLimits.edgeMm.min).max(roomSceneLimits.edgeMm.max),
          })
          .optional(),
      }),
    )
    .max(roomSceneLimits.surfaces),
  placement: z.enum(scenePlacements),
  categoryIds: z.array(z.string()).max(roomSceneLimits.categories),
  productIds: z.array(z.string()).max(roomSceneLimits.products),
  visible: z.boolean(),
});

export function roomSceneFromForm(form: RoomSceneForm): RoomSceneContent {
  const { photoId, nameEn, nameZh, altEn, altZh, translations, placement, categoryIds, productIds, visible } = form;
  const surfaces = keptSurfaces(form.surfaces).map((typed): SceneSurface => {
    const [farLeft, farRight, nearRight, nearLeft] = asFractions(typedPoints(typed.corners)) as [Point, Point, Point, Point];
    const edge = asFractions(typedPoints(typed.edgeCorners));
    return {
      corners: [farLeft, farRight, nearRight, nearLeft],
      widthMm: typed.widthMm!,
      depthMm: typed.depthMm!,
      ...(typed.frontEdge ? { frontEdge: { lowerCorners: [edge[0]!, edge[1]!], heightMm: typed.edgeHeightMm! } } : {}),
    };
  });
  // Only the list the placement uses is kept, so a revision shows what the owner chose.
  return {
    photoId,
    texts: textsFromForm({ name: nameEn, alt: altEn }, { name: nameZh, alt: altZh }, translations),
    surfaces,
    placement,
    categoryIds: placement === "categories" ? categoryIds : [],
    productIds: placement === "products" ? productIds : [],
    visible,
  };
}

/** A surface as the form's fields hold it: text, so a number being typed ("12.") stays as typed. */
export type SurfaceFormValue = {
  corners: { x: string; y: string }[];
  widthMm: string;
  depthMm: string;
  frontEdge: boolean;
  edgeCorners: { x: string; y: string }[];
  edgeHeightMm: string;
};

const blankPoint = () => ({ x: "", y: "" });
export const blankSurface = (): SurfaceFormValue => ({
  corners: Array.from({ length: SURFACE_CORNERS }, blankPoint),
  widthMm: "",
  depthMm: "",
  frontEdge: false,
  edgeCorners: Array.from({ length: EDGE_CORNERS }, blankPoint),
  edgeHeightMm: "",
});

export function surfaceFormValue(surface: SceneSurface): SurfaceFormValue {
  const typed = ({ x, y }: Point) => ({ x: percentOf(x), y: percentOf(y) });
  return {
    corners: surface.corners.map(typed),
    widthMm: String(surface.widthMm),
    depthMm: String(surface.depthMm),
    frontEdge: surface.frontEdge !== undefined,
    edgeCorners: surface.frontEdge ? surface.frontEdge.lowerCorners.map(typed) : blankSurface().edgeCorners,
    edgeHeightMm: surface.frontEdge ? String(surface.frontEdge.heightMm) : "",
  };
}

/** The fields of a surface with the corners the editor's handles moved; its sizes and ticked boxes stay as typed. */
export function withEditedCorners(value: SurfaceFormValue, edited: SceneSurface): SurfaceFormValue {
  const moved = surfaceFormValue(edited);
  return { ...value, corners: moved.corners, edgeCorners: edited.frontEdge ? moved.edgeCorners : value.edgeCorners };
}

/**
 * The surface the fields describe, for the editor's handles and preview, or null while a number in it is missing or
 * not a number. A surface without its front edge's points is shown without the edge.
 */
export function surfaceOfFormValue(value: SurfaceFormValue): SceneSurface | null {
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  const point = ({ x, y }: { x: string; y: string }) => ({ x: fractionOf(number(x)), y: fractionOf(number(y)) });
  const corners = value.corners.map(point);
  const widthMm = number(value.widthMm);
  const depthMm = number(value.depthMm);
  if (corners.length !== SURFACE_CORNERS || ![...corners.flatMap(({ x, y }) => [x, y]), widthMm, depthMm].every(Number.isFinite))
    return null;
  const edge = value.edgeCorners.map(point);
  const heightMm = number(value.edgeHeightMm);
  const edgeShown =
    value.frontEdge && edge.length === EDGE_CORNERS && [...edge.flatMap(({ x, y }) => [x, y]), heightMm].every(Number.isFinite);
  return {
    corners: corners as SceneSurface["corners"],
    widthMm,
    depthMm,
    ...(edgeShown ? { frontEdge: { lowerCorners: edge as [Point, Point], heightMm } } : {}),
  };
}

/** The form's values for a stored room scene, as Conform fills the fields with them (the surfaces are the editor's own state). */
export function roomSceneFormValues(content: RoomSceneContent) {
  return {
    photoId: content.photoId,
    nameEn: content.texts.en.name,
    nameZh: ownTextIn(content.texts, "name", "zh") ?? "",
    altEn: content.texts.en.alt,
    altZh: ownTextIn(content.texts, "alt", "zh") ?? "",
    translations: translationFormValues(translationsOf(content.texts), ["name", "alt"]) as Record<TranslatedLanguage, RoomSceneTexts>,
    placement: content.placement,
    categoryIds: content.categoryIds,
    productIds: content.productIds,
    visible: content.visible ? "on" : "",
  };
}

/** The surfaces as a refused form sent them, field by field, so the page shows them again as typed. */
export function typedSurfaceValues(form: FormData): SurfaceFormValue[] {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 20) : "";
  };
  const points = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({ x: text(`${prefix}[${index}].x`), y: text(`${prefix}[${index}].y`) }));
  const surfaces: SurfaceFormValue[] = [];
  for (let index = 0; index <= roomSceneLimits.surfaces; index += 1) {
    const name = `surfaces[${index}]`;
    const surface: SurfaceFormValue = {
      corners: points(`${name}.corners`, SURFACE_CORNERS),
      widthMm: text(`${name}.widthMm`),
      depthMm: text(`${name}.depthMm`),
      frontEdge: form.has(`${name}.frontEdge`),
      edgeCorners: points(`${name}.edgeCorners`, EDGE_CORNERS),
      edgeHeightMm: text(`${name}.edgeHeightMm`),
    };
    const removed = form.has(`${name}.remove`);
    if (!removed && JSON.stringify(surface) !== JSON.stringify(blankSurface())) surfaces.push(surface);
  }
  return surfaces;
}
