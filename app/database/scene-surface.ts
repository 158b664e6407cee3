/** A point on a room photo, as fractions of its width and height; the homography (room-scenes/homography.ts) maps such points. */
export type Point = { x: number; y: number };

/**
 * A surface marked on a room photo. Corners are fractions of the photo's width and height (0–1), so one marking
 * serves the photo at every size it is stored and shown at. They go round the surface in the order its rectangle's
 * corners (0, 0), (width, 0), (width, depth), (0, depth): the far left, far right, near right and near left corner
 * of a countertop as the camera sees it, so the side from the fourth corner to the third is the front.
 */
export type SceneSurface = {
  corners: [Point, Point, Point, Point];
  /** The real length of the side from the first corner to the second, in mm. */
  widthMm: number;
  /** The real length of the side from the second corner to the third, in mm. */
  depthMm: number;
  /**
   * The visible front edge below the front side, when the camera sees one (a countertop's or an island's): the
   * points below the third and the fourth corner, in that order, and the edge's real height. The slab's veins run on
   * over it, as over a mitred edge, and it is drawn darker, facing away from the light above.
   */
  frontEdge?: { lowerCorners: [Point, Point]; heightMm: number };
};

/** Where a scene shows: on every product page, on those of some categories, or on some products' pages. */
export const scenePlacements = ["all", "categories", "products"] as const;
export type ScenePlacement = (typeof scenePlacements)[number];
