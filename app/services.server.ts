import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import type { PageViewRecorder } from "~/modules/analytics/page-views.server";
import type { CountryLookup } from "~/modules/geo/country-lookup.server";
import type { Logger } from "~/modules/observability/logger.server";
import type { Storage } from "~/modules/storage/storage.server";
import type { PageCache } from "~/modules/page-cache/page-cache.server";
import type { ContentMemo } from "~/modules/page-cache/content-memo.server";
import type { RenderShare } from "~/modules/page-cache/render-share.server";
import type { SessionUser } from "~/modules/auth/session.server";

/** The long-lived pieces every loader and action may use, created once per server process. */
export type AppServices = {
  config: Config;
  db: Database;
  storage: Storage;
  pageViews: PageViewRecorder;
  countries: CountryLookup;
  /** Rendered public pages for anonymous visitors; null when PAGE_CACHE_MAX_MB is 0 or in development. */
  pageCache: PageCache | null;
  /** The site content version from a database read begun after the call (PostgreSQL, where other instances write); null on PGlite. */
  confirmContentVersion: (() => Promise<number>) | null;
  /** Renders no cache can answer (the quote list) take their turns so that pages the cache answers keep most of the server's time. */
  renderShare: RenderShare;
  /** What pages read that changes only with buyers' content, kept per site content version (computed every time in development). */
  contentMemo: ContentMemo;
  /** Asks the mail worker to look at the outbox now rather than at its next poll. */
  deliverMailSoon: () => void;
  /** Asks the room composition worker to compose what a page's visitor has just asked for. */
  composeRoomsSoon: () => void;
  /** Asks the brochure worker to draw what the dashboard has just asked for. */
  buildBrochuresSoon: () => void;
  log: Logger;
};

// What every loader, action and middleware finds on its `context` (server/app-handler.ts puts it there per request);
// tsconfig.json has the route types read the same RouterContextProvider that this declaration adds to.
declare module "react-router" {
  interface RouterContextProvider {
    services: AppServices;
    /** The client's address as Express resolved it under the TRUST_PROXY setting. */
    clientIp: string;
    /** The signed-in administrator, looked up at most once per request. */
    currentUser: () => Promise<SessionUser | null>;
    /** The Content-Security-Policy nonce for this response's inline scripts. */
    cspNonce: string;
    /** The method the client sent: a HEAD that the page cache renders as a GET, to keep the page, is no visit. */
    clientMethod: string;
    /** The query the client sent where the page cache renders the page of its key without it (see `pageCacheKeys`); else null. */
    clientQuery: string | null;
  }
}
