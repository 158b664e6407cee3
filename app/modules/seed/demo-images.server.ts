import sharp from "sharp";

/**
 * Procedural photographs of quartz slabs and showroom scenes, so that a fresh installation shows a
 * believable catalogue without shipping binary files or fetching anything from the network.
 * Everything is drawn into raw RGB buffers in plain TypeScript and only encoded by sharp; the same
 * seed always gives the same bytes.
 */

export type VeinStyle = {
  /** "bold": distinct, branching veins crossing the slab (Calacatta); "soft": fine, wavy, fading veins running side by side (Carrara). */
  kind: "bold" | "soft";
  color: string;
  /** 0..1, opacity at the core of a vein. */
  opacity: number;
  /** bold: number of main veins; soft: veins met when crossing the slab's short side (about 2..10). */
  density: number;
  /** Width of a main vein in pixels on a slab whose short side is 1000 px. */
  width: number;
  /** Main direction in degrees; 0 runs along the image's width. */
  angle: number;
  /** bold only: side veins splitting off each main vein. */
  branches?: number;
  /** bold only: 0..1, colour bleeding softly around the vein. */
  halo?: number;
};

export type SlabStyle = {
  /** Body colour, e.g. "#f3f1ec". */
  base: string;
  /** Second body colour mixed in as large soft clouds. */
  cloud: string;
  /** 0..1, how much of the cloud colour shows. */
  cloudiness: number;
  veins: readonly VeinStyle[];
  /** 0..1, strength of the fine quartz grain. */
  grain: number;
  /** Mirror flecks or glass particles; density is flecks per 10,000 px. */
  flecks?: { color: string; density: number };
};

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer hash of a pixel position, 0..1; cheaper than a PRNG stream for per-pixel grain. */
function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ Math.imul(seed, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

type Noise2D = (x: number, y: number) => number;

const GRAD_X = [1, -1, 0, 0, Math.SQRT1_2, -Math.SQRT1_2, Math.SQRT1_2, -Math.SQRT1_2];
const GRAD_Y = [0, 0, 1, -1, Math.SQRT1_2, Math.SQRT1_2, -Math.SQRT1_2, -Math.SQRT1_2];

/** Seeded 2D gradient (Perlin) noise, roughly in -1..1. */
function createNoise(random: () => number): Noise2D {
  const table = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [table[i], table[j]] = [table[j]!, table[i]!];
  }
  const perm = new Uint8Array(512);
  for (let i = 0; i < 512; i++) perm[i] = table[i & 255]!;
  const gx = Float64Array.from(GRAD_X);
  const gy = Float64Array.from(GRAD_Y);

  return (x, y) => {
    const xFloor = Math.floor(x);
    const yFloor = Math.floor(y);
    const xi = xFloor & 255;
    const yi = yFloor & 255;
    const dx = x - xFloor;
    const dy = y - yFloor;
    const u = dx * dx * dx * (dx * (dx * 6 - 15) + 10);
    const v = dy * dy * dy * (dy * (dy * 6 - 15) + 10);
    const a = perm[xi]! + yi;
    const b = perm[xi + 1]! + yi;
    const h00 = perm[a]! & 7;
    const h10 = perm[b]! & 7;
    const h01 = perm[a + 1]! & 7;
    const h11 = perm[b + 1]! & 7;
    const n00 = gx[h00]! * dx + gy[h00]! * dy;
    const n10 = gx[h10]! * (dx - 1) + gy[h10]! * dy;
    const n01 = gx[h01]! * dx + gy[h01]! * (dy - 1);
    const n11 = gx[h11]! * (dx - 1) + gy[h11]! * (dy - 1);
    const top = n00 + u * (n10 - n00);
    const bottom = n01 + u * (n11 - n01);
    return 1.4 * (top + v * (bottom - top));
  };
}

function fbm(noise: Noise2D, x: number, y: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  for (let i = 0; i < octaves; i++) {
    sum += amplitude * noise(x * frequency, y * frequency);
    frequency *= 2.03;
    amplitude *= 0.5;
  }
  return sum;
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/**
 * Bilinear enlargement of a coarse grid whose point (fx, fy) lies on pixel (fx * factor, fy * factor).
 * Smooth fields are computed coarse because noise is the expensive part.
 */
function upsample(field: Float32Array, fw: number, factor: number, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const x0s = new Int32Array(width);
  const xts = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    x0s[x] = Math.floor(x / factor);
    xts[x] = x / factor - x0s[x]!;
  }
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / factor);
    const yt = y / factor - y0;
    const row0 = y0 * fw;
    const row1 = row0 + fw;
    const outRow = y * width;
    for (let x = 0; x < width; x++) {
      const i0 = row0 + x0s[x]!;
      const i1 = row1 + x0s[x]!;
      const xt = xts[x]!;
      const top = field[i0]! + xt * (field[i0 + 1]! - field[i0]!);
      const bottom = field[i1]! + xt * (field[i1 + 1]! - field[i1]!);
      out[outRow + x] = top + yt * (bottom - top);
    }
  }
  return out;
}

/** Grid size needed to upsample to `size` pixels by `factor`, with a spare point for interpolation. */
function gridSize(size: number, factor: number): number {
  return Math.floor((size - 1) / factor) + 2;
}

function boxBlur(field: Float32Array, width: number, height: number, radius: number, passes: number): void {
  const tmp = new Float32Array(Math.max(width, height));
  const norm = 1 / (2 * radius + 1);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < height; y++) blurLine(field, y * width, 1, width, radius, norm, tmp);
    for (let x = 0; x < width; x++) blurLine(field, x, width, height, radius, norm, tmp);
  }
}

function blurLine(field: Float32Array, start: number, stride: number, length: number, radius: number, norm: number, tmp: Float32Array): void {
  const at = (i: number) => field[start + Math.min(length - 1, Math.max(0, i)) * stride]!;
  let sum = 0;
  for (let i = -radius; i <= radius; i++) sum += at(i);
  for (let i = 0; i < length; i++) {
    tmp[i] = sum * norm;
    sum += at(i + radius + 1) - at(i - radius);
  }
  for (let i = 0; i < length; i++) field[start + i * stride] = tmp[i]!;
}

/** A vein as a polyline (x, y pairs) with a width and an opacity at every point. */
type VeinPath = { points: number[]; widths: number[]; alphas: number[] };

/**
 * A natural vein meanders smoothly at large scale and is jagged at small scale: the course starts as
 * a noise-bent curve, then midpoint displacement adds ever finer, ever weaker zigzags.
 */
function veinCourse(random: () => number, noise: Noise2D, start: [number, number], end: [number, number], minSegment: number): number[] {
  const [ax, ay] = start;
  const [bx, by] = end;
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / length;
  const ny = (bx - ax) / length;
  const offset = random() * 100;
  const knots = 10;
  let points: number[] = [];
  for (let k = 0; k <= knots; k++) {
    const t = k / knots;
    const bend = length * 0.2 * fbm(noise, t * 2 + offset, offset, 2);
    points.push(ax + (bx - ax) * t + nx * bend, ay + (by - ay) * t + ny * bend);
  }
  let roughness = 0.17;
  for (;;) {
    const next: number[] = [points[0]!, points[1]!];
    let longest = 0;
    for (let i = 0; i + 3 < points.length; i += 2) {
      const x0 = points[i]!;
      const y0 = points[i + 1]!;
      const x1 = points[i + 2]!;
      const y1 = points[i + 3]!;
      const segment = Math.hypot(x1 - x0, y1 - y0) || 1;
      const shift = (random() * 2 - 1) * roughness * segment;
      next.push((x0 + x1) / 2 - ((y1 - y0) / segment) * shift, (y0 + y1) / 2 + ((x1 - x0) / segment) * shift, x1, y1);
      longest = Math.max(longest, segment / 2);
    }
    points = next;
    roughness *= 0.8;
    if (longest < minSegment) return points;
  }
}

function veinPath(
  random: () => number,
  noise: Noise2D,
  start: [number, number],
  end: [number, number],
  width: number,
  opacity: number,
  minSegment: number,
): VeinPath {
  const points = veinCourse(random, noise, start, end, minSegment);
  const count = points.length / 2;
  const widths: number[] = [];
  const alphas: number[] = [];
  const offset = random() * 100;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    // Veins swell, pinch and fade out along their course, as deposits do in natural stone.
    const swell = 0.55 + 0.9 * fbm(noise, t * 4 + offset, offset, 3);
    const fade = smoothstep(-0.35, 0.15, fbm(noise, t * 3 + offset, offset + 17, 2));
    const taper = smoothstep(0, 0.08, t) * smoothstep(1, 0.92, t);
    widths.push(width * Math.max(0.15, swell) * (0.4 + 0.6 * taper));
    alphas.push(opacity * fade * taper);
  }
  return { points, widths, alphas };
}

/** Draws an anti-aliased polyline of varying width into a coverage mask, with a granular edge. */
function strokeVein(mask: Float32Array, width: number, height: number, vein: VeinPath, grainSeed: number): void {
  const { points, widths, alphas } = vein;
  for (let i = 0; i + 1 < widths.length; i++) {
    const x0 = points[i * 2]!;
    const y0 = points[i * 2 + 1]!;
    const x1 = points[i * 2 + 2]!;
    const y1 = points[i * 2 + 3]!;
    const r0 = widths[i]! / 2;
    const r1 = widths[i + 1]! / 2;
    const a0 = alphas[i]!;
    const a1 = alphas[i + 1]!;
    if (a0 <= 0.01 && a1 <= 0.01) continue;
    const reach = Math.max(r0, r1) * 1.3 + 2;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
    const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + reach));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + reach));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy || 1;
    for (let py = top; py <= bottom; py++) {
      const cy = py + 0.5 - y0;
      for (let px = left; px <= right; px++) {
        const cx = px + 0.5 - x0;
        const t = Math.min(1, Math.max(0, (cx * dx + cy * dy) / lengthSquared));
        const ex = cx - t * dx;
        const ey = cy - t * dy;
        const radius = r0 + (r1 - r0) * t;
        const softness = 0.8 + radius * 0.3;
        const jitter = (hash2(px, py, grainSeed) - 0.5) * 0.8;
        const coverage = (radius - Math.sqrt(ex * ex + ey * ey) + jitter) / softness + 0.5;
        if (coverage <= 0) continue;
        const value = Math.min(1, coverage) * (a0 + (a1 - a0) * t);
        const index = py * width + px;
        if (value > mask[index]!) mask[index] = value;
      }
    }
  }
}

/** A line through a random point of the slab, running in `angle`, extended past both edges. */
function crossingLine(random: () => number, width: number, height: number, angle: number): { start: [number, number]; end: [number, number] } {
  const cx = width * (0.1 + 0.8 * random());
  const cy = height * (0.1 + 0.8 * random());
  const reach = Math.hypot(width, height) * 0.6;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  return { start: [cx - ux * reach, cy - uy * reach], end: [cx + ux * reach, cy + uy * reach] };
}

function boldVeinMask(vein: VeinStyle, width: number, height: number, unit: number, random: () => number, noise: Noise2D): Float32Array {
  const mask = new Float32Array(width * height);
  const scale = unit / 1000;
  const minSegment = Math.max(1.5, 3 * scale);
  const grainSeed = Math.floor(random() * 1e9);
  const baseAngle = (vein.angle * Math.PI) / 180;
  for (let v = 0; v < vein.density; v++) {
    const angle = baseAngle + (random() - 0.5) * 0.7;
    const { start, end } = crossingLine(random, width, height, angle);
    const main = veinPath(random, noise, start, end, vein.width * scale * (0.6 + 0.8 * random()), vein.opacity, minSegment);
    strokeVein(mask, width, height, main, grainSeed);
    const branchCount = vein.branches ?? 0;
    for (let b = 0; b < branchCount; b++) {
      const at = Math.floor(main.points.length / 2 * (0.1 + 0.8 * random()));
      const bx = main.points[at * 2]!;
      const by = main.points[at * 2 + 1]!;
      const turn = (random() < 0.5 ? -1 : 1) * (0.35 + 0.6 * random());
      const length = unit * (0.15 + 0.5 * random());
      const branchAngle = angle + turn;
      const branch = veinPath(
        random,
        noise,
        [bx, by],
        [bx + Math.cos(branchAngle) * length, by + Math.sin(branchAngle) * length],
        (main.widths[at] ?? vein.width * scale) * (0.25 + 0.35 * random()),
        vein.opacity * (0.5 + 0.5 * random()),
        minSegment,
      );
      strokeVein(mask, width, height, branch, grainSeed);
    }
  }
  return mask;
}

/**
 * Classic turbulence marble: veins are the contour lines of "distance across the grain plus
 * turbulence", so they wander and merge but never cross. Dividing by the gradient turns the field
 * value into a distance in pixels, so a vein keeps its width instead of ballooning where the
 * turbulence folds back.
 */
function softVeinMask(vein: VeinStyle, width: number, height: number, unit: number, random: () => number): Float32Array {
  const noise = createNoise(random);
  const fw = gridSize(width, 2);
  const fh = gridSize(height, 2);
  const values = new Float32Array(fw * fh);
  const presence = new Float32Array(fw * fh);
  const angle = (vein.angle * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Turbulence is stretched along the grain, as rock is sheared along its veins.
  const stretch = 0.35;
  const ox = random() * 100;
  const oy = random() * 100;
  for (let fy = 0; fy < fh; fy++) {
    for (let fx = 0; fx < fw; fx++) {
      const x = (fx * 2) / unit;
      const y = (fy * 2) / unit;
      const along = (x * cos + y * sin) * stretch + ox;
      const across = -x * sin + y * cos + oy;
      const i = fy * fw + fx;
      values[i] = across * vein.density + 1.1 * fbm(noise, along * 2.2, across * 2.2, 5);
      presence[i] = smoothstep(-0.25, 0.3, fbm(noise, along * 1.3 + 40, across * 1.3 + 40, 2));
    }
  }
  const field = new Float32Array(fw * fh);
  const lineWidth = Math.max(0.35, (vein.width * unit) / 1000 / 2);
  for (let fy = 0; fy < fh; fy++) {
    const up = Math.max(0, fy - 1) * fw;
    const down = Math.min(fh - 1, fy + 1) * fw;
    for (let fx = 0; fx < fw; fx++) {
      const i = fy * fw + fx;
      const left = Math.max(0, fx - 1);
      const right = Math.min(fw - 1, fx + 1);
      const gx = (values[fy * fw + right]! - values[fy * fw + left]!) / (right - left);
      const gy = (values[down + fx]! - values[up + fx]!) / (down / fw - up / fw);
      const distance = Math.abs(values[i]! - Math.round(values[i]!)) / (Math.sqrt(gx * gx + gy * gy) + 1e-6);
      const w = lineWidth * (0.3 + presence[i]!);
      const core = Math.exp(-(distance * distance) / (w * w));
      const glow = 0.25 * Math.exp(-distance / (w * 5));
      field[i] = (core + glow) * presence[i]! * vein.opacity;
    }
  }
  return upsample(field, fw, 2, width, height);
}

/** Samples a smooth function on a grid `factor` pixels apart and enlarges it to the image. */
function coarseField(width: number, height: number, factor: number, sample: (x: number, y: number) => number): Float32Array {
  const fw = gridSize(width, factor);
  const fh = gridSize(height, factor);
  const field = new Float32Array(fw * fh);
  for (let fy = 0; fy < fh; fy++) {
    for (let fx = 0; fx < fw; fx++) field[fy * fw + fx] = sample(fx * factor, fy * factor);
  }
  return upsample(field, fw, factor, width, height);
}

function cloudField(width: number, height: number, unit: number, random: () => number): Float32Array {
  const noise = createNoise(random);
  const ox = random() * 100;
  const oy = random() * 100;
  return coarseField(width, height, 4, (px, py) => {
    const x = px / unit + ox;
    const y = py / unit + oy;
    const warp = fbm(noise, x * 1.1, y * 1.1, 2);
    const cloud = fbm(noise, x * 1.3 + warp, y * 1.3 - warp, 4);
    const mottle = noise(x * 14, y * 14) * 0.12;
    return smoothstep(-0.45, 0.45, cloud) + mottle;
  });
}

/** Uneven density inside a vein, so it reads as a mineral deposit rather than a pen stroke. */
function veinTexture(width: number, height: number, unit: number, random: () => number): Float32Array {
  const noise = createNoise(random);
  return coarseField(width, height, 3, (px, py) => 0.72 + 0.45 * fbm(noise, (px / unit) * 30, (py / unit) * 30, 2));
}

function blend(rgb: Float32Array, mask: Float32Array, color: Rgb, strength: number, texture?: Float32Array): void {
  const [r, g, b] = color;
  for (let i = 0, p = 0; i < mask.length; i++, p += 3) {
    const a = mask[i]! * strength * (texture ? texture[i]! : 1);
    if (a <= 0.002) continue;
    const k = Math.min(1, a);
    rgb[p] = rgb[p]! + (r - rgb[p]!) * k;
    rgb[p + 1] = rgb[p + 1]! + (g - rgb[p + 1]!) * k;
    rgb[p + 2] = rgb[p + 2]! + (b - rgb[p + 2]!) * k;
  }
}

function veinHalo(mask: Float32Array, width: number, height: number, unit: number): Float32Array {
  const factor = 4;
  const fw = gridSize(width, factor);
  const fh = gridSize(height, factor);
  const small = new Float32Array(fw * fh);
  for (let y = 0; y < height; y++) {
    const row = Math.round(y / factor) * fw;
    for (let x = 0; x < width; x++) {
      const i = row + Math.round(x / factor);
      small[i] = small[i]! + mask[y * width + x]! / (factor * factor);
    }
  }
  boxBlur(small, fw, fh, Math.max(1, Math.round(unit / 250)), 3);
  return upsample(small, fw, factor, width, height);
}

/** Renders a slab texture as packed 8-bit RGB. */
function renderSlabPixels(style: SlabStyle, width: number, height: number, seed: number): Uint8Array {
  const random = mulberry32(seed);
  const unit = Math.min(width, height);
  const base = hexToRgb(style.base);
  const cloudColor = hexToRgb(style.cloud);
  const rgb = new Float32Array(width * height * 3);

  const clouds = cloudField(width, height, unit, random);
  for (let i = 0, p = 0; i < clouds.length; i++, p += 3) {
    const k = Math.min(1, Math.max(0, clouds[i]!)) * style.cloudiness;
    rgb[p] = base[0] + (cloudColor[0] - base[0]) * k;
    rgb[p + 1] = base[1] + (cloudColor[1] - base[1]) * k;
    rgb[p + 2] = base[2] + (cloudColor[2] - base[2]) * k;
  }

  const veinNoise = createNoise(random);
  const texture = veinTexture(width, height, unit, random);
  for (const vein of style.veins) {
    const color = hexToRgb(vein.color);
    if (vein.kind === "soft") {
      blend(rgb, softVeinMask(vein, width, height, unit, random), color, 1, texture);
      continue;
    }
    const mask = boldVeinMask(vein, width, height, unit, random, veinNoise);
    // Blurring thins the mask out; the factor makes halo 1 a strong bleed of colour.
    if (vein.halo) blend(rgb, veinHalo(mask, width, height, unit), color, vein.halo * 2.5);
    blend(rgb, mask, color, 1, texture);
  }

  const out = new Uint8Array(width * height * 3);
  const grain = style.grain * 26;
  const grainSeed = Math.floor(random() * 1e9);
  for (let y = 0, p = 0; y < height; y++) {
    const ny = y / height - 0.42;
    for (let x = 0; x < width; x++, p += 3) {
      const nx = x / width - 0.48;
      // A photographed slab is never evenly lit; a faint falloff keeps it from looking flat.
      const light = 1.025 - 0.09 * (nx * nx + ny * ny);
      // Engineered quartz is an aggregate: now and then a darker or lighter grain shows.
      const particle = hash2(x >> 1, y >> 1, grainSeed + 1);
      let g = (hash2(x, y, grainSeed) - 0.5) * grain;
      if (particle > 0.9965) g -= grain * 1.6;
      else if (particle < 0.0025) g += grain * 1.2;
      out[p] = clampByte(rgb[p]! * light + g);
      out[p + 1] = clampByte(rgb[p + 1]! * light + g);
      out[p + 2] = clampByte(rgb[p + 2]! * light + g);
    }
  }

  if (style.flecks) drawFlecks(out, width, height, hexToRgb(style.flecks.color), style.flecks.density, unit, random);
  return out;
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

/** Mirror flecks are flat shards: mostly tiny and dim, a few larger ones catching the light. */
function drawFlecks(out: Uint8Array, width: number, height: number, color: Rgb, density: number, unit: number, random: () => number): void {
  const count = Math.round((density * width * height) / 10_000);
  const scale = Math.max(0.5, unit / 1000);
  for (let i = 0; i < count; i++) {
    const cx = random() * width;
    const cy = random() * height;
    const size = random();
    const radius = (0.5 + 2.2 * size * size * size) * scale;
    const aspect = 1 + 1.5 * random();
    const angle = random() * Math.PI;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const brightness = 0.2 + 0.8 * random() * random();
    const reach = Math.ceil(radius + 1);
    for (let py = Math.max(0, Math.floor(cy) - reach); py <= Math.min(height - 1, Math.floor(cy) + reach); py++) {
      for (let px = Math.max(0, Math.floor(cx) - reach); px <= Math.min(width - 1, Math.floor(cx) + reach); px++) {
        const dx = px + 0.5 - cx;
        const dy = py + 0.5 - cy;
        const along = dx * cos + dy * sin;
        const across = (dy * cos - dx * sin) * aspect;
        const coverage = Math.min(1, radius + 0.5 - Math.hypot(along, across)) * brightness;
        if (coverage <= 0) continue;
        const p = (py * width + px) * 3;
        out[p] = out[p]! + (color[0] - out[p]!) * coverage;
        out[p + 1] = out[p + 1]! + (color[1] - out[p + 1]!) * coverage;
        out[p + 2] = out[p + 2]! + (color[2] - out[p + 2]!) * coverage;
      }
    }
  }
}

function encodeJpeg(pixels: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 86 }).toBuffer();
}

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16 || width * height > 16_000_000) {
    throw new RangeError(`Image size ${width}x${height} must be whole numbers from 16 px, at most 16 megapixels`);
  }
}

export async function renderSlabImage(style: SlabStyle, options: { width: number; height: number; seed: number }): Promise<Buffer> {
  const { width, height, seed } = options;
  checkSize(width, height);
  return encodeJpeg(renderSlabPixels(style, width, height, seed), width, height);
}

/* ---------- Hero scenes: slab textures placed in simple interiors ---------- */

type Point = [number, number];
/** Where the texture's corners (0,0), (1,0), (1,1) and (0,1) land on the canvas; must be convex. */
type Quad = [Point, Point, Point, Point];
type Texture = { pixels: Uint8Array; width: number; height: number };
type Canvas = { width: number; height: number; rgb: Float32Array };

function slabTexture(style: SlabStyle, width: number, height: number, seed: number): Texture {
  const w = Math.max(16, Math.round(width));
  const h = Math.max(16, Math.round(height));
  return { pixels: renderSlabPixels(style, w, h, seed), width: w, height: h };
}

function fillGradient(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, top: Rgb, bottom: Rgb): void {
  const left = Math.max(0, Math.round(x0));
  const right = Math.min(canvas.width, Math.round(x1));
  const first = Math.max(0, Math.round(y0));
  const last = Math.min(canvas.height, Math.round(y1));
  for (let y = first; y < last; y++) {
    const t = (y - y0) / Math.max(1, y1 - y0);
    const r = top[0] + (bottom[0] - top[0]) * t;
    const g = top[1] + (bottom[1] - top[1]) * t;
    const b = top[2] + (bottom[2] - top[2]) * t;
    for (let x = left, p = (y * canvas.width + left) * 3; x < right; x++, p += 3) {
      canvas.rgb[p] = r;
      canvas.rgb[p + 1] = g;
      canvas.rgb[p + 2] = b;
    }
  }
}

/** Multiplies a region by a lighting factor, for falloff, shadows and spotlights. */
function shade(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, factor: (x: number, y: number) => number): void {
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(canvas.width, Math.ceil(x1));
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(canvas.height, Math.ceil(y1)); y++) {
    for (let x = left, p = (y * canvas.width + left) * 3; x < right; x++, p += 3) {
      const f = factor(x, y);
      canvas.rgb[p] = canvas.rgb[p]! * f;
      canvas.rgb[p + 1] = canvas.rgb[p + 1]! * f;
      canvas.rgb[p + 2] = canvas.rgb[p + 2]! * f;
    }
  }
}

/** Adds light with an elliptical Gaussian falloff. */
function glow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, color: Rgb, strength: number): void {
  const left = Math.max(0, Math.floor(cx - rx * 3));
  const right = Math.min(canvas.width, Math.ceil(cx + rx * 3));
  for (let y = Math.max(0, Math.floor(cy - ry * 3)); y < Math.min(canvas.height, Math.ceil(cy + ry * 3)); y++) {
    const dy = (y + 0.5 - cy) / ry;
    for (let x = left, p = (y * canvas.width + left) * 3; x < right; x++, p += 3) {
      const dx = (x + 0.5 - cx) / rx;
      const f = strength * Math.exp(-(dx * dx + dy * dy));
      canvas.rgb[p] = canvas.rgb[p]! + color[0] * f;
      canvas.rgb[p + 1] = canvas.rgb[p + 1]! + color[1] * f;
      canvas.rgb[p + 2] = canvas.rgb[p + 2]! + color[2] * f;
    }
  }
}

type Matrix3 = [number, number, number, number, number, number, number, number, number];

/** Projective map of the unit square onto a quad (Heckbert), as a row-major 3x3 matrix. */
function squareToQuad([[x0, y0], [x1, y1], [x2, y2], [x3, y3]]: Quad): Matrix3 {
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const det = dx1 * dy2 - dy1 * dx2;
  const g = (sx * dy2 - sy * dx2) / det;
  const h = (dx1 * sy - dy1 * sx) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

function invert3([a, b, c, d, e, f, g, h, i]: Matrix3): Matrix3 {
  const A = e * i - f * h;
  const B = f * g - d * i;
  const C = d * h - e * g;
  const k = 1 / (a * A + b * B + c * C);
  return [A * k, (c * h - b * i) * k, (b * f - c * e) * k, B * k, (a * i - c * g) * k, (c * d - a * f) * k, C * k, (b * g - a * h) * k, (a * e - b * d) * k];
}

/**
 * Draws a texture in perspective. Coverage comes from the distance to the quad's edges, so slanted
 * edges are anti-aliased without supersampling the whole scene.
 */
function drawTexture(canvas: Canvas, texture: Texture, quad: Quad, light?: (u: number, v: number) => number, opacity = 1): void {
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = invert3(squareToQuad(quad));
  const area = quad.reduce((sum, [x, y], k) => {
    const [nx, ny] = quad[(k + 1) % 4]!;
    return sum + x * ny - nx * y;
  }, 0);
  const edges = quad.map(([x, y], k) => {
    const [nx, ny] = quad[(k + 1) % 4]!;
    const length = Math.hypot(nx - x, ny - y) || 1;
    const sign = area > 0 ? 1 : -1;
    return { x, y, ex: (sign * -(ny - y)) / length, ey: (sign * (nx - x)) / length };
  });
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(canvas.width, Math.ceil(Math.max(...xs)));
  const { pixels, width: tw, height: th } = texture;
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y < Math.min(canvas.height, Math.ceil(Math.max(...ys))); y++) {
    const cy = y + 0.5;
    for (let x = left; x < right; x++) {
      const cx = x + 0.5;
      let coverage = 1;
      for (const edge of edges) coverage = Math.min(coverage, (cx - edge.x) * edge.ex + (cy - edge.y) * edge.ey + 0.5);
      if (coverage <= 0) continue;
      const w = m6 * cx + m7 * cy + m8;
      const u = Math.min(1, Math.max(0, (m0 * cx + m1 * cy + m2) / w));
      const v = Math.min(1, Math.max(0, (m3 * cx + m4 * cy + m5) / w));
      const tx = u * (tw - 1);
      const ty = v * (th - 1);
      const ix = Math.min(tw - 2, Math.floor(tx));
      const iy = Math.min(th - 2, Math.floor(ty));
      const fx = tx - ix;
      const fy = ty - iy;
      const alpha = coverage * opacity;
      const f = light ? light(u, v) : 1;
      const p = (y * canvas.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const i00 = (iy * tw + ix) * 3 + c;
        const i01 = i00 + tw * 3;
        const top = pixels[i00]! + fx * (pixels[i00 + 3]! - pixels[i00]!);
        const bottom = pixels[i01]! + fx * (pixels[i01 + 3]! - pixels[i01]!);
        const value = (top + fy * (bottom - top)) * f;
        canvas.rgb[p + c] = canvas.rgb[p + c]! + (value - canvas.rgb[p + c]!) * alpha;
      }
    }
  }
}

function rect(x0: number, y0: number, x1: number, y1: number): Quad {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Stones for the scenes' walls, tops and floors. */
const heroStyles = {
  calacatta: {
    base: "#f3f1ec",
    cloud: "#e4dfd7",
    cloudiness: 0.5,
    grain: 0.22,
    veins: [
      { kind: "soft", color: "#b8b2aa", opacity: 0.35, density: 2.5, width: 1.2, angle: 35 },
      { kind: "bold", color: "#6e6963", opacity: 0.9, density: 3, width: 18, angle: 35, branches: 4, halo: 0.3 },
      { kind: "bold", color: "#a88f63", opacity: 0.75, density: 2, width: 5, angle: 40, branches: 2, halo: 0.2 },
    ],
  },
  statuario: {
    base: "#f5f5f3",
    cloud: "#e6e6e4",
    cloudiness: 0.45,
    grain: 0.18,
    veins: [
      { kind: "soft", color: "#9a9c9f", opacity: 0.45, density: 3, width: 1.4, angle: 60 },
      { kind: "bold", color: "#55585c", opacity: 0.85, density: 3, width: 12, angle: 60, branches: 5, halo: 0.45 },
    ],
  },
  marquina: {
    base: "#151518",
    cloud: "#24242a",
    cloudiness: 0.6,
    grain: 0.25,
    veins: [
      { kind: "soft", color: "#bdbdbd", opacity: 0.3, density: 3, width: 1.2, angle: -30 },
      { kind: "bold", color: "#efeeea", opacity: 0.95, density: 3, width: 6, angle: -30, branches: 6, halo: 0.12 },
    ],
  },
  concrete: {
    base: "#8d8b87",
    cloud: "#a19e99",
    cloudiness: 0.7,
    grain: 0.6,
    veins: [],
  },
  carrara: {
    base: "#ecedee",
    cloud: "#dcdedf",
    cloudiness: 0.6,
    grain: 0.2,
    veins: [
      { kind: "soft", color: "#a9adb0", opacity: 0.4, density: 5, width: 1, angle: 20 },
      { kind: "bold", color: "#7e8387", opacity: 0.45, density: 9, width: 3, angle: 20, branches: 5, halo: 0.45 },
    ],
  },
  sparkle: {
    base: "#141416",
    cloud: "#1e1e21",
    cloudiness: 0.5,
    grain: 0.3,
    veins: [],
    flecks: { color: "#f2f2ee", density: 60 },
  },
  beige: {
    base: "#e3d6c1",
    cloud: "#d2c2a8",
    cloudiness: 0.7,
    grain: 0.35,
    veins: [{ kind: "soft", color: "#c4b093", opacity: 0.5, density: 6, width: 2, angle: 5 }],
  },
} satisfies Record<string, SlabStyle>;

type Scene = (width: number, height: number, seed: number, variant: number) => { canvas: Canvas; overlay: string };

function scaleRgb([r, g, b]: Rgb, factor: number): Rgb {
  return [r * factor, g * factor, b * factor];
}

function newCanvas(width: number, height: number): Canvas {
  return { width, height, rgb: new Float32Array(width * height * 3) };
}

/** A waterfall kitchen island in front of a full-height slab wall, under pendant lights. */
const kitchenScene: Scene = (W, H, seed, variant) => {
  const wallStyle = [heroStyles.calacatta, heroStyles.carrara, heroStyles.statuario][variant % 3]!;
  const topStyle = [heroStyles.calacatta, heroStyles.marquina, heroStyles.statuario][variant % 3]!;
  const cabinets: Rgb[] = [
    [47, 58, 56],
    [58, 46, 38],
    [38, 44, 56],
  ];
  const cabinet = cabinets[variant % 3]!;
  const canvas = newCanvas(W, H);
  const floorY = 0.8 * H;

  drawTexture(canvas, slabTexture(wallStyle, W, floorY, seed), rect(0, 0, W, floorY), (u, v) => 0.8 + 0.2 * Math.sin(Math.PI * v) - 0.12 * (u - 0.5) ** 2);
  shade(canvas, 0, floorY - 0.02 * H, W, floorY, (_x, y) => 0.75 + 0.25 * ((floorY - y) / (0.02 * H)));
  drawTexture(
    canvas,
    slabTexture(heroStyles.concrete, W * 0.6, H * 0.3, seed + 1),
    [
      [-0.3 * W, floorY],
      [1.3 * W, floorY],
      [2.2 * W, 1.25 * H],
      [-1.2 * W, 1.25 * H],
    ],
    (u, v) => 0.7 + 0.3 * v - 0.2 * (u - 0.5) ** 2,
  );

  const front = { left: 0.1 * W, right: 0.9 * W, top: 0.7 * H, edge: 0.727 * H };
  const top = slabTexture(topStyle, W * 0.8, W * 0.3, seed + 2);
  drawTexture(
    canvas,
    top,
    [
      [0.23 * W, 0.615 * H],
      [0.77 * W, 0.615 * H],
      [front.right, front.top],
      [front.left, front.top],
    ],
    (u, v) => 0.74 + 0.2 * v + 0.08 * Math.exp(-(((u - 0.5) * 4) ** 2)),
  );
  drawTexture(canvas, top, rect(front.left, front.top, front.right, front.edge), (_u, v) => 0.84 - 0.1 * v);
  // The polished arris catches the light and separates the top from its front edge.
  shade(canvas, front.left, front.top - 1, front.right, front.top + 1, () => 1.12);
  const legWidth = 0.018 * W;
  fillGradient(canvas, front.left + legWidth, front.edge, front.right - legWidth, H, cabinet, scaleRgb(cabinet, 0.8));
  const panels = 7;
  for (let k = 1; k < panels; k++) {
    const x = front.left + legWidth + ((front.right - front.left - 2 * legWidth) * k) / panels;
    fillGradient(canvas, x - 1, front.edge, x + 1, H, [18, 18, 18], [12, 12, 12]);
    fillGradient(canvas, x + 1, front.edge, x + 2, H, scaleRgb(cabinet, 1.35), scaleRgb(cabinet, 1.1));
  }
  shade(canvas, front.left, front.edge, front.right, front.edge + 0.05 * H, (_x, y) => 0.45 + 0.55 * ((y - front.edge) / (0.05 * H)));
  const leg = slabTexture(topStyle, legWidth * 2, H * 0.3, seed + 3);
  drawTexture(canvas, leg, rect(front.left, front.edge, front.left + legWidth, H), () => 0.8);
  drawTexture(canvas, leg, rect(front.right - legWidth, front.edge, front.right, H), () => 0.8);

  const pendants = [0.32, 0.5, 0.68];
  for (const px of pendants) {
    glow(canvas, px * W, 0.25 * H, 0.08 * W, 0.12 * H, [255, 214, 160], 0.14);
    glow(canvas, px * W, 0.66 * H, 0.07 * W, 0.02 * H, [255, 236, 205], 0.18);
  }
  const overlay = pendants
    .map((px) => {
      const x = px * W;
      const r = 0.035 * W;
      const y = 0.2 * H;
      return `<line x1="${x}" y1="0" x2="${x}" y2="${y - 0.05 * H}" stroke="#222" stroke-width="${Math.max(1, W / 1200)}"/>
<path d="M ${x - r} ${y} C ${x - r} ${y - 0.07 * H}, ${x + r} ${y - 0.07 * H}, ${x + r} ${y} Z" fill="url(#brass)"/>
<ellipse cx="${x}" cy="${y}" rx="${r * 0.92}" ry="${0.008 * H}" fill="#fff4dc"/>`;
    })
    .join("\n");
  return {
    canvas,
    overlay: `<defs><linearGradient id="brass" x1="0" x2="1"><stop offset="0" stop-color="#5b4a32"/><stop offset="0.45" stop-color="#b8955c"/><stop offset="1" stop-color="#4a3b27"/></linearGradient></defs>${overlay}`,
  };
};

/** A gallery wall of upright slabs under spotlights, reflected in a polished floor. */
const showroomScene: Scene = (W, H, seed, variant) => {
  const canvas = newCanvas(W, H);
  const floorY = 0.74 * H;
  fillGradient(canvas, 0, 0, W, floorY, [52, 50, 48], [78, 75, 71]);
  drawTexture(
    canvas,
    slabTexture(heroStyles.concrete, W * 0.5, H * 0.25, seed),
    [
      [-0.2 * W, floorY],
      [1.2 * W, floorY],
      [2 * W, 1.3 * H],
      [-1 * W, 1.3 * H],
    ],
    (_u, v) => 0.55 + 0.35 * v,
  );

  const palette = [heroStyles.calacatta, heroStyles.marquina, heroStyles.carrara, heroStyles.beige, heroStyles.statuario, heroStyles.sparkle];
  const count = 5;
  const slabHeight = 0.56 * H;
  const slabWidth = Math.min(slabHeight / 2, (W * 0.86) / count);
  const gap = (W - count * slabWidth) / (count + 1);
  const bottom = 0.82 * H;
  for (let k = 0; k < count; k++) {
    const x0 = gap + k * (slabWidth + gap);
    const x1 = x0 + slabWidth;
    const texture = slabTexture(palette[(k + variant) % palette.length]!, slabWidth, slabHeight, seed + 10 + k);
    glow(canvas, (x0 + x1) / 2, 0.08 * H, slabWidth * 0.6, 0.3 * H, [255, 226, 186], 0.3);
    const shadowTop = bottom - slabHeight + 0.015 * H;
    shade(canvas, x1, shadowTop, x1 + 0.03 * W, floorY, (x, y) => {
      const across = Math.min(1, (x - x1) / (0.03 * W));
      const down = Math.min(1, (y - shadowTop) / (0.05 * H));
      return 1 - 0.3 * down * (1 - across) ** 2;
    });
    drawTexture(canvas, texture, rect(x0, bottom - slabHeight, x1, bottom), (u, v) => 1.05 - 0.25 * v - 0.3 * (u - 0.5) ** 2);
    fillGradient(canvas, x1, bottom - slabHeight, x1 + Math.max(2, 0.004 * W), bottom, [110, 108, 104], [70, 68, 65]);
    drawTexture(canvas, texture, [[x0, bottom + slabHeight * 0.3], [x1, bottom + slabHeight * 0.3], [x1, bottom], [x0, bottom]], () => 0.7, 0.22);
    shade(canvas, x0 - 0.01 * W, bottom - 0.004 * H, x1 + 0.015 * W, bottom + 0.008 * H, () => 0.6);
  }
  shade(canvas, 0, floorY, W, H, (x, y) => 1 - 0.25 * ((y - floorY) / (H - floorY)) * (1 - Math.abs(x / W - 0.5)));

  const rail = 0.045 * H;
  const spots = Array.from({ length: count }, (_, k) => gap + k * (slabWidth + gap) + slabWidth / 2)
    .map(
      (x) => `<rect x="${x - 0.008 * W}" y="${rail}" width="${0.016 * W}" height="${0.04 * H}" rx="${0.004 * W}" fill="#1c1c1c"/>
<ellipse cx="${x}" cy="${rail + 0.04 * H}" rx="${0.007 * W}" ry="${0.004 * H}" fill="#fff1d6"/>`,
    )
    .join("\n");
  return { canvas, overlay: `<rect x="0" y="${rail - 0.006 * H}" width="${W}" height="${0.008 * H}" fill="#161616"/>${spots}` };
};

/** A book-matched feature wall with a floating vanity top. */
const bookmatchScene: Scene = (W, H, seed, variant) => {
  const wallStyle = [heroStyles.statuario, heroStyles.calacatta, heroStyles.marquina][variant % 3]!;
  const counterStyle = [heroStyles.marquina, heroStyles.concrete, heroStyles.calacatta][variant % 3]!;
  const canvas = newCanvas(W, H);
  const floorY = 0.84 * H;
  const half = slabTexture(wallStyle, W / 2, floorY, seed);
  const wallLight = (_u: number, v: number) => 0.78 + 0.22 * Math.sin(Math.PI * Math.min(1, v * 1.2));
  drawTexture(canvas, half, rect(0, 0, W / 2, floorY), wallLight);
  // Book-matching: the right half is the same slab mirrored, as a polished pair is installed.
  drawTexture(canvas, half, [[W, 0], [W / 2, 0], [W / 2, floorY], [W, floorY]], wallLight);
  drawTexture(
    canvas,
    slabTexture(heroStyles.beige, W * 0.5, H * 0.2, seed + 1),
    [
      [-0.2 * W, floorY],
      [1.2 * W, floorY],
      [2 * W, 1.4 * H],
      [-1 * W, 1.4 * H],
    ],
    (_u, v) => 0.7 + 0.3 * v,
  );
  shade(canvas, 0, floorY, W, floorY + 0.02 * H, (_x, y) => 0.6 + 0.4 * ((y - floorY) / (0.02 * H)));
  for (const px of [0.18, 0.5, 0.82]) glow(canvas, px * W, 0, 0.1 * W, 0.45 * H, [255, 232, 200], 0.16);

  const counter = { left: 0.27 * W, right: 0.73 * W, top: 0.6 * H, edge: 0.64 * H };
  glow(canvas, W / 2, counter.edge + 0.03 * H, 0.22 * W, 0.04 * H, [255, 222, 170], 0.35);
  shade(canvas, counter.left, counter.edge, counter.right, counter.edge + 0.1 * H, (x, y) => {
    const inside = Math.min(x - counter.left, counter.right - x) / (0.02 * W);
    return 1 - 0.35 * Math.min(1, inside) * Math.max(0, 1 - (y - counter.edge) / (0.1 * H));
  });
  const top = slabTexture(counterStyle, W * 0.5, W * 0.15, seed + 2);
  drawTexture(
    canvas,
    top,
    [
      [0.31 * W, 0.57 * H],
      [0.69 * W, 0.57 * H],
      [counter.right, counter.top],
      [counter.left, counter.top],
    ],
    (_u, v) => 0.9 + 0.1 * v,
  );
  drawTexture(canvas, top, rect(counter.left, counter.top, counter.right, counter.edge), () => 0.78);

  const cx = W / 2;
  const rim = 0.545 * H;
  const base = 0.59 * H;
  const bowl = 0.06 * W;
  const overlay = `<defs>
<linearGradient id="basin" x1="0" x2="1"><stop offset="0" stop-color="#d9d9d6"/><stop offset="0.4" stop-color="#ffffff"/><stop offset="1" stop-color="#c9c9c6"/></linearGradient>
<linearGradient id="steel" x1="0" x2="1"><stop offset="0" stop-color="#3a3a3a"/><stop offset="0.5" stop-color="#9a9a9a"/><stop offset="1" stop-color="#2e2e2e"/></linearGradient>
</defs>
<rect x="${cx - 0.003 * W}" y="${0.47 * H}" width="${0.006 * W}" height="${0.11 * H}" fill="url(#steel)"/>
<rect x="${cx - 0.006 * W}" y="${0.465 * H}" width="${0.012 * W}" height="${0.012 * H}" rx="${0.002 * W}" fill="url(#steel)"/>
<path d="M ${cx - bowl} ${rim} C ${cx - bowl} ${base - 0.01 * H}, ${cx - bowl * 0.6} ${base}, ${cx} ${base} C ${cx + bowl * 0.6} ${base}, ${cx + bowl} ${base - 0.01 * H}, ${cx + bowl} ${rim} Z" fill="url(#basin)"/>
<ellipse cx="${cx}" cy="${rim}" rx="${bowl}" ry="${0.009 * H}" fill="#f4f4f2"/>
<ellipse cx="${cx}" cy="${rim + 0.0015 * H}" rx="${bowl * 0.9}" ry="${0.0065 * H}" fill="#cfcfcb"/>`;
  return { canvas, overlay };
};

const scenes: Scene[] = [kitchenScene, showroomScene, bookmatchScene];

/**
 * Wide interior shots for the home page slideshow. Index 0, 1 and 2 are a kitchen island, a
 * showroom and a book-matched bathroom wall; later indexes repeat them with other stones.
 */
export async function renderHeroImage(index: number, options: { width: number; height: number }): Promise<Buffer> {
  const { width, height } = options;
  checkSize(width, height);
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Hero index must be a whole number from 0, not ${index}`);
  const scene = scenes[index % scenes.length]!;
  const { canvas, overlay } = scene(width, height, 9001 + index * 97, Math.floor(index / scenes.length));
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = clampByte(canvas.rgb[i]!);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${overlay}</svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 84 })
    .toBuffer();
}
