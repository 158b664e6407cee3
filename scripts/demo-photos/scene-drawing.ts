/** The site's own pictures: slab textures placed in simple interiors, in perspective and under lights. */
import sharp from "sharp";
import { checkSize, clampByte, renderSlabPixels, type Rgb, type SlabStyle } from "./slab-drawing";
import { sceneStones } from "./slab-styles";

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
  return [
    A * k,
    (c * h - b * i) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    (c * d - a * f) * k,
    C * k,
    (b * g - a * h) * k,
    (a * e - b * d) * k,
  ];
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

type Scene = (width: number, height: number, seed: number, variant: number) => { canvas: Canvas; overlay: string };

function scaleRgb([r, g, b]: Rgb, factor: number): Rgb {
  return [r * factor, g * factor, b * factor];
}

function newCanvas(width: number, height: number): Canvas {
  return { width, height, rgb: new Float32Array(width * height * 3) };
}

/** A waterfall kitchen island in front of a full-height slab wall, under pendant lights. */
const kitchenScene: Scene = (W, H, seed, variant) => {
  const wallStyle = [sceneStones.calacatta, sceneStones.carrara, sceneStones.statuario][variant % 3]!;
  const topStyle = [sceneStones.calacatta, sceneStones.marquina, sceneStones.statuario][variant % 3]!;
  const cabinets: Rgb[] = [
    [47, 58, 56],
    [58, 46, 38],
    [38, 44, 56],
  ];
  const cabinet = cabinets[variant % 3]!;
  const canvas = newCanvas(W, H);
  const floorY = 0.8 * H;

  drawTexture(
    canvas,
    slabTexture(wallStyle, W, floorY, seed),
    rect(0, 0, W, floorY),
    (u, v) => 0.8 + 0.2 * Math.sin(Math.PI * v) - 0.12 * (u - 0.5) ** 2,
  );
  shade(canvas, 0, floorY - 0.02 * H, W, floorY, (_x, y) => 0.75 + 0.25 * ((floorY - y) / (0.02 * H)));
  drawTexture(
    canvas,
    slabTexture(sceneStones.concrete, W * 0.6, H * 0.3, seed + 1),
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
    slabTexture(sceneStones.concrete, W * 0.5, H * 0.25, seed),
    [
      [-0.2 * W, floorY],
      [1.2 * W, floorY],
      [2 * W, 1.3 * H],
      [-1 * W, 1.3 * H],
    ],
    (_u, v) => 0.55 + 0.35 * v,
  );

  const palette = [
    sceneStones.calacatta,
    sceneStones.marquina,
    sceneStones.carrara,
    sceneStones.beige,
    sceneStones.statuario,
    sceneStones.sparkle,
  ];
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
    drawTexture(
      canvas,
      texture,
      [
        [x0, bottom + slabHeight * 0.3],
        [x1, bottom + slabHeight * 0.3],
        [x1, bottom],
        [x0, bottom],
      ],
      () => 0.7,
      0.22,
    );
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
  const wallStyle = [sceneStones.statuario, sceneStones.calacatta, sceneStones.marquina][variant % 3]!;
  const counterStyle = [sceneStones.marquina, sceneStones.concrete, sceneStones.calacatta][variant % 3]!;
  const canvas = newCanvas(W, H);
  const floorY = 0.84 * H;
  const half = slabTexture(wallStyle, W / 2, floorY, seed);
  const wallLight = (_u: number, v: number) => 0.78 + 0.22 * Math.sin(Math.PI * Math.min(1, v * 1.2));
  drawTexture(canvas, half, rect(0, 0, W / 2, floorY), wallLight);
  // Book-matching: the right half is the same slab mirrored, as a polished pair is installed.
  drawTexture(
    canvas,
    half,
    [
      [W, 0],
      [W / 2, 0],
      [W / 2, floorY],
      [W, floorY],
    ],
    wallLight,
  );
  drawTexture(
    canvas,
    slabTexture(sceneStones.beige, W * 0.5, H * 0.2, seed + 1),
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
