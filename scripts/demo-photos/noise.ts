/** Seeded randomness and the smooth fields the drawings are built from; the same seed always gives the same numbers. */

export function mulberry32(seed: number): () => number {
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
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ Math.imul(seed, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export type Noise2D = (x: number, y: number) => number;

const GRAD_X = [1, -1, 0, 0, Math.SQRT1_2, -Math.SQRT1_2, Math.SQRT1_2, -Math.SQRT1_2];
const GRAD_Y = [0, 0, 1, -1, Math.SQRT1_2, Math.SQRT1_2, -Math.SQRT1_2, -Math.SQRT1_2];

/** Seeded 2D gradient (Perlin) noise, roughly in -1..1. */
export function createNoise(random: () => number): Noise2D {
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

export function fbm(noise: Noise2D, x: number, y: number, octaves: number): number {
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

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/**
 * Bilinear enlargement of a coarse grid whose point (fx, fy) lies on pixel (fx * factor, fy * factor).
 * Smooth fields are computed coarse because noise is the expensive part.
 */
export function upsample(field: Float32Array, fw: number, factor: number, width: number, height: number): Float32Array {
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
export function gridSize(size: number, factor: number): number {
  return Math.floor((size - 1) / factor) + 2;
}

export function boxBlur(field: Float32Array, width: number, height: number, radius: number, passes: number): void {
  const tmp = new Float32Array(Math.max(width, height));
  const norm = 1 / (2 * radius + 1);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < height; y++) blurLine(field, y * width, 1, width, radius, norm, tmp);
    for (let x = 0; x < width; x++) blurLine(field, x, width, height, radius, norm, tmp);
  }
}

function blurLine(
  field: Float32Array,
  start: number,
  stride: number,
  length: number,
  radius: number,
  norm: number,
  tmp: Float32Array,
): void {
  const at = (i: number) => field[start + Math.min(length - 1, Math.max(0, i)) * stride]!;
  let sum = 0;
  for (let i = -radius; i <= radius; i++) sum += at(i);
  for (let i = 0; i < length; i++) {
    tmp[i] = sum * norm;
    sum += at(i + radius + 1) - at(i - radius);
  }
  for (let i = 0; i < length; i++) field[start + i * stride] = tmp[i]!;
}

/** Samples a smooth function on a grid `factor` pixels apart and enlarges it to the image. */
export function coarseField(width: number, height: number, factor: number, sample: (x: number, y: number) => number): Float32Array {
  const fw = gridSize(width, factor);
  const fh = gridSize(height, factor);
  const field = new Float32Array(fw * fh);
  for (let fy = 0; fy < fh; fy++) {
    for (let fx = 0; fx < fw; fx++) field[fy * fw + fx] = sample(fx * factor, fy * factor);
  }
  return upsample(field, fw, factor, width, height);
}
