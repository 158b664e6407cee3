import { loadConfig } from "~/config/config.server";
import { ensureAdministrator } from "~/modules/auth/bootstrap.server";
import { createPageViewRecorder } from "~/modules/analytics/page-views.server";
import { createCountryLookup } from "~/modules/geo/country-lookup.server";
import { createMailDelivery, createMailTransport } from "~/modules/mail/delivery.server";
import * as serverBuild from "virtual:react-router/server-build";
import { createPageCache } from "~/modules/page-cache/page-cache.server";
import { pageCacheKeys } from "~/modules/page-cache/page-key.server";
import { coalescedFreshReads, siteContentVersionReader, watchSiteContent } from "~/modules/page-cache/content-version.server";
import { computeEveryTime, createContentMemo } from "~/modules/page-cache/content-memo.server";
import { createRenderShare } from "~/modules/page-cache/render-share.server";
import { adoptProductPhotos } from "~/modules/media/media.server";
import { backfillProductGalleries } from "~/modules/catalogue/product-gallery.server";
import { createImageVariantWorker } from "~/modules/media/image-variants.server";
import { createCleanupScheduler } from "~/modules/maintenance/cleanup-scheduler.server";
import { openControlSocket } from "~/modules/operations/control-socket.server";
import { archiveOf, createBackupScheduler, makeBackup } from "~/modules/operations/scheduled-backups.server";
import { createLogger } from "~/modules/observability/logger.server";
import { seedDemoCatalogue } from "~/modules/seed/seed.server";
import { ensureSiteImages } from "~/modules/site-settings/hero-images.server";
import { createRoomCompositionWorker } from "~/modules/room-scenes/room-compositions.server";
import { createBrochureWorker } from "~/modules/brochure/brochure-files.server";
import { ensureShippedScenes } from "~/modules/room-scenes/room-scenes.server";
import { openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";
import type { AppServices } from "~/services.server";

export type RunningServices = AppServices & { stop: () => Promise<void> };

/** Opens the database (migrating it), seeds an empty one, and starts the background workers. */
export async function startServices(env: Record<string, string | undefined> = process.env): Promise<RunningServices> {
  const config = loadConfig(env);
  const log = createLogger({ level: config.LOG_LEVEL });
  const database = await openInstanceDatabase(config, "the server");
  const storage = createStorage(config);
  // The site's own pictures, which the default home and About pages show, exist with or without the demo catalogue.
  const siteImages = await ensureSiteImages(database.db, storage);
  if (siteImages > 0) log({ event: "site-images.created", images: siteImages });
  const rooms = await ensureShippedScenes(database.db, storage);
  if (rooms > 0) log({ event: "room-scenes.created", scenes: rooms });
  if (config.SEED_DEMO === "true") {
    const seeded = await seedDemoCatalogue(database.db, storage);
    if (seeded) log({ event: "seed.demo-catalogue", products: seeded.products });
  }
  await ensureAdministrator(database.db, config, log);
  // Product photos stored before the media library existed join it; a photo already in it is skipped, so every start may do this.
  const adopted = await adoptProductPhotos(database.db);
  if (adopted > 0) log({ event: "media.product-photos-adopted", photos: adopted });
  // Products saved before galleries existed keep their photo as the gallery's card; once, so every start may do this.
  const galleries = await backfillProductGalleries(database.db);
  if (galleries > 0) log({ event: "catalogue.galleries-started", products: galleries });
  const countries = createCountryLookup({ dataDir: config.dataDir, log });
  // Started now rather than at the first batch of page views, which would otherwise wait for it under load; not
  // awaited, because building the table (once per database, seconds of CPU, streamed;
  // docs/benchmarks/025-footprint-on-a-small-server.md) would delay a first start's first page.
  void countries.preload();
  const pageViews = createPageViewRecorder({ db: database.db, timeZone: config.SITE_TIME_ZONE, countryOf: countries.countryOf, log });
  const mail = createMailDelivery({
    db: database.db,
    transport: createMailTransport(config),
    storage,
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    log,
  });
  mail.start();
  const cleanup = createCleanupScheduler({ db: database.db, storage, config, log });
  const scheduledBackups = createBackupScheduler({ db: database.db, storage, config, log });
  // With the embedded database no other process may open it, so `npm run backup` asks this one instead.
  const controlSocket =
    database.kind === "pglite"
      ? await openControlSocket(
          config.dataDir,
          {
            async backup() {
              const record = await makeBackup({ db: database.db, storage, config, log }, { trigger: "manual" });
              const archive = record && archiveOf(config.dataDir, record);
              if (!record || !archive) return { status: "failed", error: record?.error ?? "The backup did not start." };
              return {
                status: "succeeded",
                archive,
                bytes: record.bytes ?? 0,
                rows: record.rows ?? 0,
                files: record.files ?? 0,
                pid: process.pid,
              };
            },
          },
          log,
        )
      : null;
  // In development the code changes under the cache without any write to announce it.
  const pageCache =
    config.PAGE_CACHE_MAX_MB > 0 && config.NODE_ENV !== "development"
      ? createPageCache({ maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024, keyOf: pageCacheKeys(serverBuild) })
      : null;
  const readContentVersion = siteContentVersionReader(database.db);
  // Other instances write to a shared PostgreSQL; an embedded database hears its only writer at once.
  const confirmedVersion = database.kind === "postgres" ? coalescedFreshReads(readContentVersion) : null;
  // Like the page cache, the memo would keep what the code, changing in development, no longer computes.
  const development = config.NODE_ENV === "development";
  const contentMemo = development ? computeEveryTime : createContentMemo({ confirmContentVersion: confirmedVersion });
  const imageVariants = createImageVariantWorker({ db: database.db, storage, log });
  // Without a worker the rooms asked for stay wanted in the database, where an instance that composes finds them.
  const roomCompositions = config.COMPOSE_ROOMS === "true" ? createRoomCompositionWorker({ db: database.db, storage, log }) : null;
  const composeRoomsSoon = roomCompositions?.composeSoon ?? (() => {});
  const brochures = createBrochureWorker({
    db: database.db,
    storage,
    config,
    log,
    composeRoomsSoon,
    automatic: config.BUILD_BROCHURES === "true",
  });
  const contentWatch = development
    ? null
    : await watchSiteContent({
        database,
        onChange(version) {
          for (const kept of [pageCache, contentMemo]) {
            if (version === null) kept?.invalidate();
            else kept?.observe(version);
          }
          brochures.contentChanged();
        },
        log,
      });
  const startVersion = await readContentVersion();
  pageCache?.observe(startVersion);
  contentMemo.observe(startVersion);
  const confirmContentVersion = pageCache ? confirmedVersion : null;
  return {
    config,
    db: database.db,
    storage,
    pageViews,
    countries,
    pageCache,
    confirmContentVersion,
    contentMemo,
    renderShare: createRenderShare(),
    deliverMailSoon: () => mail.kick(),
    composeRoomsSoon,
    buildBrochuresSoon: brochures.buildSoon,
    log,
    async stop() {
      await contentWatch?.stop();
      await pageViews.stop();
      await mail.stop();
      await cleanup.stop();
      await scheduledBackups.stop();
      await controlSocket?.close();
      await imageVariants.stop();
      await roomCompositions?.stop();
      await brochures.stop();
      await database.close();
    },
  };
}
