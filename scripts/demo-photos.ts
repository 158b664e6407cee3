// `npm run demo-photos`: draws the demo catalogue's photographs and the site's built-in pictures and
// stores every file the current image recipe makes under demo-photos/ (committed), with an index of
// them; the running site only ever copies these (decision 025), and the drawing code lives beside this
// script in scripts/demo-photos/ (decision 036). Run it after changing a drawing, a demo product or the
// recipe, and commit the result. It also draws the room scenes a product's slab is composed onto (docs/decisions/044-room-scenes-perspective.md)
// and writes their marked surfaces beside them, which the site reads as data.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST, DEMO_ROOM_SURFACES, type DemoPhotoManifest } from "~/modules/media/demo-photos.server";
import { CURRENT_VARIANT_RECIPE } from "~/modules/media/image-variants.server";
import { shippedScenes } from "~/modules/room-scenes/shipped-scenes";
import { demoProducts } from "~/modules/seed/demo-content";
import { builtInImages } from "~/modules/site-settings/site-images";
import { deriveVariants, storeImageVariants } from "~/modules/storage/images.server";
import { createLocalStorage } from "~/modules/storage/storage.server";
import { renderRoomScene, roomSurfacesFile } from "./demo-photos/room-drawing";
import { renderHeroImage } from "./demo-photos/scene-drawing";
import { renderSlabImage } from "./demo-photos/slab-drawing";
import { productSlabStyles } from "./demo-photos/slab-styles";

const PRODUCT_PHOTO = { width: 1600, height: 1000 } as const;
/** Larger than the widest stored file, so the portrait crops are cut from full detail. */
const SITE_PICTURE = { width: 2400, height: 1350 } as const;
/** The room scenes a product's slab is composed onto, 16:10 like the product photographs. */
const ROOM_SCENE = { width: 2400, height: 1500 } as const;

const folder = path.resolve(DEMO_PHOTOS_FOLDER);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder);
const storage = createLocalStorage(folder);
const manifest: DemoPhotoManifest = { recipe: CURRENT_VARIANT_RECIPE, images: {} };

async function store(baseKey: string, source: Buffer) {
  const stored = await storeImageVariants(storage, source, baseKey);
  manifest.images[baseKey] = await deriveVariants(storage, baseKey, stored.variants);
  console.log(`${baseKey}: ${manifest.images[baseKey].length} files`);
}

for (const [index, product] of demoProducts.entries()) {
  const style = productSlabStyles[product.id];
  if (!style) throw new Error(`scripts/demo-photos/slab-styles.ts has no style for the demo product ${product.id}`);
  await store(`saide/${product.id}`, await renderSlabImage(style, { ...PRODUCT_PHOTO, seed: index + 1 }));
}
for (const [index, image] of builtInImages.entries()) await store(image.baseKey, await renderHeroImage(index, SITE_PICTURE));
for (const scene of shippedScenes) await store(scene.photo.baseKey, await renderRoomScene(scene.key, ROOM_SCENE));
writeFileSync(path.join(folder, DEMO_ROOM_SURFACES), roomSurfacesFile());
writeFileSync(path.join(folder, DEMO_PHOTOS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
