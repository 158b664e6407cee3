/**
 * The room scenes a product's slab is composed onto (docs/decisions/044-room-scenes-perspective.md): three empty rooms built from a tiny 3D model of boxes
 * and spheres in millimetres, seen by one pinhole camera per scene. The slab surfaces are painted in a neutral light
 * material under the scene's light, so the light, falloff and soft shadows they show are what stays visible over the
 * slab; their corners are projected by the same camera that draws them, so their sizes in mm are true.
 *
 * The renderer is a small ray caster: one ray per pixel (four along the edges between objects), lit from light maps
 * baked lazily on every face it sees: area lights (a window, pendants, downlights) sampled with shadow rays, and an
 * ambient term darkened by the objects close by (contact shadows). Everything is seeded, so the same bytes come out.
 */
import sharp from "sharp";
import type { Point, SceneSurface } from "~/database/scene-surface";
import { createNoise, fbm, hash2, mulberry32, type Noise2D } from "./noise";
import { checkSize, clampByte } from "./slab-drawing";

export type RoomSceneKey = "kitchen" | "bathroom" | "living-wall";
export const roomSceneKeys: readonly RoomSceneKey[] = ["kitchen", "bathroom", "living-wall"];

type Vec3 = readonly [number, number, number];
/** Linear reflectance or radiance per channel. */
type Color = readonly [number, number, number];

type Material = {
  albedo: Color | ((x: number, y: number, z: number, face: number) => Color);
  /** Light the surface gives off itself (a window's view, a lamp's glass); such objects cast no shadow. */
  emit?: Color | ((x: number, y: number, z: number) => Color);
  /** Share of light a mirror reflects. */
  mirror?: number;
  /** Light map texel size in mm (default 40). */
  texel?: number;
};

type Box = { min: Vec3; max: Vec3; material: Material };
type Sphere = { center: Vec3; radius: number; material: Material };

/**
 * A rectangular light: `corner + a·u + b·v` for a, b in 0..1, giving light towards u × v. `focus` narrows a downlight's
 * beam (the light leaving at angle θ from its axis goes as cos^(1+focus) θ); an `isotropic` light (a glowing globe)
 * shines the same way in every direction.
 */
type Light = { corner: Vec3; u: Vec3; v: Vec3; radiance: Color; samples: number; focus?: number; isotropic?: boolean };

/** Camera at `position` looking along −z turned by `yaw` (radians, positive turns left), with verticals kept vertical. */
type Camera = {
  position: Vec3;
  yaw: number;
  horizontalFov: number /** Where the horizon lies, as a share of the height. */;
  horizon: number;
};

/** A marked surface: a face of one of the boxes; top faces may show the box's front face as their edge. */
type MarkedFace = { box: Box; kind: "top" | "wall"; frontEdge?: boolean };

/** Sunlight: parallel rays from `direction` (towards the sun), its disc `spread` radians wide so its shadows are soft. */
type Sun = { direction: Vec3; radiance: Color; spread: number; samples: number };

type Room = { camera: Camera; boxes: Box[]; spheres: Sphere[]; lights: Light[]; sun?: Sun; ambient: Color; marked: MarkedFace[] };

// Faces: 0 −x, 1 +x, 2 −y, 3 +y, 4 −z, 5 +z.
const FACE_TOP = 3;
const FACE_FRONT = 5;

const EPS = 0.05;

/* ------------------------------------------------------------------------------------------------------------------ */
/* The camera                                                                                                          */

type View = { width: number; height: number; focal: number; cx: number; cy: number; cos: number; sin: number; position: Vec3 };

function viewOf(camera: Camera, width: number, height: number): View {
  return {
    width,
    height,
    focal: width / 2 / Math.tan(camera.horizontalFov / 2),
    cx: width / 2,
    cy: camera.horizon * height,
    cos: Math.cos(camera.yaw),
    sin: Math.sin(camera.yaw),
    position: camera.position,
  };
}

/** The direction (not normalised) of the ray through image point (px, py). */
function rayThrough(view: View, px: number, py: number): [number, number, number] {
  const x = (px - view.cx) / view.focal;
  const y = -(py - view.cy) / view.focal;
  // Camera space looks along −z; turning by yaw about the vertical.
  return [x * view.cos - view.sin, y, -x * view.sin - view.cos];
}

function project(view: View, [x, y, z]: Vec3): Point {
  const dx = x - view.position[0];
  const dy = y - view.position[1];
  const dz = z - view.position[2];
  const cx = dx * view.cos - dz * view.sin;
  const cz = dx * view.sin + dz * view.cos;
  const depth = -cz;
  if (depth <= 0) throw new Error("A marked corner lies behind the camera");
  return { x: view.cx + (cx / depth) * view.focal, y: view.cy - (dy / depth) * view.focal };
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Ray casting                                                                                                         */

type Tracer = {
  boxes: Box[];
  spheres: Sphere[];
  /** Box bounds, six numbers a box. */
  bounds: Float64Array;
  casts: Uint8Array;
  sphereCasts: Uint8Array;
  /** The box round every sphere that casts a shadow (a plant's leaves): a shadow ray that misses it skips them all. */
  leafBounds: Float64Array;
};

function tracerOf(room: Room): Tracer {
  const bounds = new Float64Array(room.boxes.length * 6);
  room.boxes.forEach((box, i) => {
    bounds.set([...box.min, ...box.max], i * 6);
  });
  return {
    boxes: room.boxes,
    spheres: room.spheres,
    bounds,
    casts: Uint8Array.from(room.boxes, (box) => (box.material.emit ? 0 : 1)),
    sphereCasts: Uint8Array.from(room.spheres, (sphere) => (sphere.material.emit ? 0 : 1)),
    leafBounds: room.spheres
      .filter((sphere) => !sphere.material.emit)
      .reduce(
        (bounds, { center, radius }) => {
          for (let axis = 0; axis < 3; axis++) {
            bounds[axis] = Math.min(bounds[axis]!, center[axis]! - radius);
            bounds[axis + 3] = Math.max(bounds[axis + 3]!, center[axis]! + radius);
          }
          return bounds;
        },
        Float64Array.of(Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity),
      ),
  };
}

const nonZero = (d: number) => (Math.abs(d) < 1e-12 ? 1e-12 : d);

/** The nearest hit: object (boxes first, then spheres as boxes.length + i), face (−1 for a sphere) and distance. */
const hit = { object: -1, face: -1, t: 0 };

/**
 * Finds the nearest hit along a ray, among `candidates` (objects numbered as in `hit`) when given, else among all.
 */
function nearest(tracer: Tracer, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, candidates?: Int32Array): boolean {
  const ix = 1 / nonZero(dx);
  const iy = 1 / nonZero(dy);
  const iz = 1 / nonZero(dz);
  const { bounds } = tracer;
  const boxCount = tracer.boxes.length;
  const count = candidates ? candidates.length : boxCount + tracer.spheres.length;
  let best = Infinity;
  let object = -1;
  let face = -1;
  for (let c = 0; c < count; c++) {
    const b = candidates ? candidates[c]! : c;
    if (b >= boxCount) {
      const t = sphereHit(tracer.spheres[b - boxCount]!, ox, oy, oz, dx, dy, dz);
      if (t > EPS && t < best) {
        best = t;
        object = b;
        face = -1;
      }
      continue;
    }
    const k = b * 6;
    let t0 = (bounds[k]! - ox) * ix;
    let t1 = (bounds[k + 3]! - ox) * ix;
    let near = t0;
    let far = t1;
    let f = 0;
    if (t0 > t1) {
      near = t1;
      far = t0;
      f = 1;
    }
    t0 = (bounds[k + 1]! - oy) * iy;
    t1 = (bounds[k + 4]! - oy) * iy;
    let ny = t0;
    let fy = t1;
    let g = 2;
    if (t0 > t1) {
      ny = t1;
      fy = t0;
      g = 3;
    }
    if (ny > near) {
      near = ny;
      f = g;
    }
    if (fy < far) far = fy;
    if (near > far) continue;
    t0 = (bounds[k + 2]! - oz) * iz;
    t1 = (bounds[k + 5]! - oz) * iz;
    let nz = t0;
    let fz = t1;
    g = 4;
    if (t0 > t1) {
      nz = t1;
      fz = t0;
      g = 5;
    }
    if (nz > near) {
      near = nz;
      f = g;
    }
    if (fz < far) far = fz;
    if (near <= far && near > EPS && near < best) {
      best = near;
      object = b;
      face = f;
    }
  }
  hit.object = object;
  hit.face = face;
  hit.t = best;
  return object >= 0;
}

const TILE = 16;

/** For every TILE × TILE block of the image, the objects whose projection may cover it, so a camera ray tests only those. */
function tileCandidates(tracer: Tracer, view: View): { columns: number; lists: Int32Array[] } {
  const columns = Math.ceil(view.width / TILE);
  const rows = Math.ceil(view.height / TILE);
  const full = [-Infinity, Infinity, -Infinity, Infinity] as const;
  const depthOf = (x: number, z: number) => -((x - view.position[0]) * view.sin + (z - view.position[2]) * view.cos);
  const rects = tracer.boxes.map(({ min, max }) => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const x of [min[0], max[0]])
      for (const y of [min[1], max[1]])
        for (const z of [min[2], max[2]]) {
          if (depthOf(x, z) < 1) return full;
          const point = project(view, [x, y, z]);
          xs.push(point.x);
          ys.push(point.y);
        }
    return [Math.min(...xs) - 2, Math.max(...xs) + 2, Math.min(...ys) - 2, Math.max(...ys) + 2] as const;
  });
  for (const { center, radius } of tracer.spheres) {
    const depth = depthOf(center[0], center[2]);
    if (depth - radius < 1) {
      rects.push(full);
      continue;
    }
    const point = project(view, center);
    const reach = (radius * view.focal) / (depth - radius) + 2;
    rects.push([point.x - reach, point.x + reach, point.y - reach, point.y + reach]);
  }
  const lists: Int32Array[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const [x0, x1, y0, y1] = [column * TILE, (column + 1) * TILE, row * TILE, (row + 1) * TILE];
      const list: number[] = [];
      rects.forEach(([left, right, top, bottom], object) => {
        if (right >= x0 && left <= x1 && bottom >= y0 && top <= y1) list.push(object);
      });
      lists.push(Int32Array.from(list));
    }
  }
  return { columns, lists };
}

function sphereHit({ center, radius }: Sphere, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
  const lx = ox - center[0];
  const ly = oy - center[1];
  const lz = oz - center[2];
  const a = dx * dx + dy * dy + dz * dz;
  const b = lx * dx + ly * dy + lz * dz;
  const c = lx * lx + ly * ly + lz * lz - radius * radius;
  const disc = b * b - a * c;
  if (disc < 0) return -1;
  const root = Math.sqrt(disc);
  const t = (-b - root) / a;
  return t > EPS ? t : (-b + root) / a > EPS && c < 0 ? 0 : -1;
}

/** Whether anything that casts a shadow lies on the ray within `length` (the direction is normalised). */
function blocked(tracer: Tracer, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, length: number): boolean {
  const ix = 1 / nonZero(dx);
  const iy = 1 / nonZero(dy);
  const iz = 1 / nonZero(dz);
  const { bounds, casts } = tracer;
  for (let b = 0, k = 0; b < casts.length; b++, k += 6) {
    if (!casts[b]) continue;
    let t0 = (bounds[k]! - ox) * ix;
    let t1 = (bounds[k + 3]! - ox) * ix;
    let near = Math.min(t0, t1);
    let far = Math.max(t0, t1);
    t0 = (bounds[k + 1]! - oy) * iy;
    t1 = (bounds[k + 4]! - oy) * iy;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
    if (near > far) continue;
    t0 = (bounds[k + 2]! - oz) * iz;
    t1 = (bounds[k + 5]! - oz) * iz;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
    if (near <= far && far > EPS && near < length) return true;
  }
  const leaves = tracer.leafBounds;
  let near = -Infinity;
  let far = Infinity;
  for (let axis = 0; axis < 3; axis++) {
    const o = axis === 0 ? ox : axis === 1 ? oy : oz;
    const inverse = axis === 0 ? ix : axis === 1 ? iy : iz;
    const t0 = (leaves[axis]! - o) * inverse;
    const t1 = (leaves[axis + 3]! - o) * inverse;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
  }
  if (!(near <= far && far > 0 && near < length)) return false;
  for (let s = 0; s < tracer.spheres.length; s++) {
    if (!tracer.sphereCasts[s]) continue;
    const t = sphereHit(tracer.spheres[s]!, ox, oy, oz, dx, dy, dz);
    if (t >= 0 && t < length) return true;
  }
  return false;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Light                                                                                                               */

const AMBIENT_RAYS = 20;
const AMBIENT_REACH = 900;

/** Irradiance at a point with normal n: the lights' direct light where they are seen, and the ambient light. */
function irradiance(room: Room, tracer: Tracer, px: number, py: number, pz: number, n: Vec3, seed: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  const random = mulberry32(seed);
  for (const light of room.lights) {
    const [ux, uy, uz] = light.u;
    const [vx, vy, vz] = light.v;
    let lnx = uy * vz - uz * vy;
    let lny = uz * vx - ux * vz;
    let lnz = ux * vy - uy * vx;
    const area = Math.hypot(lnx, lny, lnz);
    lnx /= area;
    lny /= area;
    lnz /= area;
    const side = Math.max(1, Math.round(Math.sqrt(light.samples)));
    const count = side * side;
    let sum = 0;
    for (let i = 0; i < side; i++) {
      for (let j = 0; j < side; j++) {
        const a = (i + random()) / side;
        const b = (j + random()) / side;
        const wx = light.corner[0] + a * ux + b * vx - px;
        const wy = light.corner[1] + a * uy + b * vy - py;
        const wz = light.corner[2] + a * uz + b * vz - pz;
        const r2 = wx * wx + wy * wy + wz * wz;
        const r = Math.sqrt(r2);
        const cosS = (wx * n[0] + wy * n[1] + wz * n[2]) / r;
        if (cosS <= 0) continue;
        let cosL = light.isotropic ? 1 : -(wx * lnx + wy * lny + wz * lnz) / r;
        if (cosL <= 0) continue;
        if (light.focus) cosL = cosL ** (1 + light.focus);
        if (blocked(tracer, px, py, pz, wx / r, wy / r, wz / r, r - 1)) continue;
        sum += (cosS * cosL) / r2;
      }
    }
    const scale = (sum * area) / count;
    out[0] += light.radiance[0] * scale;
    out[1] += light.radiance[1] * scale;
    out[2] += light.radiance[2] * scale;
  }
  if (room.sun) {
    const { direction, radiance, spread, samples } = room.sun;
    const length = Math.hypot(...direction);
    let sum = 0;
    for (let k = 0; k < samples; k++) {
      const r = spread * Math.sqrt((k + random()) / samples);
      const phi = k * 2.399963 + random();
      const sx = direction[0] / length + r * Math.cos(phi);
      const sy = direction[1] / length + r * Math.sin(phi) * 0.7;
      const sz = direction[2] / length + r * Math.sin(phi) * 0.7;
      const sl = Math.hypot(sx, sy, sz);
      const cosS = (sx * n[0] + sy * n[1] + sz * n[2]) / sl;
      if (cosS > 0 && !blocked(tracer, px, py, pz, sx / sl, sy / sl, sz / sl, 30000)) sum += cosS;
    }
    out[0] += (radiance[0] * sum) / samples;
    out[1] += (radiance[1] * sum) / samples;
    out[2] += (radiance[2] * sum) / samples;
  }
  // Ambient light from the room around: cosine-weighted directions, blocked by what stands close.
  const [tx, ty, tz] = Math.abs(n[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  let ax = ty * n[2] - tz * n[1];
  let ay = tz * n[0] - tx * n[2];
  let az = tx * n[1] - ty * n[0];
  const al = Math.hypot(ax, ay, az);
  ax /= al;
  ay /= al;
  az /= al;
  const bx = n[1] * az - n[2] * ay;
  const by = n[2] * ax - n[0] * az;
  const bz = n[0] * ay - n[1] * ax;
  let open = 0;
  const rotation = random() * Math.PI * 2;
  for (let k = 0; k < AMBIENT_RAYS; k++) {
    // A spiral over the hemisphere, turned at random per point.
    const r = Math.sqrt((k + 0.5) / AMBIENT_RAYS);
    const phi = k * 2.399963 + rotation;
    const a = r * Math.cos(phi);
    const b = r * Math.sin(phi);
    const c = Math.sqrt(1 - r * r);
    const dx = a * ax + b * bx + c * n[0];
    const dy = a * ay + b * by + c * n[1];
    const dz = a * az + b * bz + c * n[2];
    if (!blocked(tracer, px, py, pz, dx, dy, dz, AMBIENT_REACH)) open++;
    else if (!blocked(tracer, px, py, pz, dx, dy, dz, AMBIENT_REACH * 0.35)) open += 0.45;
  }
  const ambient = open / AMBIENT_RAYS;
  out[0] += room.ambient[0] * ambient;
  out[1] += room.ambient[1] * ambient;
  out[2] += room.ambient[2] * ambient;
  return out;
}

const AXES: Record<number, [number, number]> = { 0: [1, 2], 1: [2, 0], 2: [0, 1] };

/** A texel that lies inside another object. */
const INSIDE = 2;

function insideABox(tracer: Tracer, x: number, y: number, z: number): boolean {
  const { bounds, casts } = tracer;
  for (let b = 0, k = 0; b < casts.length; b++, k += 6) {
    if (
      casts[b] &&
      x > bounds[k]! &&
      y > bounds[k + 1]! &&
      z > bounds[k + 2]! &&
      x < bounds[k + 3]! &&
      y < bounds[k + 4]! &&
      z < bounds[k + 5]!
    )
      return true;
  }
  return false;
}

/** A face's light map, its texels computed when first looked up, then smoothed over their neighbours. */
class LightMap {
  private readonly raw: Float32Array;
  private readonly smooth: Float32Array;
  private readonly done: Uint8Array;
  private readonly smoothDone: Uint8Array;
  readonly ni: number;
  readonly nj: number;
  private readonly a1: number;
  private readonly a2: number;
  private readonly normal: Vec3;
  private readonly plane: number;
  private readonly start1: number;
  private readonly start2: number;
  private readonly step1: number;
  private readonly step2: number;

  constructor(
    private readonly room: Room,
    private readonly tracer: Tracer,
    box: Box,
    private readonly face: number,
    private readonly seed: number,
    texelScale: number,
  ) {
    const axis = face >> 1;
    const sign = face & 1 ? 1 : -1;
    [this.a1, this.a2] = AXES[axis]!;
    this.normal = [axis === 0 ? sign : 0, axis === 1 ? sign : 0, axis === 2 ? sign : 0];
    this.plane = (sign > 0 ? box.max[axis]! : box.min[axis]!) + sign * 0.5;
    const texel = (box.material.texel ?? 40) * texelScale;
    const length1 = box.max[this.a1]! - box.min[this.a1]!;
    const length2 = box.max[this.a2]! - box.min[this.a2]!;
    this.ni = Math.max(2, Math.ceil(length1 / texel));
    this.nj = Math.max(2, Math.ceil(length2 / texel));
    this.step1 = length1 / this.ni;
    this.step2 = length2 / this.nj;
    this.start1 = box.min[this.a1]! + this.step1 / 2;
    this.start2 = box.min[this.a2]! + this.step2 / 2;
    this.raw = new Float32Array(this.ni * this.nj * 3);
    this.smooth = new Float32Array(this.ni * this.nj * 3);
    this.done = new Uint8Array(this.ni * this.nj);
    this.smoothDone = new Uint8Array(this.ni * this.nj);
  }

  private rawAt(i: number, j: number): number {
    const index = j * this.ni + i;
    if (!this.done[index]) {
      const p = [0, 0, 0];
      p[this.face >> 1] = this.plane;
      p[this.a1] = this.start1 + i * this.step1;
      p[this.a2] = this.start2 + j * this.step2;
      if (insideABox(this.tracer, p[0]!, p[1]!, p[2]!)) {
        // Where another object stands against the face, no light comes; leaving it out keeps its darkness from
        // bleeding past the object's edge by an amount that would depend on where the texels happen to fall.
        this.done[index] = INSIDE;
      } else {
        this.raw.set(irradiance(this.room, this.tracer, p[0]!, p[1]!, p[2]!, this.normal, hash2(i, j, this.seed) * 4294967296), index * 3);
        this.done[index] = 1;
      }
    }
    return index * 3;
  }

  private smoothAt(i: number, j: number): number {
    const index = j * this.ni + i;
    if (!this.smoothDone[index]) {
      let r = 0;
      let g = 0;
      let b = 0;
      let weight = 0;
      for (let dj = -1; dj <= 1; dj++) {
        for (let di = -1; di <= 1; di++) {
          const ii = i + di;
          const jj = j + dj;
          if (ii < 0 || jj < 0 || ii >= this.ni || jj >= this.nj) continue;
          const k = this.rawAt(ii, jj);
          if (this.done[jj * this.ni + ii] === INSIDE) continue;
          const w = (2 - Math.abs(di)) * (2 - Math.abs(dj));
          r += this.raw[k]! * w;
          g += this.raw[k + 1]! * w;
          b += this.raw[k + 2]! * w;
          weight += w;
        }
      }
      if (weight > 0) this.smooth.set([r / weight, g / weight, b / weight], index * 3);
      this.smoothDone[index] = weight > 0 ? 1 : INSIDE;
    }
    return index * 3;
  }

  /** The smoothed irradiance at a point of the face, interpolated between texels. */
  at(p: Vec3, out: [number, number, number]): void {
    const fi = Math.min(this.ni - 1, Math.max(0, (p[this.a1]! - this.start1) / this.step1));
    const fj = Math.min(this.nj - 1, Math.max(0, (p[this.a2]! - this.start2) / this.step2));
    const i0 = Math.min(this.ni - 2, Math.floor(fi));
    const j0 = Math.min(this.nj - 2, Math.floor(fj));
    const ti = fi - i0;
    const tj = fj - j0;
    const corners = [
      [i0, j0, (1 - ti) * (1 - tj)],
      [i0 + 1, j0, ti * (1 - tj)],
      [i0, j0 + 1, (1 - ti) * tj],
      [i0 + 1, j0 + 1, ti * tj],
    ] as const;
    out[0] = out[1] = out[2] = 0;
    let weight = 0;
    for (const [i, j, w] of corners) {
      const k = this.smoothAt(i, j);
      if (this.smoothDone[j * this.ni + i] === INSIDE) continue;
      out[0] += this.smooth[k]! * w;
      out[1] += this.smooth[k + 1]! * w;
      out[2] += this.smooth[k + 2]! * w;
      weight += w;
    }
    if (weight > 0) {
      out[0] /= weight;
      out[1] /= weight;
      out[2] /= weight;
    }
  }
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Drawing                                                                                                             */

function colorOf(material: Material, x: number, y: number, z: number, face: number): Color {
  return typeof material.albedo === "function" ? material.albedo(x, y, z, face) : material.albedo;
}

function emitOf(emit: NonNullable<Material["emit"]>, x: number, y: number, z: number): Color {
  return typeof emit === "function" ? emit(x, y, z) : emit;
}

type Renderer = {
  room: Room;
  tracer: Tracer;
  maps: Map<number, LightMap>;
  sphereLight: Map<string, [number, number, number]>;
  seed: number;
  /** Light maps are coarser for a small picture, where their detail would not show. */
  texelScale: number;
};

const SPHERE_CELL = 5;

/** The linear colour seen along a ray, and the id of what it hits (box · 6 + face, or a sphere's index after them). */
function shadeRay(
  renderer: Renderer,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  out: [number, number, number],
  candidates?: Int32Array,
  depth = 0,
): number {
  const { tracer, room } = renderer;
  if (!nearest(tracer, ox, oy, oz, dx, dy, dz, candidates)) {
    out[0] = out[1] = out[2] = 0;
    return -1;
  }
  const { object, face, t } = hit;
  const x = ox + dx * t;
  const y = oy + dy * t;
  const z = oz + dz * t;
  const boxCount = tracer.boxes.length;
  const id = object < boxCount ? object * 6 + face : boxCount * 6 + (object - boxCount);
  const material = object < boxCount ? tracer.boxes[object]!.material : tracer.spheres[object - boxCount]!.material;
  if (material.emit) {
    const e = emitOf(material.emit, x, y, z);
    out[0] = e[0];
    out[1] = e[1];
    out[2] = e[2];
    return id;
  }
  let nx: number;
  let ny: number;
  let nz: number;
  if (object < boxCount) {
    const axis = face >> 1;
    const sign = face & 1 ? 1 : -1;
    nx = axis === 0 ? sign : 0;
    ny = axis === 1 ? sign : 0;
    nz = axis === 2 ? sign : 0;
  } else {
    const { center, radius } = tracer.spheres[object - boxCount]!;
    nx = (x - center[0]) / radius;
    ny = (y - center[1]) / radius;
    nz = (z - center[2]) / radius;
  }
  if (material.mirror && depth < 2) {
    const dot = dx * nx + dy * ny + dz * nz;
    shadeRay(renderer, x, y, z, dx - 2 * dot * nx, dy - 2 * dot * ny, dz - 2 * dot * nz, out, undefined, depth + 1);
    out[0] *= material.mirror;
    out[1] *= material.mirror;
    out[2] *= material.mirror;
    return id;
  }
  const light: [number, number, number] = [0, 0, 0];
  if (object < boxCount) {
    let map = renderer.maps.get(id);
    if (!map) {
      map = new LightMap(room, tracer, tracer.boxes[object]!, face, renderer.seed + id * 7919, renderer.texelScale);
      renderer.maps.set(id, map);
    }
    map.at([x, y, z], light);
  } else {
    // Spheres (leaves) are lit where they are hit, once for every cell of SPHERE_CELL mm.
    const cell = [x, y, z].map((v) => Math.round(v / SPHERE_CELL));
    const key = `${object}:${cell.join(":")}`;
    let lit = renderer.sphereLight.get(key);
    if (!lit) {
      lit = irradiance(
        room,
        tracer,
        x + nx * 2,
        y + ny * 2,
        z + nz * 2,
        [nx, ny, nz],
        renderer.seed + hash2(cell[0]!, cell[1]! * 7919 + cell[2]!, object) * 1e9,
      );
      renderer.sphereLight.set(key, lit);
    }
    light[0] = lit[0];
    light[1] = lit[1];
    light[2] = lit[2];
  }
  const albedo = colorOf(material, x, y, z, face);
  out[0] = albedo[0] * light[0];
  out[1] = albedo[1] * light[1];
  out[2] = albedo[2] * light[2];
  return id;
}

/** Film response: linear light to 0..255, highlights rolling off softly. */
function tone(value: number): number {
  return 255 * (1 - Math.exp(-value)) ** (1 / 2.2);
}

/** The exposure that shows the marked tops' median at this value. */
const SURFACE_TARGET = 226;

type Drawn = { pixels: Uint8Array; ids: Int32Array };

function draw(room: Room, width: number, height: number, seed: number): Drawn {
  const view = viewOf(room.camera, width, height);
  const tracer = tracerOf(room);
  const renderer: Renderer = { room, tracer, maps: new Map(), sphereLight: new Map(), seed, texelScale: Math.max(1, 1200 / width) };
  const [ox, oy, oz] = view.position;
  const linear = new Float32Array(width * height * 3);
  const ids = new Int32Array(width * height);
  const color: [number, number, number] = [0, 0, 0];
  const tiles = tileCandidates(tracer, view);
  const candidatesAt = (x: number, y: number) => tiles.lists[Math.floor(y / TILE) * tiles.columns + Math.floor(x / TILE)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [dx, dy, dz] = rayThrough(view, x + 0.5, y + 0.5);
      const p = y * width + x;
      ids[p] = shadeRay(renderer, ox, oy, oz, dx, dy, dz, color, candidatesAt(x, y));
      linear[p * 3] = color[0];
      linear[p * 3 + 1] = color[1];
      linear[p * 3 + 2] = color[2];
    }
  }
  // Edges between objects: four rays on a rotated grid, averaged.
  const offsets = [
    [0.375, 0.125],
    [0.875, 0.375],
    [0.625, 0.875],
    [0.125, 0.625],
  ] as const;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const id = ids[p]!;
      if (id === ids[p - 1] && id === ids[p + 1] && id === ids[p - width] && id === ids[p + width]) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [sx, sy] of offsets) {
        const [dx, dy, dz] = rayThrough(view, x + sx, y + sy);
        shadeRay(renderer, ox, oy, oz, dx, dy, dz, color, candidatesAt(x, y));
        r += color[0];
        g += color[1];
        b += color[2];
      }
      linear[p * 3] = r / 4;
      linear[p * 3 + 1] = g / 4;
      linear[p * 3 + 2] = b / 4;
    }
  }
  // Exposure: the brightest marked surface's median at SURFACE_TARGET, so none of them washes out.
  let median = 0;
  for (const m of room.marked) {
    const id = tracer.boxes.indexOf(m.box) * 6 + (m.kind === "top" ? FACE_TOP : FACE_FRONT);
    const values: number[] = [];
    for (let p = 0; p < ids.length; p += 5) {
      if (ids[p] === id) values.push(0.2126 * linear[p * 3]! + 0.7152 * linear[p * 3 + 1]! + 0.0722 * linear[p * 3 + 2]!);
    }
    values.sort((a, b) => a - b);
    median = Math.max(median, values[values.length >> 1] ?? 0);
  }
  const exposure = -Math.log(1 - (SURFACE_TARGET / 255) ** 2.2) / (median || 1);
  const pixels = new Uint8Array(width * height * 3);
  const steps = 4096;
  const range = 8;
  const table = Float64Array.from({ length: steps + 2 }, (_, k) => tone((k / steps) * range));
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      // A whisper of grain, as a camera's sensor gives.
      const grain = (hash2(x, y, seed) - 0.5) * 2.5;
      for (let c = 0; c < 3; c++) {
        const at = Math.min(steps, (linear[p * 3 + c]! * exposure * steps) / range);
        const k = Math.floor(at);
        pixels[p * 3 + c] = clampByte(Math.round(table[k]! + (table[k + 1]! - table[k]!) * (at - k) + grain));
      }
    }
  }
  return { pixels, ids };
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Marked surfaces                                                                                                     */

function surfaceCorners(m: MarkedFace): {
  corners: [Vec3, Vec3, Vec3, Vec3];
  lower?: [Vec3, Vec3];
  widthMm: number;
  depthMm: number;
  heightMm: number;
} {
  const { min, max } = m.box;
  if (m.kind === "top") {
    return {
      corners: [
        [min[0], max[1], min[2]],
        [max[0], max[1], min[2]],
        [max[0], max[1], max[2]],
        [min[0], max[1], max[2]],
      ],
      lower: m.frontEdge
        ? [
            [max[0], min[1], max[2]],
            [min[0], min[1], max[2]],
          ]
        : undefined,
      widthMm: max[0] - min[0],
      depthMm: max[2] - min[2],
      heightMm: max[1] - min[1],
    };
  }
  return {
    corners: [
      [min[0], max[1], max[2]],
      [max[0], max[1], max[2]],
      [max[0], min[1], max[2]],
      [min[0], min[1], max[2]],
    ],
    widthMm: max[0] - min[0],
    depthMm: max[1] - min[1],
    heightMm: 0,
  };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The marked surfaces of a scene as the site stores them: corners as fractions of the photo, sizes in mm. */
export function roomSceneSurfaces(key: RoomSceneKey): SceneSurface[] {
  const room = rooms[key]();
  // Any 16:10 size gives the same fractions.
  const view = viewOf(room.camera, 1600, 1000);
  const fraction = (p: Vec3) => {
    const { x, y } = project(view, p);
    return { x: round5(x / 1600), y: round5(y / 1000) };
  };
  return room.marked.map((m) => {
    const { corners, lower, widthMm, depthMm, heightMm } = surfaceCorners(m);
    const surface: SceneSurface = {
      corners: corners.map(fraction) as SceneSurface["corners"],
      widthMm: Math.round(widthMm),
      depthMm: Math.round(depthMm),
    };
    if (lower) surface.frontEdge = { lowerCorners: lower.map(fraction) as [Point, Point], heightMm: Math.round(heightMm) };
    return surface;
  });
}

/**
 * The text of demo-photos/room-surfaces.json: every scene's marked surfaces by key, which the site reads instead of
 * this program (app/modules/room-scenes/shipped-scenes.ts). `npm run demo-photos` writes it with the photos, and
 * drawings.test.ts fails when the committed file differs, so a redrawn room and its surfaces move together.
 */
export function roomSurfacesFile(): string {
  const surfaces = Object.fromEntries(roomSceneKeys.map((key) => [key, roomSceneSurfaces(key)]));
  return `${JSON.stringify(surfaces, null, 2)}\n`;
}

function insideQuad(quad: readonly Point[], x: number, y: number, margin: number): boolean {
  let sign = 0;
  for (let k = 0; k < quad.length; k++) {
    const a = quad[k]!;
    const b = quad[(k + 1) % quad.length]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const side = ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)) / length;
    if (Math.abs(side) < margin) return false;
    if (sign === 0) sign = Math.sign(side);
    else if (Math.sign(side) !== sign) return false;
  }
  return true;
}

/** Throws when anything but the marked face itself shows inside a marked quadrilateral: the slab would cover it. */
function checkNothingInFront(room: Room, drawn: Drawn, width: number, height: number): void {
  const view = viewOf(room.camera, width, height);
  const boxes = room.boxes;
  for (const m of room.marked) {
    const { corners, lower } = surfaceCorners(m);
    const b = boxes.indexOf(m.box);
    const checks: { quad: Point[]; id: number }[] = [
      { quad: corners.map((c) => project(view, c)), id: b * 6 + (m.kind === "top" ? FACE_TOP : FACE_FRONT) },
    ];
    if (lower) checks.push({ quad: [corners[3], corners[2], lower[0], lower[1]].map((c) => project(view, c)), id: b * 6 + FACE_FRONT });
    for (const { quad, id } of checks) {
      const xs = quad.map((p) => p.x);
      const ys = quad.map((p) => p.y);
      let wrong = 0;
      for (let y = Math.max(0, Math.floor(Math.min(...ys))); y < Math.min(height, Math.ceil(Math.max(...ys))); y++) {
        for (let x = Math.max(0, Math.floor(Math.min(...xs))); x < Math.min(width, Math.ceil(Math.max(...xs))); x++) {
          if (insideQuad(quad, x + 0.5, y + 0.5, 1.5) && drawn.ids[y * width + x] !== id) wrong++;
        }
      }
      if (wrong > 0) throw new Error(`${wrong} pixels of something else show inside a marked surface (box ${b})`);
      if (quad.some((p) => p.x < 0 || p.y < 0 || p.x > width || p.y > height))
        throw new Error(`A marked surface (box ${b}) reaches outside the photo`);
    }
  }
}

export async function renderRoomScene(key: RoomSceneKey, options: { width: number; height: number }): Promise<Buffer> {
  const { width, height } = options;
  checkSize(width, height);
  const room = rooms[key]();
  const drawn = draw(room, width, height, seedOf(key));
  checkNothingInFront(room, drawn, width, height);
  return sharp(drawn.pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* The rooms                                                                                                           */

function seedOf(key: RoomSceneKey): number {
  return 5100 + roomSceneKeys.indexOf(key) * 131;
}

const srgb = (hex: string): Color => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255].map((c) => c ** 2.2) as unknown as Color;
};

/** The neutral light material the slab surfaces are painted in. */
const NEUTRAL: Material = { albedo: srgb("#d6d5d3"), texel: 20 };

const box = (min: Vec3, max: Vec3, material: Material): Box => ({ min, max, material });

function tint(color: Color, factor: number): Color {
  return [color[0] * factor, color[1] * factor, color[2] * factor];
}

/** Plaster or paint: a faint, large mottling. */
function paint(hex: string, noise: Noise2D, amount = 0.03): Material {
  const base = srgb(hex);
  return { texel: 60, albedo: (x, y, z) => tint(base, 1 + amount * noise((x + z) / 700, y / 700)) };
}

/** Oak boards running along z, each its own shade, with grain and dark joints. */
function oakFloor(noise: Noise2D, seed: number, boardWidth = 190, boardLength = 1900): Material {
  const base = srgb("#a27e58");
  return {
    texel: 60,
    albedo: (x, _y, z) => {
      const board = Math.floor(x / boardWidth);
      const shift = hash2(board, 0, seed) * boardLength;
      const piece = Math.floor((z + shift) / boardLength);
      const within = x - board * boardWidth;
      const along = z + shift - piece * boardLength;
      const shade = 0.82 + 0.3 * hash2(board, piece, seed + 1);
      const grain = 1 + 0.09 * fbm(noise, x / 14 + board * 3.1, z / 260, 2);
      const joint = within < 2.5 || along < 3 ? 0.55 : 1;
      return tint(base, shade * grain * joint);
    },
  };
}

/** Wood veneer: long grain running up, boards of slightly different shades. */
function veneer(hex: string, noise: Noise2D, seed: number): (x: number, y: number, z: number) => Color {
  const base = srgb(hex);
  return (x, y, z) => {
    const across = x + z;
    const leaf = Math.floor(across / 450);
    const grain = 1 + 0.12 * fbm(noise, across / 9 + leaf * 5.3, y / 400, 2);
    return tint(base, grain * (0.92 + 0.14 * hash2(leaf, 3, seed)));
  };
}

/** Flat cabinet doors with shadow gaps, `doors` of them side by side across x, `rows` above each other. */
function cabinetFronts(
  color: string | ((x: number, y: number, z: number) => Color),
  x0: number,
  x1: number,
  doors: number,
  y0: number,
  y1: number,
  rows = 1,
): Material {
  const base = typeof color === "string" ? srgb(color) : undefined;
  const width = (x1 - x0) / doors;
  const height = (y1 - y0) / rows;
  return {
    albedo: (x, y, z, face) => {
      const surface = base ?? (color as (x: number, y: number, z: number) => Color)(x, y, z);
      if (face !== FACE_FRONT) return surface;
      const across = (x - x0) % width;
      const up = (y - y0) % height;
      const gap = across < 2 || across > width - 2 || up < 2 || up > height - 2;
      return gap ? tint(surface, 0.25) : surface;
    },
  };
}

/** A plant in a pot: a stem and a crown of leaves (spheres of a few greens). */
function plant(
  random: () => number,
  [x, z]: readonly [number, number],
  pot: { size: number; height: number; color: string },
  crown: { bottom: number; top: number; spread: number; leaves: number; leaf?: number },
): { boxes: Box[]; spheres: Sphere[] } {
  const half = pot.size / 2;
  const boxes = [box([x - half, 0, z - half], [x + half, pot.height, z + half], { albedo: srgb(pot.color) })];
  boxes.push(box([x - 12, pot.height, z - 12], [x + 12, crown.bottom + 150, z + 12], { albedo: srgb("#4a3a2a") }));
  const greens = ["#3d5a30", "#4b6b38", "#2f4a28", "#56753f"].map((hex) => ({ albedo: srgb(hex) }));
  const spheres: Sphere[] = [];
  for (let k = 0; k < crown.leaves; k++) {
    const height = crown.bottom + (crown.top - crown.bottom) * random();
    const t = (height - crown.bottom) / (crown.top - crown.bottom);
    // Widest a third of the way up, as a bushy crown grows.
    const reach = crown.spread * Math.sin(Math.PI * (0.15 + 0.85 * t)) * Math.sqrt(random());
    const a = random() * Math.PI * 2;
    spheres.push({
      center: [x + Math.cos(a) * reach, height, z + Math.sin(a) * reach * 0.8],
      radius: (crown.leaf ?? 70) * (0.6 + 0.8 * random()),
      material: greens[Math.floor(random() * greens.length)]!,
    });
  }
  return { boxes, spheres };
}

/** Daylight seen through a window: a bright sky above soft greenery. */
function outdoors(noise: Noise2D): Material {
  return {
    albedo: [0, 0, 0],
    emit: (x, y) => {
      const trees = 0.5 + 0.5 * fbm(noise, x / 900, y / 900, 3);
      const ground = Math.max(0, Math.min(1, (2300 - y) / 900 + 0.3 * trees));
      const sky: Color = [3.1, 3.25, 3.5];
      const green: Color = [0.95, 1.15, 0.75];
      return [sky[0] + (green[0] - sky[0]) * ground, sky[1] + (green[1] - sky[1]) * ground, sky[2] + (green[2] - sky[2]) * ground];
    },
  };
}

/** A room's shell: floor, ceiling and four walls as slabs outside the room's volume (the back wall separately). */
function shell(
  width: number,
  depth: number,
  heightMm: number,
  floor: Material,
  walls: Material,
  ceiling: Material,
  backWall = true,
): Box[] {
  const t = 200;
  const boxes = [
    box([-t, -t, -t], [width + t, 0, depth + t], floor),
    box([-t, heightMm, -t], [width + t, heightMm + t, depth + t], ceiling),
    box([-t, 0, -t], [0, heightMm, depth + t], walls),
    box([width, 0, -t], [width + t, heightMm, depth + t], walls),
    box([-t, 0, depth], [width + t, heightMm, depth + t], walls),
  ];
  if (backWall) boxes.push(box([-t, 0, -t], [width + t, heightMm, 0], walls));
  return boxes;
}

/** A wall with a window opening: the wall around it as boxes, reveals, a frame with a mullion and the view beyond. */
function windowWall(
  axis: "back" | "left",
  opening: { from: number; to: number; bottom: number; top: number },
  wall: { length: number; height: number; thickness: number },
  walls: Material,
  frame: Material,
  view: Material,
): { boxes: Box[]; light: Light } {
  const { from, to, bottom, top } = opening;
  const t = wall.thickness;
  const boxes: Box[] = [];
  // Along the wall = a, across (into the wall, negative) = c.
  const make = (a0: number, a1: number, y0: number, y1: number, c0: number, c1: number, material: Material) =>
    axis === "back" ? box([a0, y0, c0], [a1, y1, c1], material) : box([c0, y0, a0], [c1, y1, a1], material);
  boxes.push(make(-200, from, 0, wall.height, -t, 0, walls));
  boxes.push(make(to, wall.length + 200, 0, wall.height, -t, 0, walls));
  boxes.push(make(from, to, 0, bottom, -t, 0, walls));
  boxes.push(make(from, to, top, wall.height, -t, 0, walls));
  const f = 50;
  const mid = (from + to) / 2;
  const c0 = -t * 0.6;
  const c1 = -t * 0.6 + 60;
  boxes.push(make(from, to, bottom, bottom + f, c0, c1, frame));
  boxes.push(make(from, to, top - f, top, c0, c1, frame));
  boxes.push(make(from, from + f, bottom, top, c0, c1, frame));
  boxes.push(make(to - f, to, bottom, top, c0, c1, frame));
  boxes.push(make(mid - f / 2, mid + f / 2, bottom, top, c0, c1, frame));
  boxes.push(make(from - 40000, to + 40000, bottom - 20000, top + 20000, -t - 4000, -t - 3900, view));
  // The light enters at the glass, facing into the room.
  const light: Light =
    axis === "back"
      ? { corner: [from, bottom, c0], u: [to - from, 0, 0], v: [0, top - bottom, 0], radiance: [1, 1, 1], samples: 25 }
      : { corner: [c0, bottom, to], u: [0, 0, from - to], v: [0, top - bottom, 0], radiance: [1, 1, 1], samples: 25 };
  return { boxes, light };
}

function downlight(x: number, z: number, ceiling: number, power: number, focus = 2): Light {
  const r = 45;
  return {
    corner: [x - r, ceiling - 1, z - r],
    u: [2 * r, 0, 0],
    v: [0, 0, 2 * r],
    radiance: [power * 130, power * 124, power * 112],
    samples: 4,
    focus,
  };
}

/** A downlight's glowing disc, flush with the ceiling. */
function spotFitting(x: number, z: number, ceiling: number): Box {
  return box([x - 45, ceiling - 2, z - 45], [x + 45, ceiling, z + 45], { albedo: [0, 0, 0], emit: [6, 5.8, 5.4] });
}

/*
 * The rooms' measurements are millimetres along x (left to right), y (up from the floor) and z (from the back wall
 * towards the camera). The marked surfaces keep the sizes a fabricator cuts, as the site shows a slab at true size.
 */

/** Worktops and vanity tops are 40 mm thick: the front edge the photo shows under a marked top. */
const TOP_THICKNESS = 40;
/** Base cabinets stand on a recessed plinth this high. */
const PLINTH_HEIGHT = 100;

function kitchen(): Room {
  const seed = seedOf("kitchen");
  const noise = createNoise(mulberry32(seed));
  // The room's width, depth and ceiling height.
  const W = 6000;
  const D = 7000;
  const H = 2700;
  const walls = paint("#ece8e1", noise);
  const ceiling = paint("#f4f2ee", noise, 0.01);
  const floor = oakFloor(noise, seed);
  const boxes = shell(W, D, H, floor, walls, ceiling, false);
  const frame: Material = { albedo: srgb("#2b2b2a") };
  const opening = { from: 2300, to: 3700, bottom: 1150, top: 2250 };
  const win = windowWall("back", opening, { length: W, height: H, thickness: 180 }, walls, frame, outdoors(noise));
  boxes.push(...win.boxes);
  win.light.radiance = [3.2, 3.3, 3.45];

  const cabinetColor = "#6f7d72";
  const islandFronts = veneer("#9a7650", noise, seed);
  const dark: Material = { albedo: srgb("#1e1f1f") };
  // Worktops at the usual 900 mm, over base cabinets whose doors stop where the top begins.
  const worktopHeight = 900;
  const cabinetHeight = worktopHeight - TOP_THICKNESS;
  // The back run: base cabinets, the countertop, a tall unit at each end, wall cabinets beside the window. The
  // countertop (3600 × 620 mm) overhangs the 580 mm deep cabinets, whose plinth stands back under their doors.
  const backRun = { from: 1200, to: 4800, depth: 620 };
  const baseDepth = 580;
  const tallUnit = { width: 700, depth: 600, height: 2300 };
  const backTop = box([backRun.from, cabinetHeight, 0], [backRun.to, worktopHeight, backRun.depth], NEUTRAL);
  boxes.push(backTop);
  boxes.push(
    box(
      [backRun.from, PLINTH_HEIGHT, 0],
      [backRun.to, cabinetHeight, baseDepth],
      cabinetFronts(cabinetColor, backRun.from, backRun.to, 6, PLINTH_HEIGHT, cabinetHeight, 2),
    ),
  );
  boxes.push(box([backRun.from, 0, 0], [backRun.to, PLINTH_HEIGHT, baseDepth - 60], dark));
  for (const [from, to] of [
    [backRun.from - tallUnit.width, backRun.from],
    [backRun.to, backRun.to + tallUnit.width],
  ] as const)
    boxes.push(box([from, 0, 0], [to, tallUnit.height, tallUnit.depth], cabinetFronts(cabinetColor, from, to, 1, 0, tallUnit.height, 2)));
  // Wall cabinets from the left tall unit to 150 mm short of the window, their tops level with the tall units'.
  const wallCabinets = { to: opening.from - 150, bottom: 1450, depth: 350 };
  boxes.push(
    box(
      [backRun.from, wallCabinets.bottom, 0],
      [wallCabinets.to, tallUnit.height, wallCabinets.depth],
      cabinetFronts(cabinetColor, backRun.from, wallCabinets.to, 2, wallCabinets.bottom, tallUnit.height),
    ),
  );
  // A wall-mounted tap below the window, over the sink's place.
  const chrome: Material = { albedo: srgb("#9a9c9f") };
  boxes.push(box([2920, 1000, 0], [3120, 1080, 10], chrome));
  boxes.push(box([2985, 1022, 0], [3015, 1052, 230], chrome));
  boxes.push(box([3070, 1015, 0], [3105, 1065, 50], chrome));
  // Open shelves right of the window, with a few jars and bowls.
  const oak: Material = { albedo: srgb("#a47b52") };
  boxes.push(box([3850, 1500, 0], [4800, 1530, 260], oak));
  boxes.push(box([3850, 1880, 0], [4800, 1910, 260], oak));
  const ceramic: Material = { albedo: srgb("#e9e4da") };
  const clay: Material = { albedo: srgb("#9c6b4e") };
  boxes.push(box([3950, 1530, 60], [4080, 1700, 190], ceramic));
  boxes.push(box([4120, 1530, 70], [4220, 1640, 170], clay));
  boxes.push(box([4500, 1530, 40], [4720, 1600, 220], ceramic));
  boxes.push(box([4000, 1910, 40], [4300, 1990, 220], clay));
  boxes.push(box([4450, 1910, 80], [4560, 2120, 190], ceramic));

  // The island: a 3000 × 1000 mm top overhanging its cabinets by 40 mm on every side, its plinth 100 mm in from the top's edge.
  const island = { from: 1500, to: 4500, back: 1850, front: 2850 };
  const islandMiddle = (island.back + island.front) / 2;
  const islandTop = box([island.from, cabinetHeight, island.back], [island.to, worktopHeight, island.front], NEUTRAL);
  boxes.push(islandTop);
  const overhang = 40;
  boxes.push(
    box(
      [island.from + overhang, PLINTH_HEIGHT, island.back + overhang],
      [island.to - overhang, cabinetHeight, island.front - overhang],
      cabinetFronts(islandFronts, island.from + overhang, island.to - overhang, 4, PLINTH_HEIGHT, cabinetHeight),
    ),
  );
  // Three backless stools in front of the island, their seats below its top.
  const metal: Material = { albedo: srgb("#1c1c1c") };
  const seat: Material = { albedo: srgb("#8a6a4c") };
  for (const x of [2200, 3000, 3800]) {
    const z = island.front + 300;
    boxes.push(box([x - 180, 610, z - 180], [x + 180, 650, z + 180], seat));
    for (const [lx, lz] of [
      [-150, -150],
      [150, -150],
      [150, 150],
      [-150, 150],
    ] as const)
      boxes.push(box([x + lx - 12, 0, z + lz - 12], [x + lx + 12, 610, z + lz + 12], metal));
    boxes.push(box([x - 150, 240, z + 138], [x + 150, 256, z + 154], metal));
    boxes.push(box([x - 150, 240, z - 154], [x + 150, 256, z - 138], metal));
  }
  const plinthInset = 100;
  boxes.push(
    box(
      [island.from + plinthInset, 0, island.back + plinthInset],
      [island.to - plinthInset, PLINTH_HEIGHT, island.front - plinthInset],
      dark,
    ),
  );

  // Three globe pendants over the island, on black cords.
  const spheres: Sphere[] = [];
  const lights: Light[] = [win.light];
  const glass: Material = { albedo: [0, 0, 0], emit: [5.5, 4.9, 4.1] };
  for (const x of [2250, 3000, 3750]) {
    const z = islandMiddle;
    spheres.push({ center: [x, 1950, z], radius: 110, material: glass });
    boxes.push(box([x - 4, 2060, z - 4], [x + 4, H, z + 4], dark));
    boxes.push(box([x - 35, 2048, z - 35], [x + 35, 2068, z + 35], { albedo: srgb("#2a2622") }));
    lights.push({ corner: [x - 60, 1950, z - 60], u: [120, 0, 0], v: [0, 0, 120], radiance: [45, 40, 33], samples: 4, isotropic: true });
  }
  for (const x of [1700, 2900, 4100]) {
    lights.push(downlight(x, 900, H, 0.9));
    boxes.push(spotFitting(x, 900, H));
  }

  return {
    camera: { position: [4100, 1850, 6700], yaw: 0.15, horizontalFov: (64 * Math.PI) / 180, horizon: 0.3 },
    boxes,
    spheres,
    lights,
    ambient: [0.22, 0.215, 0.205],
    marked: [
      { box: backTop, kind: "top", frontEdge: true },
      { box: islandTop, kind: "top", frontEdge: true },
    ],
  };
}

function bathroom(): Room {
  const seed = seedOf("bathroom");
  const noise = createNoise(mulberry32(seed));
  // The room's width, depth and ceiling height.
  const W = 3400;
  const D = 4200;
  const H = 2600;
  const walls = paint("#cdc2b4", noise, 0.07);
  const ceiling = paint("#f2f0ec", noise, 0.01);
  const tile = srgb("#7d776f");
  const floor: Material = {
    texel: 60,
    albedo: (x, _y, z) => {
      const joint = x % 600 < 3 || z % 1200 < 3 ? 0.6 : 1;
      return tint(tile, joint * (1 + 0.06 * fbm(noise, x / 300, z / 300, 2)));
    },
  };
  const boxes = shell(W, D, H, floor, walls, ceiling);
  // A window in the left wall lights the room from the side: the wall with its opening replaces the shell's left wall.
  boxes.splice(2, 1);
  const frame: Material = { albedo: srgb("#f0efec") };
  const win = windowWall(
    "left",
    { from: 1500, to: 2500, bottom: 1250, top: 2250 },
    { length: D, height: H, thickness: 200 },
    walls,
    frame,
    outdoors(noise),
  );
  boxes.push(...win.boxes);
  win.light.radiance = [2.6, 2.7, 2.85];

  // The vanity: its top over a wall-hung walnut cabinet, and the slab-clad wall panel beside it, floor to ceiling. The
  // camera stands within the top's length, so neither of its ends shows (an unmarked end would stay grey over a dark
  // slab). Beside, not behind: the mirror and the wall tap would stand in front of a panel behind the top, and the slab covers
  // everything inside a marked surface.
  // The top is 1400 × 550 mm at 850 mm, the cabinet 30 mm in from its ends and front, hung 330 mm above the floor; the
  // panel runs from 200 mm right of the top to the right wall, 20 mm thick.
  const vanity = { from: 400, to: 1800, height: 850, depth: 550 };
  const cabinet = { inset: 30, bottom: 330, top: vanity.height - TOP_THICKNESS };
  const top = box([vanity.from, cabinet.top, 0], [vanity.to, vanity.height, vanity.depth], NEUTRAL);
  boxes.push(top);
  const [cabinetFrom, cabinetTo] = [vanity.from + cabinet.inset, vanity.to - cabinet.inset];
  boxes.push(
    box(
      [cabinetFrom, cabinet.bottom, 0],
      [cabinetTo, cabinet.top, vanity.depth - cabinet.inset],
      cabinetFronts(veneer("#6b4a33", noise, seed), cabinetFrom, cabinetTo, 2, cabinet.bottom, cabinet.top),
    ),
  );
  const panel = box([vanity.to + 200, 0, 0], [W, H, 20], NEUTRAL);
  boxes.push(panel);
  // The wall tap above the top, its spout reaching over it, and its handle beside.
  const chrome: Material = { albedo: srgb("#9a9c9f") };
  boxes.push(box([1050, 1000, 0], [1230, 1080, 10], chrome));
  boxes.push(box([1085, 1025, 0], [1115, 1050, 200], chrome));
  boxes.push(box([1180, 1015, 0], [1215, 1065, 45], chrome));
  // The mirror in a thin black frame.
  const black: Material = { albedo: srgb("#1e1e1e") };
  boxes.push(box([640, 1180, 0], [1560, 1960, 25], black));
  boxes.push(box([660, 1200, 25], [1540, 1940, 27], { albedo: [0, 0, 0], mirror: 0.85 }));
  // A door frame in the wall behind the camera, seen in the mirror.
  boxes.push(box([1300, 0, D - 40], [2300, 2100, D], { albedo: srgb("#e9e6e0") }));
  const { boxes: potted, spheres } = plant(
    mulberry32(seed + 3),
    [210, 950],
    { size: 260, height: 340, color: "#5e5a54" },
    { bottom: 600, top: 1350, spread: 170, leaves: 110, leaf: 42 },
  );
  boxes.push(...potted);
  const spots = [
    [1100, 300, 1.3, 3],
    [2700, 350, 1.1, 3],
    [1700, 2400, 0.7, 2],
  ] as const;
  const lights: Light[] = [win.light, ...spots.map(([x, z, power, focus]) => downlight(x, z, H, power, focus))];
  boxes.push(...spots.map(([x, z]) => spotFitting(x, z, H)));
  return {
    camera: { position: [1750, 1620, 3950], yaw: 0.07, horizontalFov: (68 * Math.PI) / 180, horizon: 0.36 },
    boxes,
    spheres,
    lights,
    ambient: [0.16, 0.155, 0.15],
    marked: [
      { box: top, kind: "top", frontEdge: true },
      { box: panel, kind: "wall" },
    ],
  };
}

function livingWall(): Room {
  const seed = seedOf("living-wall");
  const noise = createNoise(mulberry32(seed));
  // The room's width, depth and ceiling height.
  const W = 7200;
  const D = 7000;
  const H = 2700;
  const walls = paint("#e3dcd0", noise);
  const ceiling = paint("#f4f2ee", noise, 0.01);
  const floor = oakFloor(noise, seed, 220, 2200);
  const boxes = shell(W, D, H, floor, walls, ceiling);
  // The wall with the window's opening replaces the shell's left wall.
  boxes.splice(2, 1);
  const frame: Material = { albedo: srgb("#2b2b2a") };
  const win = windowWall(
    "left",
    { from: 1600, to: 3800, bottom: 300, top: 2400 },
    { length: D, height: H, thickness: 200 },
    walls,
    frame,
    outdoors(noise),
  );
  boxes.push(...win.boxes);
  win.light.radiance = [2.2, 2.3, 2.45];

  // The feature wall, 3600 mm wide and floor to ceiling, standing 25 mm proud of the plaster.
  const featureWall = { from: 600, to: 4200, proud: 25 };
  const panel = box([featureWall.from, 0, 0], [featureWall.to, H, featureWall.proud], NEUTRAL);
  boxes.push(panel);
  // A sofa right of the wall with a coffee table and a rug before it, a plant in the corner left of the wall.
  const fabric: Material = { albedo: srgb("#8f8778") };
  const legs: Material = { albedo: srgb("#3a2e24") };
  const sx = 4600;
  boxes.push(box([sx, 100, 300], [sx + 2100, 420, 1250], fabric));
  boxes.push(box([sx + 150, 420, 330], [sx + 1950, 820, 560], fabric));
  boxes.push(box([sx + 150, 420, 560], [sx + 1050, 570, 1230], fabric));
  boxes.push(box([sx + 1050, 420, 560], [sx + 1950, 570, 1230], fabric));
  boxes.push(box([sx, 420, 300], [sx + 150, 660, 1250], fabric));
  boxes.push(box([sx + 1950, 420, 300], [sx + 2100, 660, 1250], fabric));
  for (const [x, z] of [
    [sx + 60, 360],
    [sx + 2040, 360],
    [sx + 60, 1190],
    [sx + 2040, 1190],
  ] as const)
    boxes.push(box([x - 20, 0, z - 20], [x + 20, 100, z + 20], legs));
  // Two cushions leaning on the back.
  boxes.push(box([sx + 230, 570, 565], [sx + 650, 930, 690], { albedo: srgb("#c9b79c") }));
  boxes.push(box([sx + 1400, 570, 565], [sx + 1780, 900, 680], { albedo: srgb("#5d6b5e") }));
  boxes.push(
    box([sx - 100, 0, 1500], [sx + 2300, 8, 3300], {
      albedo: (x, _y, z) => tint(srgb("#b3a894"), 1 + 0.05 * fbm(noise, x / 40, z / 40, 2)),
      texel: 50,
    }),
  );
  const oak: Material = { albedo: veneer("#8b6a48", noise, seed) };
  boxes.push(box([sx + 350, 330, 1800], [sx + 1650, 370, 2500], oak));
  boxes.push(box([sx + 450, 8, 1900], [sx + 1550, 330, 2400], oak));
  boxes.push(box([sx + 700, 370, 2050], [sx + 950, 420, 2250], { albedo: srgb("#e8e3da") }));
  const { boxes: potted, spheres } = plant(
    mulberry32(seed + 7),
    [300, 380],
    { size: 380, height: 450, color: "#5f5b55" },
    { bottom: 700, top: 1950, spread: 220, leaves: 140, leaf: 50 },
  );
  boxes.push(...potted);
  const spots = [
    [1200, 350, 1.6, 4],
    [2400, 350, 1.6, 4],
    [3600, 350, 1.6, 4],
    [5700, 2300, 0.8, 2],
  ] as const;
  const lights: Light[] = [win.light, ...spots.map(([x, z, power, focus]) => downlight(x, z, H, power, focus))];
  boxes.push(...spots.map(([x, z]) => spotFitting(x, z, H)));
  return {
    sun: { direction: [-1, 0.75, 0.35], radiance: [2.6, 2.35, 2.0], spread: 0.03, samples: 8 },
    camera: { position: [3500, 1450, 6700], yaw: 0.07, horizontalFov: (70 * Math.PI) / 180, horizon: 0.38 },
    boxes,
    spheres,
    lights,
    ambient: [0.16, 0.155, 0.15],
    marked: [{ box: panel, kind: "wall" }],
  };
}

const rooms: Record<RoomSceneKey, () => Room> = { kitchen, bathroom, "living-wall": livingWall };
