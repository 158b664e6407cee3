/** A quote list's lines as its cookie holds them: demo products, each line another kind of slab, so the planner groups and loads several kinds; the quote list benches take the first few or all of them. */
export const DEMO_LINES = [
  "calacatta-gold:20:3200x1600:polished:24:s",
  "calacatta-classic:30:3200x1600:polished:12:s",
  "carrara-white:20:3050x1440:polished:100:m",
  "statuario-venato:20:3200x1600:polished:10:s",
  "pure-white:30:3050x1440:polished:18:s",
  "ivory-cream:20:3200x1600:polished:36:s",
  "sparkle-black:15:3200x1600:polished:24:s",
  "starlight-grey:20:3200x1600:polished:60:m",
  "black-marquina:12:3200x1600:polished:14:s",
  "concrete-grey:30:3200x1600:honed:6:s",
];
