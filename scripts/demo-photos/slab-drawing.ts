/**
 * Procedural photographs of quartz slabs, so that a fresh installation shows a believable catalogue
 * without photographs of anyone else's stone. Everything is drawn into raw RGB buffers in plain
 * TypeScript and only encoded by sharp; the same seed always gives the same bytes.
 */
import sharp from "sharp";
import { boxBlur, coarseField, createNoise, fbm, gridSize, hash2, mulberry32, smoothstep, upsample, type Noise2D } from "./noise";

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

export type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
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
function crossingLine(
  random: () => number,
  width: number,
  height: number,
  angle: number,
): { start: [number, number]; end: [number, number] } {
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
      const at = Math.floor((main.points.length / 2) * (0.1 + 0.8 * random()));
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
export function renderSlabPixels(style: SlabStyle, width: number, height: number, seed: number): Uint8Array {
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

export function clampByte(value: number): number {
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
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 86 })
    .toBuffer();
}

export function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16 || width * height > 16_000_000) {
    throw new RangeError(`Image size ${width}x${height} must be whole numbers from 16 px, at most 16 megapixels`);
  }
}

export async function renderSlabImage(style: SlabStyle, options: { width: number; height: number; seed: number }): Promise<Buffer> {
  const { width, height, seed } = options;
  checkSize(width, height);
  return encodeJpeg(renderSlabPixels(style, width, height, seed), width, height);
}
