import type { SlabStyle } from "./slab-drawing";

/** How each demo product's photograph is drawn, by the product's id (app/modules/seed/demo-content.ts). */
export const productSlabStyles: Record<string, SlabStyle> = {
  "calacatta-gold": {
    base: "#f4f2ed",
    cloud: "#e6e1d9",
    cloudiness: 0.5,
    grain: 0.22,
    veins: [
      { kind: "soft", color: "#b9b3ab", opacity: 0.35, density: 2.5, width: 1.2, angle: 35 },
      { kind: "bold", color: "#6f6a64", opacity: 0.9, density: 3, width: 20, angle: 35, branches: 4, halo: 0.3 },
      { kind: "bold", color: "#b0945e", opacity: 0.85, density: 3, width: 6, angle: 40, branches: 3, halo: 0.25 },
    ],
  },
  "calacatta-classic": {
    base: "#f5f4f1",
    cloud: "#e4e2de",
    cloudiness: 0.45,
    grain: 0.2,
    veins: [
      { kind: "soft", color: "#a8a6a3", opacity: 0.35, density: 2, width: 1.4, angle: 50 },
      { kind: "bold", color: "#55524f", opacity: 0.95, density: 4, width: 24, angle: 50, branches: 5, halo: 0.22 },
    ],
  },
  "calacatta-viola": {
    base: "#f3f0ee",
    cloud: "#e7e0dd",
    cloudiness: 0.5,
    grain: 0.2,
    veins: [
      { kind: "soft", color: "#b8a3a6", opacity: 0.35, density: 2.5, width: 1.3, angle: 25 },
      { kind: "bold", color: "#6b3a48", opacity: 0.9, density: 4, width: 16, angle: 25, branches: 5, halo: 0.25 },
    ],
  },
  "carrara-white": {
    base: "#eceded",
    cloud: "#dcdedf",
    cloudiness: 0.6,
    grain: 0.2,
    veins: [
      { kind: "soft", color: "#a9adb0", opacity: 0.4, density: 5, width: 1, angle: 20 },
      { kind: "bold", color: "#7e8387", opacity: 0.45, density: 9, width: 3, angle: 20, branches: 5, halo: 0.45 },
    ],
  },
  "statuario-venato": {
    base: "#f6f6f4",
    cloud: "#e7e7e5",
    cloudiness: 0.45,
    grain: 0.18,
    veins: [
      { kind: "soft", color: "#9a9c9f", opacity: 0.45, density: 3, width: 1.4, angle: 60 },
      { kind: "bold", color: "#55585c", opacity: 0.85, density: 3, width: 12, angle: 60, branches: 6, halo: 0.45 },
    ],
  },
  "carrara-mist": {
    base: "#e3e4e5",
    cloud: "#d3d5d7",
    cloudiness: 0.7,
    grain: 0.25,
    veins: [
      { kind: "soft", color: "#9a9ea2", opacity: 0.55, density: 4, width: 1.6, angle: 15 },
      { kind: "bold", color: "#a3a7ab", opacity: 0.4, density: 5, width: 3, angle: 15, branches: 3, halo: 0.5 },
    ],
  },
  "pure-white": {
    base: "#f7f7f5",
    cloud: "#efefed",
    cloudiness: 0.35,
    grain: 0.15,
    veins: [],
    flecks: { color: "#c9cacb", density: 12 },
  },
  "ivory-cream": {
    base: "#efe6d7",
    cloud: "#e3d7c3",
    cloudiness: 0.6,
    grain: 0.25,
    veins: [{ kind: "soft", color: "#d2c3aa", opacity: 0.2, density: 3, width: 2, angle: 10 }],
  },
  "sparkle-black": {
    base: "#121214",
    cloud: "#1c1c1f",
    cloudiness: 0.5,
    grain: 0.3,
    veins: [],
    flecks: { color: "#f2f2ec", density: 70 },
  },
  "starlight-grey": {
    base: "#5c5d60",
    cloud: "#6a6b6e",
    cloudiness: 0.5,
    grain: 0.4,
    veins: [],
    flecks: { color: "#f4f4f0", density: 45 },
  },
  "sparkle-white": {
    base: "#f2f1ee",
    cloud: "#e8e7e3",
    cloudiness: 0.35,
    grain: 0.3,
    veins: [],
    flecks: { color: "#8d8e90", density: 35 },
  },
  "black-marquina": {
    base: "#151518",
    cloud: "#24242a",
    cloudiness: 0.6,
    grain: 0.25,
    veins: [
      { kind: "soft", color: "#bdbdbd", opacity: 0.3, density: 3, width: 1.2, angle: -30 },
      { kind: "bold", color: "#efeeea", opacity: 0.95, density: 3, width: 6, angle: -30, branches: 6, halo: 0.12 },
    ],
  },
  "travertine-beige": {
    base: "#e2d3bb",
    cloud: "#d1bf9f",
    cloudiness: 0.7,
    grain: 0.35,
    veins: [
      { kind: "soft", color: "#cbb590", opacity: 0.35, density: 4, width: 14, angle: 3 },
      { kind: "soft", color: "#b39a74", opacity: 0.35, density: 9, width: 1.5, angle: 3 },
    ],
    flecks: { color: "#a48d6b", density: 4 },
  },
  "concrete-grey": {
    base: "#9b9995",
    cloud: "#86847f",
    cloudiness: 0.8,
    grain: 0.7,
    veins: [{ kind: "soft", color: "#7d7b77", opacity: 0.2, density: 2, width: 4, angle: 10 }],
    flecks: { color: "#6d6b67", density: 25 },
  },
};

/** Stones for the scenes' walls, tops and floors. */
export const sceneStones = {
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
