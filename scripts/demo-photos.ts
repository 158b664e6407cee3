// `npm run demo-photos`: draws the demo catalogue's photographs and the site's built-in pictures and
// stores every file the current image recipe makes under demo-photos/ (committed), with an index of
// them; a first start copies these instead of drawing and encoding them (decision 025). Run it after
// changing a drawing, a demo product or the recipe, and commit the result.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CURRENT_VARIANT_RECIPE } from "~/modules/media/image-variants.server";
import { DEMO_PHOTO } from "~/modules/seed/seed.server";
import { DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST, type DemoPhotoManifest } from "~/modules/seed/demo-photos.server";
import { demoProducts } from "~/modules/seed/demo-content";
import { renderSlabImage } from "~/modules/seed/demo-images.server";
import { builtInImageSource } from "~/modules/site-settings/hero-images.server";
import { builtInImages } from "~/modules/site-settings/site-images";
import { deriveVariants, storeImageVariants } from "~/modules/storage/images.server";
import { createLocalStorage } from "~/modules/storage/storage.server";

const folder = path.resolve(DEMO_PHOTOS_FOLDER);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder);
const storage = createLocalStorage(folder);
const manifest: DemoPhotoManifest = { recipe: CURRENT_VARIANT_RECIPE, images: {} };

async function store(baseKey: string, source: Buffer) {
  const stored = await storeImageVariants(storage, source, baseKey);
  manifest.images[baseKey] = await deriveVariants(storage, baseKey, stored.variants, async () => source);
  console.log(`${baseKey}: ${manifest.images[baseKey].length} files`);
}

for (const [index, product] of demoProducts.entries()) {
  await store(`saide/${product.id}`, await renderSlabImage(product.style, { ...DEMO_PHOTO, seed: index + 1 }));
}
for (const image of builtInImages) await store(image.baseKey, (await builtInImageSource(image.baseKey))!);
writeFileSync(path.join(folder, DEMO_PHOTOS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
