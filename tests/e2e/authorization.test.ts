import { and, count, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "~/database/roles";
import {
  authenticatorApps,
  authTokens,
  backups,
  catalogueImports,
  categories,
  enquiries,
  enquiryRoutingRules,
  invitations,
  mailOutbox,
  media,
  passkeys,
  posts,
  products,
  quotes,
  recoveryCodes,
  revisions,
  roomScenes,
  sessions,
  signInChallenges,
  siteSettings,
  users,
} from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { findUserByEmail } from "~/modules/auth/accounts.server";
import type { Permission } from "~/modules/auth/permissions";
import { createSession, sessionCookieHeader, sessionIdOf } from "~/modules/auth/session.server";
import { revisionEntities, type RevisionEntity } from "~/modules/revisions/revisions";
import routes from "~/routes";
import { baseUrl, database, setUpJourneys } from "../support/browser";

type RouteEntry = { id?: string; path?: string; file: string; index?: boolean; children?: RouteEntry[] };

/** Every route in the configuration with its full path, so a route added later is swept too. */
function flatten(entries: RouteEntry[], parentPath = ""): { path: string; file: string; index: boolean }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    return [{ path: path || "/", file: entry.file, index: entry.index === true }, ...flatten(entry.children ?? [], path)];
  });
}

/** A room scene every site has (the shipped kitchen), so an unguarded save or delete of it would show. */
const SHIPPED_KITCHEN = "5a1de000-0000-4000-8000-000000000101";

const concrete = (path: string) =>
  path
    .replace(":sceneId", SHIPPED_KITCHEN)
    .replace(/:\w+\??/g, "00000000-0000-4000-8000-000000000000")
    .replace(/\*$/, "anything");

const adminRoutes = () => flatten(routes as RouteEntry[]).filter((route) => route.file.startsWith("routes/admin/"));

const refused = (response: Response) =>
  ([301, 302, 303, 307, 308].includes(response.status) && new URL(response.headers.get("location")!, baseUrl()).pathname === "/") ||
  [401, 403, 405].includes(response.status);

setUpJourneys();

async function rowCounts() {
  const tables = {
    authenticatorApps,
    authTokens,
    catalogueImports,
    categories,
    enquiries,
    enquiryRoutingRules,
    invitations,
    mailOutbox,
    media,
    passkeys,
    posts,
    products,
    quotes,
    recoveryCodes,
    revisions,
    roomScenes,
    sessions,
    signInChallenges,
    siteSettings,
    users,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(
      async ([name, table]) => [name, (await database.db.select({ value: count() }).from(table))[0]!.value] as const,
    ),
  );
  // The server makes its daily backup by itself, whenever its first check finds the day's due: only one asked for counts.
  const [asked] = await database.db.select({ value: count() }).from(backups).where(eq(backups.trigger, "manual"));
  return { ...Object.fromEntries(entries), manualBackups: asked!.value };
}

/** A form for every kind of change an admin action makes, aimed at records every site has: each must be refused. */
async function intruderForms(): Promise<Record<string, string>[]> {
  const [anyEnquiry] = await database.db.select({ id: enquiries.id }).from(enquiries).limit(1);
  const [anyProduct] = await database.db.select({ id: products.id }).from(products).limit(1);
  return [
    { intent: "delete", id: anyEnquiry?.id ?? "x" },
    { intent: "delete", id: anyProduct?.id ?? "x" },
    { intent: "toggle-homepage", id: anyProduct?.id ?? "x" },
    { intent: "duplicate", id: anyProduct?.id ?? "x" },
    { intent: "move", id: anyProduct?.id ?? "x", direction: "down" },
    { intent: "place", id: anyProduct?.id ?? "x", position: "0" },
    { intent: "retry-mail", mailId: "00000000-0000-4000-8000-000000000000" },
    { intent: "back-up-now" },
    { intent: "status", id: anyEnquiry?.id ?? "x", status: "spam" },
    { intent: "notes", id: anyEnquiry?.id ?? "x", version: "0", notes: "intruder" },
    { intent: "bulk-status", ids: anyEnquiry?.id ?? "x", status: "spam" },
    { intent: "reply", id: anyEnquiry?.id ?? "x", subject: "intruder", body: "intruder" },
    { intent: "change-password", currentPassword: "x", password: "new password 123", confirmation: "new password 123" },
    { intent: "change-email", newEmail: "intruder@example.net", currentPassword: "x" },
    { intent: "send-verification" },
    { intent: "start-app" },
    { intent: "remove-app" },
    { intent: "regenerate-codes" },
    { intent: "save-policy", requireSecondFactor: "on" },
    { intent: "reset-other", userId: "00000000-0000-4000-8000-000000000000" },
    { intent: "invite", email: "intruder@example.net", role: "owner" },
    { intent: "change-role", userId: "00000000-0000-4000-8000-000000000000", role: "owner" },
    { intent: "remove", userId: "00000000-0000-4000-8000-000000000000" },
    { intent: "end-other-sessions" },
    { intent: "remove-passkey", id: "x" },
    { intent: "password", password: "x", returnTo: "/dashboard" },
    { ceremony: "register" },
    { intent: "add", titleEn: "Intruder Slab", descriptionEn: "x", photoUrl: "/media/saide/x.jpg" },
    { intent: "edit", id: anyProduct?.id ?? "x", titleEn: "Intruder Slab", descriptionEn: "x", photoUrl: "/media/saide/x.jpg" },
    { intent: "preview", titleEn: "Intruder Slab", descriptionEn: "x", photoUrl: "/media/saide/x.jpg" },
    { intent: "save-basic-info", version: "1", nameEn: "Intruder Ltd.", nameZh: "入侵者", ownerEmails: "intruder@example.net" },
    {
      version: "0",
      "thicknesses[0].thicknessMm": "20",
      "thicknesses[0].kgPerM2": "1",
      "thicknesses[0].minSlabsPerBundle": "50",
      "thicknesses[0].maxSlabsPerBundle": "50",
      bundlesPerContainer: "20",
      frameKg: "0",
      tareKg: "2200",
      "cargoLimitsKg.road": "40000",
      "cargoLimitsKg.rail": "40000",
      "cargoLimitsKg.port": "40000",
      defaultRoute: "port",
      currencies: "USD",
      defaultCurrency: "USD",
      validityDays: "365",
      numberFormat: "INTRUDER-{NNNN}",
    },
    {
      currency: "USD",
      incoterm: "FOB",
      destinationPort: "Intruder",
      limit: "road",
      "lines[0].price": "1",
      "lines[0].unit": "slab",
      validUntil: "2099-01-01",
    },
    { intent: "move", id: "carrara-series", direction: "up" },
    { intent: "delete", moveProductsTo: "calacatta-series" },
    { intent: "delete", confirm: "on" },
    { version: "1", photoId: "5a1de000-0000-4000-8000-000000000001", nameEn: "Intruder", nameZh: "入侵者", placement: "all" },
    { version: "1", slug: "intruder", titleEn: "Intruder", titleZh: "入侵者", visible: "on" },
    {
      version: "0",
      "navbar[0].kind": "link",
      "navbar[0].href": "https://intruder.example",
      "navbar[0].labelEn": "Intruder",
      "navbar[0].visible": "on",
    },
    { intent: "save-post", version: "0", slug: "intruder-news", titleEn: "Intruder news", status: "published", bodyEnText: "x" },
    { intent: "alt", version: "1", altEn: "Intruder", altZh: "入侵者" },
    { intent: "upload", replaces: "00000000-0000-4000-8000-000000000000", version: "1" },
    { intent: "publish", version: "0", draftStamp: "" },
    { intent: "apply", id: "00000000-0000-4000-8000-000000000000" },
    { intent: "resume", id: "00000000-0000-4000-8000-000000000000" },
    { intent: "discard", draftStamp: "" },
    {
      version: "0",
      draftStamp: "",
      homeTitleEn: "Intruder",
      "slides[0].image": "5a1de000-0000-4000-8000-000000000001",
      intervalSeconds: "3",
      modalTitleEn: "x",
      modalTitleZh: "x",
    },
  ];
}

describe("authorization sweep", () => {
  it("finds the admin routes in the route configuration", () => {
    const paths = adminRoutes().map((route) => route.path);
    expect(paths).toContain("/dashboard");
    expect(paths).toContain("/dashboard/products");
    expect(paths).toContain("/dashboard/enquiries.csv");
    expect(paths).toContain("/dashboard/enquiries.xlsx");
    expect(paths).toContain("/dashboard/analytics");
    expect(paths).toContain("/dashboard/account");
    expect(paths).toContain("/dashboard/health");
    expect(paths).toContain("/dashboard/seo");
    expect(paths).toContain("/dashboard/seo/titles");
    expect(paths).toContain("/dashboard/basic-info");
    expect(paths).toContain("/dashboard/quote-settings");
    expect(paths).toContain("/dashboard/enquiry-routing");
    expect(paths).toContain("/dashboard/quotes");
    expect(paths).toContain("/dashboard/quotes/:enquiryId");
    expect(paths).toContain("/dashboard/quote-pdfs/:quoteId/:copy");
    expect(paths).toContain("/dashboard/categories/:categoryId");
    expect(paths).toContain("/dashboard/navigation");
    expect(paths).toContain("/dashboard/news/:postId");
    expect(paths).toContain("/dashboard/media/upload");
    expect(paths).toContain("/dashboard/web-pages/seo");
    expect(paths).toContain("/dashboard/backups/:backupId/download");
    expect(paths).toContain("/dashboard/rooms");
    expect(paths).toContain("/dashboard/rooms/:sceneId");
    expect(paths).toContain("/dashboard/products/export.xlsx");
    expect(paths).toContain("/dashboard/products/export.csv");
    expect(paths).toContain("/dashboard/products/import");
    expect(paths).toContain("/dashboard/translations/export");
    expect(paths).toContain("/dashboard/translations/import");
    expect(paths).toContain("/dashboard/translations/:language?");
    expect(paths).toContain("/dashboard/account/security");
    expect(paths).toContain("/dashboard/passkey-options");
    expect(paths).toContain("/dashboard/re-authenticate");
    expect(paths).toContain("/dashboard/accounts");
  });

  it("sends a visitor who is not signed in away from every admin page and data request", async () => {
    for (const route of adminRoutes()) {
      const path = concrete(route.path);
      const page = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(refused(page), `GET ${path} answered ${page.status}`).toBe(true);
      const dataRequest = await fetch(`${baseUrl()}${path.replace(/\/$/, "")}.data`, { redirect: "manual" });
      const body = await dataRequest.text();
      expect(body, `GET ${path}.data leaked data`).not.toMatch(/@example\.com|"items"|"email"/);
      expect(
        dataRequest.status === 204 || dataRequest.status === 202 || refused(dataRequest) || body.includes("redirect"),
        `GET ${path}.data answered ${dataRequest.status}`,
      ).toBe(true);
    }
  });

  it("refuses every admin action from a visitor and changes nothing", async () => {
    const before = await rowCounts();
    const settingsBefore = await database.db.select().from(siteSettings).orderBy(siteSettings.key);
    const scenesBefore = await database.db.select().from(roomScenes).orderBy(roomScenes.id);
    expect(scenesBefore.map((scene) => scene.id)).toContain(SHIPPED_KITCHEN);
    const forms = await intruderForms();
    for (const route of adminRoutes()) {
      for (const form of forms) {
        const path = concrete(route.path);
        const response = await fetch(`${baseUrl()}${path}${route.path === "/dashboard" ? "?index" : ""}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl() },
          body: new URLSearchParams(form),
        });
        expect(refused(response), `POST ${path} ${form.intent} answered ${response.status}`).toBe(true);
      }
    }
    // The catalogue import streams its multipart upload to disk: a visitor's is refused before a byte is kept.
    const upload = new FormData();
    upload.set("sheet", new File(["id,title.en\n,Intruder Slab\n"], "products.csv"));
    const importing = await fetch(`${baseUrl()}/dashboard/products/import`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseUrl() },
      body: upload,
    });
    expect(refused(importing), `POST /dashboard/products/import upload answered ${importing.status}`).toBe(true);
    expect(await rowCounts()).toEqual(before);
    expect(await database.db.select().from(siteSettings).orderBy(siteSettings.key)).toEqual(settingsBefore);
    expect(await database.db.select().from(roomScenes).orderBy(roomScenes.id)).toEqual(scenesBefore);
  });

  it("guards every admin action itself too, not only through the dashboard layout's middleware", () => {
    // requirePermission signs the person in first (guards.server.ts); the role sweep below proves which role passes.
    const modules = import.meta.glob<string>("/app/routes/admin/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
    const withAction = Object.entries(modules).filter(([, source]) => /export (async )?function action\b/.test(source));
    expect(withAction.length).toBeGreaterThanOrEqual(4);
    for (const [file, source] of withAction) {
      const action = source.slice(source.search(/export (async )?function action\b/));
      // requirePermission and requireTranslation call requireAdmin first (docs/decisions/054-team-roles.md).
      expect(action.split("\n").slice(0, 3).join("\n"), `${file}'s action does not start with requireAdmin`).toMatch(
        /await require(?:Admin|Permission|Translation)\(context[,)]/,
      );
    }
    const layout = modules["/app/routes/admin/layout.tsx"]!;
    expect(layout).toMatch(/export const middleware[^=]*= \[adminOnly\]/);
  });

  it("sends a session older than the re-authentication window to confirm who it is before every sensitive action", async () => {
    const { TEST_ADMIN } = await import("../support/server");
    const admin = (await findUserByEmail(database.db, TEST_ADMIN.email))!;
    const token = await createSession(
      database.db,
      admin.id,
      { ipAddress: "192.0.2.210", userAgent: "sweep" },
      new Date(Date.now() - 11 * 60_000),
    );
    const cookie = (await sessionCookieHeader(new Request(baseUrl()), token)).split(";")[0]!;
    const headers = { cookie, origin: baseUrl(), "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "192.0.2.210" };
    const before = await rowCounts();
    const sensitive: [method: "GET" | "POST", path: string, form?: Record<string, string>][] = [
      ["GET", "/dashboard/enquiries.csv"],
      ["GET", "/dashboard/enquiries.xlsx"],
      ["GET", "/dashboard/backups/00000000-0000-4000-8000-000000000000/download"],
      ["GET", "/dashboard/account/security"],
      ["POST", "/dashboard/account/security", { intent: "regenerate-codes" }],
      ["POST", "/dashboard/passkey-options", { ceremony: "register" }],
      ["POST", "/dashboard/account", { intent: "change-email", newEmail: "intruder@example.net", currentPassword: TEST_ADMIN.password }],
      ["POST", "/dashboard/accounts", { intent: "invite", email: "intruder@example.net", role: "owner" }],
      ["POST", "/dashboard/revisions/navigation/site", { revisionId: "1", version: "1" }],
      ["POST", "/dashboard/audit", { retentionDays: "30" }],
    ];
    for (const [method, path, form] of sensitive) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        redirect: "manual",
        headers: { ...headers, referer: `${baseUrl()}/dashboard` },
        body: form ? new URLSearchParams(form) : undefined,
      });
      const location = new URL(response.headers.get("location") ?? "/", baseUrl());
      expect(`${response.status} ${location.pathname}`, `${method} ${path}`).toBe("302 /dashboard/re-authenticate");
      expect(location.searchParams.get("returnTo")).toMatch(/^\/dashboard/);
    }
    // The inbox itself stays open to the same session: only the sensitive actions ask again.
    expect((await fetch(`${baseUrl()}/dashboard`, { redirect: "manual", headers })).status).toBe(200);
    expect(await rowCounts()).toEqual(before);
    await database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
  });

  it("refuses a cross-site post even with a valid-looking form", async () => {
    const response = await fetch(`${baseUrl()}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("changes nothing on GET: sign-out needs a POST", async () => {
    const response = await fetch(`${baseUrl()}/logout`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

/**
 * What each admin route needs, written from decision 054's description of the roles and not read from the code, so a
 * route that forgets its check fails here, and so does a route added without a line. `null`: every role opens it;
 * `read`/`write` when the page and its action differ; `subject` for the history, whose need is its record's area.
 */
type Need = Permission | null | { translate: Language };
type RouteNeed = Need | { read: Need; write: Need } | "subject";

const ROUTE_NEEDS: Record<string, RouteNeed> = {
  "/dashboard": "enquiries",
  "/dashboard/enquiries.csv": "enquiries",
  "/dashboard/enquiries.xlsx": "enquiries",
  "/dashboard/products": "catalogue",
  "/dashboard/products/upload": "catalogue",
  "/dashboard/products/export.xlsx": "catalogue",
  "/dashboard/products/export.csv": "catalogue",
  "/dashboard/products/import": "catalogue",
  "/dashboard/products/:productId/photos": "catalogue",
  "/dashboard/analytics": "analytics",
  "/dashboard/account": null,
  "/dashboard/account/security": null,
  "/dashboard/account/language": null,
  "/dashboard/passkey-options": null,
  "/dashboard/re-authenticate": null,
  "/dashboard/backups": "backups",
  "/dashboard/backups/:backupId/download": "backups",
  "/dashboard/health": "settings",
  "/dashboard/seo": "content",
  "/dashboard/seo/titles": "content",
  "/dashboard/basic-info": "settings",
  "/dashboard/quote-settings": "settings",
  "/dashboard/revisions/:entity/:entityId": "subject",
  "/dashboard/categories": "catalogue",
  "/dashboard/categories/new": "catalogue",
  "/dashboard/categories/:categoryId": "catalogue",
  "/dashboard/attributes": "catalogue",
  "/dashboard/rooms": "catalogue",
  "/dashboard/rooms/:sceneId": "catalogue",
  "/dashboard/news": "content",
  "/dashboard/news/new": "content",
  "/dashboard/news/:postId": "content",
  "/dashboard/media": "catalogue",
  "/dashboard/media/upload": "catalogue",
  "/dashboard/media/:mediaId": "catalogue",
  "/dashboard/web-pages": "content",
  "/dashboard/web-pages/about": "content",
  "/dashboard/web-pages/seo": "content",
  "/dashboard/navigation": "content",
  // The files for translators are every translator's; which languages the site serves is the owner's.
  "/dashboard/languages": { read: "texts", write: "settings" },
  "/dashboard/translations/export": "texts",
  "/dashboard/translations/import": "texts",
  // The editor of a language is whoever may translate it; without a language it sends them to their first.
  "/dashboard/translations/:language?": "texts",
  "/dashboard/quotes": "quotes",
  "/dashboard/quotes/:enquiryId": "quotes",
  "/dashboard/quote-pdfs/:quoteId/:copy": "quotes",
  "/dashboard/brochures": "catalogue",
  "/dashboard/audit": "audit",
  "/dashboard/enquiry-routing": "settings",
  "/dashboard/accounts": "accounts",
  "/dashboard/*": null,
};

/** Whose area each kind of record with a history belongs to. */
const REVISION_NEEDS: Record<RevisionEntity, Permission> = {
  "basic-info": "settings",
  "quote-settings": "settings",
  "home-page": "content",
  "about-page": "content",
  "page-seo": "content",
  navigation: "content",
  post: "content",
  category: "catalogue",
  product: "catalogue",
  "attribute-option": "catalogue",
  image: "catalogue",
  "gallery-photo": "catalogue",
  "room-scene": "catalogue",
};

/** The roles as decision 054 describes them; the translator was given Spanish only. */
const HOLDS: Record<Role, readonly Permission[]> = {
  owner: ["accounts", "backups", "settings", "audit", "catalogue", "content", "texts", "enquiries", "quotes", "analytics"],
  editor: ["catalogue", "content", "texts"],
  translator: ["texts"],
  sales: ["enquiries", "quotes", "analytics"],
};
const TRANSLATOR_LANGUAGES: Language[] = ["es"];

function holds(role: Role, need: Need): boolean {
  if (need === null) return true;
  if (typeof need === "string") return HOLDS[role].includes(need);
  return HOLDS[role].includes("texts") && (role !== "translator" || TRANSLATOR_LANGUAGES.includes(need.translate));
}

/** Every admin address to sweep, with what reading and changing it need; the history once per kind of record. */
function sweepTargets(): { path: string; action: string; read: Need; write: Need }[] {
  const paths = [...new Set(adminRoutes().map((route) => route.path))];
  // A form posted to an address an index route shares with its parent reaches the index's action with `?index`.
  const indexPaths = new Set(
    adminRoutes()
      .filter((route) => route.index)
      .map((route) => route.path),
  );
  return paths.flatMap((path) => {
    const need = ROUTE_NEEDS[path];
    if (need === undefined) return [];
    if (need === "subject")
      return Object.entries(REVISION_NEEDS).map(([entity, permission]) => {
        const address = `/dashboard/revisions/${entity}/00000000-0000-4000-8000-000000000000`;
        return { path: address, action: address, read: permission, write: permission };
      });
    const { read, write } = need !== null && typeof need === "object" && "read" in need ? need : { read: need, write: need };
    return [{ path: concrete(path), action: `${concrete(path)}${indexPaths.has(path) ? "?index" : ""}`, read, write }];
  });
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;
const redirectedTo = (response: Response) => new URL(response.headers.get("location") ?? "/", baseUrl()).pathname;

/** Refused for lack of a permission: 403, or 405 where the address answers no such method. */
const refusedForRole = (response: Response) => response.status === 403 || response.status === 405;

/**
 * The dashboard's home sends a role without the inbox on to a page it opens; a trip to re-authenticate or the sign-in
 * would mean something else answered.
 */
const sentOnFromHome = (response: Response) =>
  isRedirect(response) && !["/", "/dashboard", "/dashboard/re-authenticate"].includes(redirectedTo(response));

/** Let through: any answer but the role check's 403 or the sign-in guard's trip to the home page. */
const letThrough = (response: Response) => response.status !== 403 && !(isRedirect(response) && redirectedTo(response) === "/");

describe("role sweep", () => {
  const people = {} as Record<Role, { id: string; cookie: string }>;

  beforeAll(async () => {
    const { TEST_ADMIN } = await import("../support/server");
    const stamp = Date.now();
    for (const role of ROLES) {
      const [person] =
        role === "owner"
          ? [(await findUserByEmail(database.db, TEST_ADMIN.email))!]
          : await database.db
              .insert(users)
              .values({
                email: `sweep-${role}-${stamp}@example.com`,
                passwordHash: "never used: the sweep's sessions are inserted",
                role,
                translatorLanguages: role === "translator" ? TRANSLATOR_LANGUAGES : [],
              })
              .returning({ id: users.id });
      const token = await createSession(database.db, person!.id, { ipAddress: "192.0.2.220", userAgent: "role sweep" });
      people[role] = { id: person!.id, cookie: (await sessionCookieHeader(new Request(baseUrl()), token)).split(";")[0]! };
    }
  });

  afterAll(async () => {
    const ids = Object.values(people).map((person) => person.id);
    await database.db.delete(sessions).where(and(inArray(sessions.userId, ids), eq(sessions.userAgent, "role sweep")));
    await database.db.delete(users).where(and(inArray(users.id, ids), ne(users.role, "owner")));
  });

  async function ask(role: Role, method: "GET" | "POST", path: string, body?: URLSearchParams | FormData) {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      redirect: "manual",
      headers: { cookie: people[role].cookie, origin: baseUrl(), "x-forwarded-for": "192.0.2.220" },
      body,
    });
    await response.body?.cancel();
    return response;
  }

  it("lists every admin route, so a route added later fails until it says what it needs", () => {
    const paths = new Set(adminRoutes().map((route) => route.path));
    expect([...paths].filter((path) => !(path in ROUTE_NEEDS))).toEqual([]);
    expect(Object.keys(ROUTE_NEEDS).filter((path) => !paths.has(path))).toEqual([]);
    expect(Object.keys(REVISION_NEEDS).sort()).toEqual([...revisionEntities].sort());
  });

  it("opens each admin page to the roles whose permission it needs and refuses it to the others", async () => {
    const wrong: string[] = [];
    const requests: [path: string, need: Need][] = [
      ...sweepTargets().map(({ path, read }): [string, Need] => [path, read]),
      ["/dashboard/translations/export?language=es&scope=all&format=xliff", { translate: "es" }],
      ["/dashboard/translations/export?language=ru&scope=all&format=xlsx", { translate: "ru" }],
      ["/dashboard/translations", "texts"],
      ["/dashboard/translations/es?filter=all", { translate: "es" }],
      ["/dashboard/translations/ru", { translate: "ru" }],
    ];
    for (const [path, need] of requests) {
      const answers = await Promise.all(ROLES.map((role) => ask(role, "GET", path)));
      ROLES.forEach((role, index) => {
        const response = answers[index]!;
        const expected = holds(role, need)
          ? letThrough(response)
          : refusedForRole(response) || (path === "/dashboard" && sentOnFromHome(response));
        if (!expected) wrong.push(`${role} GET ${path}: ${response.status} ${response.headers.get("location") ?? ""}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("refuses every admin action to a role without its permission, and changes nothing", async () => {
    const before = await rowCounts();
    const settingsBefore = await database.db.select().from(siteSettings).orderBy(siteSettings.key);
    const scenesBefore = await database.db.select().from(roomScenes).orderBy(roomScenes.id);
    const forms = await intruderForms();
    const wrong: string[] = [];
    // One form per route and role lacking its permission, taken in turn from the intruder forms so each is sent: an
    // action that forgets its check answers any of them with something other than 403, and the counts show a change.
    // A role that holds the permission would carry the forms out: the journeys and each area's tests try what it may do.
    const refusals = sweepTargets().flatMap(({ path, action, write }) =>
      ROLES.filter((role) => !holds(role, write)).map((role) => ({ path, action, role })),
    );
    const answers = await Promise.all(
      refusals.map(({ action, role }, index) => ask(role, "POST", action, new URLSearchParams(forms[index % forms.length]))),
    );
    refusals.forEach(({ path, role }, index) => {
      const form = forms[index % forms.length]!;
      if (!refusedForRole(answers[index]!))
        wrong.push(`${role} POST ${path} ${form.intent ?? Object.keys(form)[0]}: ${answers[index]!.status}`);
    });
    // What a page open to every role holds that is not every role's: the sign-in rule and other accounts' second factor.
    const intentsNeeding: [Need, Record<string, string>][] = [
      ["settings", { intent: "save-policy", requireSecondFactor: "on" }],
      ["accounts", { intent: "reset-other", userId: people.owner.id }],
    ];
    for (const [need, form] of intentsNeeding)
      for (const role of ROLES.filter((candidate) => !holds(candidate, need))) {
        const response = await ask(role, "POST", "/dashboard/account/security", new URLSearchParams(form));
        if (!refusedForRole(response)) wrong.push(`${role} POST /dashboard/account/security ${form.intent}: ${response.status}`);
      }
    // A translator's file of a language not theirs, checked or applied, and a catalogue sheet from a role without the catalogue.
    for (const role of ROLES.filter((candidate) => !holds(candidate, { translate: "ru" }))) {
      const file = new FormData();
      file.set("intent", "check");
      file.set("language", "ru");
      file.set("file", new File(['<xliff version="2.0" srcLang="en" trgLang="ru"></xliff>'], "texts-ru.xlf"));
      const checking = await ask(role, "POST", "/dashboard/translations/import", file);
      if (!refusedForRole(checking)) wrong.push(`${role} POST /dashboard/translations/import check ru: ${checking.status}`);
      const applying = await ask(
        role,
        "POST",
        "/dashboard/translations/import",
        new URLSearchParams({ intent: "apply", language: "ru", previewed: JSON.stringify({ entries: [], versions: {} }) }),
      );
      if (!refusedForRole(applying)) wrong.push(`${role} POST /dashboard/translations/import apply ru: ${applying.status}`);
      const editing = await ask(
        role,
        "POST",
        "/dashboard/translations/ru",
        new URLSearchParams({
          subject: "company:site",
          version: "0",
          "entries[0].id": "company:site:name",
          "entries[0].source": "x",
          "entries[0].target": "Вторженец",
        }),
      );
      if (!refusedForRole(editing)) wrong.push(`${role} POST /dashboard/translations/ru: ${editing.status}`);
    }
    for (const role of ROLES.filter((candidate) => !holds(candidate, "catalogue"))) {
      const upload = new FormData();
      upload.set("sheet", new File(["id,title.en\n,Intruder Slab\n"], "products.csv"));
      const importing = await ask(role, "POST", "/dashboard/products/import", upload);
      if (!refusedForRole(importing)) wrong.push(`${role} POST /dashboard/products/import upload: ${importing.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(await database.db.select().from(siteSettings).orderBy(siteSettings.key)).toEqual(settingsBefore);
    expect(await database.db.select().from(roomScenes).orderBy(roomScenes.id)).toEqual(scenesBefore);
  });
});

describe("security headers", () => {
  it("sends an enforced CSP with a per-request nonce, nosniff, a referrer policy and no framing", async () => {
    // The sign-in page runs React's inline scripts; public pages run none (decision 017).
    const first = await fetch(`${baseUrl()}/login`);
    const second = await fetch(`${baseUrl()}/login`);
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toBe(second.headers.get("content-security-policy"));
    const nonce = policy.match(/'nonce-([^']+)'/)![1]!;
    const html = await first.text();
    for (const script of html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [])
      expect(script).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS and a Secure session cookie behind an HTTPS proxy", async () => {
    const { TEST_ADMIN } = await import("../support/server");
    const headers = { "x-forwarded-proto": "https", "x-forwarded-for": "192.0.2.200", "content-type": "application/x-www-form-urlencoded" };
    const response = await fetch(`${baseUrl()}/login`, {
      method: "POST",
      redirect: "manual",
      headers,
      body: new URLSearchParams(TEST_ADMIN),
    });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  });
});
