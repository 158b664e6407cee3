import type { SurfaceProblem } from "~/modules/room-scenes/surface";

/** The room scene editor's photo, where the owner drags each surface's corners, and its live preview with a product's slab. */
export const surfaceEditorEn = {
  heading: "Surfaces on the photo",
  hint: "Drag the corners onto the surface's corners in the photo, far left first, clockwise: far left, far right, near right, near left. A front edge's lower corners go below the near corners. Click a surface to choose it.",
  keyHint: "A corner that has the focus moves with the arrow keys, by 0.2 % of the photo, or by 2 % with Shift.",
  surface: (surface: number) => `Surface ${surface}`,
  frontEdge: (surface: number) => `Front edge of surface ${surface}`,
  cornerNames: ["far left", "far right", "near right", "near left"] as [string, string, string, string],
  frontEdgeCornerNames: ["lower right", "lower left"] as [string, string],
  corner: (surface: number, corner: number, name: string) => `Surface ${surface}, corner ${corner}: ${name}`,
  frontEdgeCorner: (surface: number, name: string) => `Surface ${surface}, front edge: ${name}`,
  preview: "Preview",
  previewImage: (slab: string) => `${slab} on the marked surfaces`,
  previewHint: "A product's slab on every surface, at its true size, as the product page will show it.",
  slab: "Product slab",
  noSlab: "No product has a photo to preview with yet.",
  previewLoading: "Loading the preview…",
  previewFailed: "The preview could not load the photo or the product's slab.",
  problems: {
    tooFewCorners: "it needs four corners.",
    tooManyCorners: "it needs exactly four corners; mark an L-shaped worktop as two surfaces.",
    outsidePhoto: "a corner lies outside the photo.",
    selfIntersecting: "its sides cross. Put the corners in order: far left, far right, near right, near left.",
    notConvex: "its outline is dented. Each corner must point outwards, as a rectangle's corners do in perspective.",
  } satisfies Record<SurfaceProblem, string>,
  problem: (surface: number, problem: string) => `Surface ${surface}: ${problem} The preview leaves it out until it is fixed.`,
};

export const surfaceEditorZh = {
  heading: "照片上的表面",
  hint: "把角点拖到照片中表面的对应角上，从左后角开始，按顺时针方向：左后角、右后角、右前角、左前角。前沿的下角点放在两个前角的正下方。点击表面即可选中。",
  keyHint: "用 Tab 键选中角点后，可用方向键移动，每次移动照片的 0.2%，按住 Shift 每次移动 2%。",
  surface: (surface: number) => `表面 ${surface}`,
  frontEdge: (surface: number) => `表面 ${surface} 的前沿`,
  cornerNames: ["左后角", "右后角", "右前角", "左前角"] as [string, string, string, string],
  frontEdgeCornerNames: ["右下角", "左下角"] as [string, string],
  corner: (surface: number, corner: number, name: string) => `表面 ${surface}，角点 ${corner}：${name}`,
  frontEdgeCorner: (surface: number, name: string) => `表面 ${surface}，前沿：${name}`,
  preview: "效果预览",
  previewImage: (slab: string) => `${slab}铺在所标记表面上的效果`,
  previewHint: "产品的板材按实际尺寸铺在每个表面上，与产品页面的显示效果一致。",
  slab: "产品板材",
  noSlab: "目前没有可用于预览的产品图片。",
  previewLoading: "正在加载预览…",
  previewFailed: "无法加载照片或产品板材图片，预览暂不可用。",
  problems: {
    tooFewCorners: "需要四个角点。",
    tooManyCorners: "只能有四个角点；L 形台面请分成两个表面标记。",
    outsidePhoto: "有角点在照片范围之外。",
    selfIntersecting: "边线相互交叉。请按顺序放置角点：左后角、右后角、右前角、左前角。",
    notConvex: "轮廓向内凹。每个角都应向外凸出，就像透视中的矩形一样。",
  },
  problem: (surface: number, problem: string) => `表面 ${surface}：${problem}修正之前，预览中不显示该表面。`,
} satisfies typeof surfaceEditorEn;

export type SurfaceEditorText = typeof surfaceEditorEn;
