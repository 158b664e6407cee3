import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminRoomScenesZh } from "~/i18n/admin-room-scenes";
import {
  roomSceneFormSchema,
  roomSceneFromForm,
  surfaceFormValue,
  surfaceOfFormValue,
  typedSurfaceValues,
  withEditedCorners,
} from "./room-scene-form";

const schema = roomSceneFormSchema(adminRoomScenesZh);
const errors = adminRoomScenesZh.errors;

const PHOTO = "5a1de000-0000-4000-8000-000000000011";

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) form.append(name, each);
  return form;
}

/** A worktop seen at a slant, in percent, with its front edge. */
const worktop = {
  "surfaces[0].corners[0].x": "20",
  "surfaces[0].corners[0].y": "50",
  "surfaces[0].corners[1].x": "80",
  "surfaces[0].corners[1].y": "50",
  "surfaces[0].corners[2].x": "90",
  "surfaces[0].corners[2].y": "70.5",
  "surfaces[0].corners[3].x": "10",
  "surfaces[0].corners[3].y": "70.5",
  "surfaces[0].widthMm": "3000",
  "surfaces[0].depthMm": "900",
  "surfaces[0].frontEdge": "on",
  "surfaces[0].edgeCorners[0].x": "90",
  "surfaces[0].edgeCorners[0].y": "72",
  "surfaces[0].edgeCorners[1].x": "10",
  "surfaces[0].edgeCorners[1].y": "72",
  "surfaces[0].edgeHeightMm": "30",
};

const base = { version: "3", photoId: PHOTO, nameEn: "Kitchen", nameZh: "厨房", placement: "all", visible: "on" };

const parse = (fields: Record<string, string | string[]>) => parseWithZod(formOf(fields), { schema });
/** The messages a refused form shows, by field; none for an accepted one. */
const errorsOf = (fields: Record<string, string | string[]>) => {
  const submission = parse(fields);
  return submission.status === "success" ? {} : { ...submission.error };
};

describe("the room scene form", () => {
  it("keeps the surfaces as fractions of the photo, leaving out the blank one at the end and those ticked for removal", () => {
    const submission = parse({
      ...base,
      ...worktop,
      "surfaces[1].corners[0].x": "1",
      "surfaces[1].remove": "on",
      "surfaces[2].widthMm": "",
      placement: "categories",
      categoryIds: ["calacatta-series"],
      productIds: ["pure-white"],
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const content = roomSceneFromForm(submission.value);
    expect(content.surfaces).toEqual([
      {
        corners: [
          { x: 0.2, y: 0.5 },
          { x: 0.8, y: 0.5 },
          { x: 0.9, y: 0.705 },
          { x: 0.1, y: 0.705 },
        ],
        widthMm: 3000,
        depthMm: 900,
        frontEdge: {
          lowerCorners: [
            { x: 0.9, y: 0.72 },
            { x: 0.1, y: 0.72 },
          ],
          heightMm: 30,
        },
      },
    ]);
    // Only the list the placement uses is kept.
    expect(content).toMatchObject({ placement: "categories", categoryIds: ["calacatta-series"], productIds: [], visible: true });
  });

  it("names what is wrong with a surface: a missing corner, crossing sides, a dent, a number off the photo, a missing size or edge", () => {
    const problem = (fields: Record<string, string>) => errorsOf({ ...base, ...worktop, ...fields });
    expect(problem({ "surfaces[0].corners[3].x": "" })["surfaces[0].corners"]).toEqual([errors.tooFewCorners]);
    expect(problem({ "surfaces[0].corners[2].x": "10", "surfaces[0].corners[3].x": "90" })["surfaces[0].corners"]).toEqual([
      errors.selfIntersecting,
    ]);
    expect(problem({ "surfaces[0].corners[2].x": "50", "surfaces[0].corners[2].y": "52" })["surfaces[0].corners"]).toEqual([
      errors.notConvex,
    ]);
    expect(problem({ "surfaces[0].corners[1].x": "120" })["surfaces[0].corners[1].x"]).toEqual([errors.percent]);
    expect(problem({ "surfaces[0].depthMm": "" })["surfaces[0].depthMm"]).toEqual([errors.required]);
    expect(problem({ "surfaces[0].widthMm": "50" })["surfaces[0].widthMm"]).toEqual([errors.millimetres(100, 20000)]);
    expect(problem({ "surfaces[0].edgeHeightMm": "" })["surfaces[0].edgeCorners"]).toEqual([errors.edgeCorners]);
  });

  it("refuses to show a room without surfaces, or placed on no category or product", () => {
    expect(errorsOf(base).visible).toEqual([errors.noSurfaces]);
    expect(parse({ ...base, visible: "" }).status).toBe("success");
    expect(errorsOf({ ...base, ...worktop, placement: "categories" }).categoryIds).toEqual([errors.chooseCategories]);
    expect(errorsOf({ ...base, ...worktop, placement: "products" }).productIds).toEqual([errors.chooseProducts]);
    expect(errorsOf({ ...base, ...worktop, placement: "nowhere" }).placement).toBeDefined();
  });

  it("gives a refused form's surfaces back as typed, and turns them into the editor's surfaces and back", () => {
    const typed = typedSurfaceValues(
      formOf({ ...worktop, "surfaces[0].widthMm": "3000.", "surfaces[1].corners[0].x": "5", "surfaces[1].remove": "on" }),
    );
    expect(typed).toHaveLength(1);
    expect(typed[0]).toMatchObject({
      widthMm: "3000.",
      frontEdge: true,
      corners: [
        { x: "20", y: "50" },
        { x: "80", y: "50" },
        { x: "90", y: "70.5" },
        { x: "10", y: "70.5" },
      ],
    });
    const surface = surfaceOfFormValue(typed[0]!)!;
    expect(surface.frontEdge?.heightMm).toBe(30);
    expect(surfaceOfFormValue({ ...typed[0]!, depthMm: "" })).toBeNull();
    const moved = withEditedCorners(typed[0]!, {
      ...surface,
      corners: [{ x: 0.25, y: 0.5 }, ...surface.corners.slice(1)] as typeof surface.corners,
    });
    expect(moved.corners[0]).toEqual({ x: "25", y: "50" });
    expect(moved.widthMm).toBe("3000.");
    expect(surfaceFormValue(surface).corners[2]).toEqual({ x: "90", y: "70.5" });
  });
});
