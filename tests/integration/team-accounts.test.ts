import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import {
  auditEvents,
  authTokens,
  invitations,
  mailOutbox,
  media,
  posts,
  products,
  rateLimits,
  revisions,
  sessions,
  users,
} from "~/database/schema";
import { TOKEN_LIFETIME_MS } from "~/modules/account-links/tokens.server";
import { createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import {
  acceptInvitation,
  cancelInvitation,
  inviteTeamMember,
  listPendingInvitations,
  readInvitation,
  resendInvitation,
  type Inviter,
} from "~/modules/auth/invitations.server";
import { endOtherSessions, endOwnSession, listOwnSessions } from "~/modules/auth/own-sessions.server";
import { createSession, findSessionUser } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { changeRole, removeAccount, setAccountDisabled } from "~/modules/auth/team-accounts.server";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { mediaRow, postRow } from "../support/content-rows";
import { deliverOutbox, TEST_PUBLIC_URL } from "../support/mail";
import { productTexts } from "../support/product-texts";

const owner = { email: "owner@example.com", password: "correct horse battery staple" };
const client = { ipAddress: "203.0.113.77", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
const HOUR_MS = 3_600_000;

describe.each(databaseKinds)("team accounts on %s", (kind) => {
  let database: DatabaseHandle;
  let inviter: Inviter;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [mailOutbox, authTokens, invitations, sessions, rateLimits, auditEvents, users]) await database.db.delete(table);
    await createOrResetAdministrator(database.db, owner.email, owner.password);
    const row = (await findUserByEmail(database.db, owner.email))!;
    await database.db.update(users).set({ name: "Wang Fang" }).where(eq(users.id, row.id));
    inviter = { id: row.id, email: row.email, name: "Wang Fang", dashboardLanguage: "zh" };
  });

  const actor = () => ({ id: inviter.id, email: inviter.email, ipAddress: client.ipAddress });

  /** Sends what the outbox holds, as the server's worker would, and returns the invitation links in the mails, by address. */
  async function mailedLinks(now = new Date()) {
    const links = new Map<string, string>();
    for (const mail of await deliverOutbox(database.db, now)) {
      const token = new RegExp(`${TEST_PUBLIC_URL}/accept-invitation/([\\w-]+)`).exec(mail.text)?.[1];
      if (token) links.set(mail.to[0]!, token);
    }
    return links;
  }

  const invite = (
    email: string,
    role: "sales" | "editor" | "translator" | "owner" = "sales",
    now = new Date(),
    dashboardLanguage: "en" | "zh" = "zh",
  ) =>
    inviteTeamMember(
      database.db,
      inviter,
      { email, name: "Li Na", role, translatorLanguages: ["es", "ru"], dashboardLanguage },
      client.ipAddress,
      now,
    );

  const accept = (token: string, now = new Date(), password = "a long enough password") =>
    acceptInvitation(database.db, token, { name: " Li Na ", password }, client, now);

  it("mails a link in the language chosen for the person whose token is stored only as a hash, and the person it makes signs in", async () => {
    expect(await invite("New.Seller@Example.com", "sales")).toBe("sent");
    const [queued] = await database.db.select().from(mailOutbox);
    expect(queued!.text).toContain("{{link}}");

    const sentAt = new Date();
    const [mail] = await deliverOutbox(database.db, sentAt);
    expect(mail!.to).toEqual(["new.seller@example.com"]);
    expect(mail!.subject).toBe("邀请您加入网站后台");
    expect(mail!.text).toContain("Wang Fang (owner@example.com) 邀请您以“销售”的身份");
    const token = new RegExp(`${TEST_PUBLIC_URL}/accept-invitation/([\\w-]+)`).exec(mail!.text)![1]!;
    const stored = await database.db.select().from(authTokens);
    expect(stored.map((row) => row.tokenHash)).toEqual([sha256Hex(token)]);
    expect(stored[0]!.expiresAt.getTime() - sentAt.getTime()).toBe(TOKEN_LIFETIME_MS.invitation);

    expect(await readInvitation(database.db, token)).toEqual({
      state: "usable",
      email: "new.seller@example.com",
      name: "Li Na",
      role: "sales",
      language: "zh",
    });
    const accepted = await accept(token, new Date(sentAt.getTime() + HOUR_MS));
    if (!accepted.ok) throw new Error(`not accepted: ${accepted.reason}`);
    const session = await findSessionUser(database.db, accepted.sessionToken);
    expect(session).toMatchObject({
      email: "new.seller@example.com",
      name: "Li Na",
      role: "sales",
      translatorLanguages: [],
      emailVerified: true,
    });
    expect(await listPendingInvitations(database.db)).toEqual([]);
    const signedIn = await signIn(database.db, { email: "new.seller@example.com", password: "a long enough password" }, client);
    expect(signedIn.ok).toBe(true);
    const events = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(events.map((event) => [event.action, event.actorEmail, event.subject])).toEqual([
      ["invitation-sent", owner.email, "account:new.seller@example.com"],
      ["invitation-accepted", "new.seller@example.com", "account:new.seller@example.com"],
      ["sign-in", "new.seller@example.com", ""],
    ]);
  });

  it("works once: the second use of a link says it was used, and two tabs at once make one account", async () => {
    await invite("once@example.com");
    const token = (await mailedLinks()).get("once@example.com")!;
    const [first, second] = await Promise.all([accept(token), accept(token)]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect(first.ok ? second : first).toEqual({ ok: false, reason: "used" });
    expect(await accept(token)).toEqual({ ok: false, reason: "used" });
    expect(await readInvitation(database.db, token)).toEqual({ state: "used" });
    expect(await database.db.select().from(users).where(eq(users.email, "once@example.com"))).toHaveLength(1);
  });

  it("expires seven days after its mail went out", async () => {
    await invite("late@example.com");
    const sentAt = new Date();
    const token = (await mailedLinks(sentAt)).get("late@example.com")!;
    const lastMoment = new Date(sentAt.getTime() + TOKEN_LIFETIME_MS.invitation - 1000);
    const aWeekOn = new Date(sentAt.getTime() + TOKEN_LIFETIME_MS.invitation);
    expect((await readInvitation(database.db, token, lastMoment)).state).toBe("usable");
    expect(await readInvitation(database.db, token, aWeekOn)).toEqual({ state: "expired" });
    expect(await accept(token, aWeekOn)).toEqual({ ok: false, reason: "expired" });
    expect(await findUserByEmail(database.db, "late@example.com")).toBeNull();
    // The owner sees it waiting with its link run out, and can send it again: a new week from then.
    const [pending] = await listPendingInvitations(database.db, aWeekOn);
    expect(pending).toMatchObject({ email: "late@example.com", expiresAt: null });
    expect(await resendInvitation(database.db, inviter, pending!.id, client.ipAddress, aWeekOn)).toEqual({ email: "late@example.com" });
    const fresh = (await mailedLinks(aWeekOn)).get("late@example.com")!;
    expect((await accept(fresh, aWeekOn)).ok).toBe(true);
  });

  it("replaces an earlier invitation to the same address, its link and its unsent mail with it", async () => {
    await invite("twice@example.com", "sales");
    const firstLink = (await mailedLinks()).get("twice@example.com")!;
    await invite("twice@example.com", "sales");
    expect(await invite("twice@example.com", "translator")).toBe("replaced");
    // The second invitation's mail was still unsent: it went with it, so one mail goes out.
    const links = await deliverOutbox(database.db);
    expect(links).toHaveLength(1);
    const latest = new RegExp(`${TEST_PUBLIC_URL}/accept-invitation/([\\w-]+)`).exec(links[0]!.text)![1]!;
    expect(await readInvitation(database.db, firstLink)).toEqual({ state: "unknown" });
    expect(await accept(firstLink)).toEqual({ ok: false, reason: "unknown" });
    expect(await listPendingInvitations(database.db)).toMatchObject([{ email: "twice@example.com", role: "translator" }]);
    const accepted = await accept(latest);
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(await findSessionUser(database.db, accepted.sessionToken)).toMatchObject({
      role: "translator",
      translatorLanguages: ["es", "ru"],
    });
  });

  it("refuses an address that has an account, and a cancelled invitation's link", async () => {
    expect(await invite(" OWNER@example.com ")).toBe("has-account");
    expect(await database.db.select().from(invitations)).toEqual([]);

    await invite("cancel-me@example.com");
    const token = (await mailedLinks()).get("cancel-me@example.com")!;
    const [pending] = await listPendingInvitations(database.db);
    expect(await cancelInvitation(database.db, inviter, pending!.id, client.ipAddress)).toEqual({ email: "cancel-me@example.com" });
    expect(await accept(token)).toEqual({ ok: false, reason: "unknown" });
    expect(await cancelInvitation(database.db, inviter, pending!.id, client.ipAddress)).toBeNull();
  });

  it("writes in the language chosen for the person, not the inviter's, and keeps it when the invitation is sent again", async () => {
    await invite("english@example.com", "editor", new Date(), "en");
    const [mail] = await deliverOutbox(database.db);
    expect(mail!.subject).toBe("You are invited to the website's dashboard");
    expect(mail!.text).toContain("Wang Fang (owner@example.com) invites you to help run the website's dashboard as Editor.");
    const [pending] = await listPendingInvitations(database.db);
    await resendInvitation(database.db, inviter, pending!.id, client.ipAddress);
    const [again] = await deliverOutbox(database.db);
    expect(again!.subject).toBe("You are invited to the website's dashboard");
    const token = new RegExp(`${TEST_PUBLIC_URL}/accept-invitation/([\\w-]+)`).exec(again!.text)![1]!;
    expect(await readInvitation(database.db, token)).toMatchObject({ state: "usable", language: "en" });
    const accepted = await accept(token);
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(await findSessionUser(database.db, accepted.sessionToken)).toMatchObject({ dashboardLanguage: "en" });
  });

  it("never leaves the site without an active owner", async () => {
    const self = inviter.id;
    expect(await changeRole(database.db, actor(), self, "editor", [])).toBe("last-owner");
    expect(await setAccountDisabled(database.db, actor(), self, true)).toBe("last-owner");
    expect(await removeAccount(database.db, actor(), self)).toBe("last-owner");
    expect((await findUserByEmail(database.db, owner.email))!.role).toBe("owner");

    // A disabled second owner does not count: the first is still the last active one.
    await createOrResetAdministrator(database.db, "second-owner@example.com", "second owner password");
    const second = (await findUserByEmail(database.db, "second-owner@example.com"))!;
    expect(await setAccountDisabled(database.db, actor(), second.id, true)).toBe("done");
    expect(await changeRole(database.db, actor(), self, "sales", [])).toBe("last-owner");

    expect(await setAccountDisabled(database.db, actor(), second.id, false)).toBe("done");
    expect(await changeRole(database.db, actor(), self, "sales", [])).toBe("done");
    const secondActor = { id: second.id, email: second.email, ipAddress: client.ipAddress };
    expect(await removeAccount(database.db, secondActor, second.id)).toBe("last-owner");
    expect(await removeAccount(database.db, secondActor, self)).toBe("done");
    const events = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(events.map((event) => event.action)).toEqual(["account-disabled", "account-enabled", "role-changed", "account-removed"]);
  });

  it("ends a disabled account's sessions and refuses its password until it is enabled", async () => {
    await createOrResetAdministrator(database.db, "seller@example.com", "seller password 1");
    const seller = (await findUserByEmail(database.db, "seller@example.com"))!;
    const token = await createSession(database.db, seller.id, client);
    expect(await setAccountDisabled(database.db, actor(), seller.id, true)).toBe("done");
    expect(await findSessionUser(database.db, token)).toBeNull();
    expect(await signIn(database.db, { email: seller.email, password: "seller password 1" }, client)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await setAccountDisabled(database.db, actor(), seller.id, false)).toBe("done");
    expect((await signIn(database.db, { email: seller.email, password: "seller password 1" }, client)).ok).toBe(true);
  });

  it("keeps the name of whoever wrote something after their account is removed", async () => {
    await invite("editor@example.com", "editor");
    const accepted = await accept((await mailedLinks()).get("editor@example.com")!);
    if (!accepted.ok) throw new Error(accepted.reason);
    const editor = (await findUserByEmail(database.db, "editor@example.com"))!;
    const imageId = "0b9a3c1e-5d2f-4e6a-8b7c-9d0e1f2a3b4c";
    await database.db.insert(media).values(
      mediaRow({
        id: imageId,
        baseKey: "library/removed-author",
        filename: "slab.jpg",
        width: 10,
        height: 10,
        variants: [],
        uploadedBy: editor.id,
      }),
    );
    await database.db
      .insert(products)
      .values({ id: "removed-author-slab", texts: productTexts({ title: "Slab" }), photoUrl: "/media/x.jpg", addedBy: editor.id });
    await database.db.insert(posts).values(postRow({ slug: "removed-author-news", titleEn: "News", authorId: editor.id }));
    await database.db
      .insert(revisions)
      .values({ entityType: "navigation", entityId: "site", version: 7, data: {}, authorId: editor.id, authorEmail: editor.email });

    expect(await removeAccount(database.db, actor(), editor.id)).toBe("done");
    expect(await findUserByEmail(database.db, editor.email)).toBeNull();
    expect(await findSessionUser(database.db, accepted.sessionToken)).toBeNull();
    const [image] = await database.db.select().from(media).where(eq(media.id, imageId));
    expect([image!.uploadedBy, image!.uploadedByEmail]).toEqual([null, "editor@example.com"]);
    const [product] = await database.db.select().from(products).where(eq(products.id, "removed-author-slab"));
    expect([product!.addedBy, product!.addedByEmail]).toEqual([null, "editor@example.com"]);
    const [post] = await database.db.select().from(posts).where(eq(posts.slug, "removed-author-news"));
    expect([post!.authorId, post!.authorEmail]).toEqual([null, "editor@example.com"]);
    const [revision] = await database.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, "navigation"), eq(revisions.version, 7)));
    expect([revision!.authorId, revision!.authorEmail]).toEqual([null, "editor@example.com"]);
    // The log still names them for what they did, and names what was done to them.
    const events = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(events.find((event) => event.action === "invitation-accepted")).toMatchObject({
      actorId: null,
      actorEmail: "editor@example.com",
    });
    expect(events.at(-1)).toMatchObject({ action: "account-removed", actorEmail: owner.email, subject: "account:editor@example.com" });
  });

  it("lists a person's own sessions with their device, ends one of them, then all but this one, and never another person's", async () => {
    const phone = {
      ipAddress: "198.51.100.23",
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Version/17.1 Mobile/15E148 Safari/604.1",
    };
    const here = await createSession(database.db, inviter.id, client);
    const onPhone = await createSession(database.db, inviter.id, phone);
    await createSession(database.db, inviter.id, client);
    const me = (await findSessionUser(database.db, here))!;
    const listed = await listOwnSessions(database.db, me);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = listed.find((session) => session.ipAddress === phone.ipAddress)!;
    expect(phoneSession.device).toEqual({ browser: "Mobile Safari 17", system: "iOS 17.1" });

    await createOrResetAdministrator(database.db, "someone-else@example.com", "another password");
    const other = (await findUserByEmail(database.db, "someone-else@example.com"))!;
    const theirs = await createSession(database.db, other.id, client);
    const theirSession = (await findSessionUser(database.db, theirs))!;
    expect(await endOwnSession(database.db, me, theirSession.sessionId, client.ipAddress)).toBe(false);
    expect(await findSessionUser(database.db, theirs)).not.toBeNull();

    expect(await endOwnSession(database.db, me, phoneSession.id, client.ipAddress)).toBe(true);
    expect(await findSessionUser(database.db, onPhone)).toBeNull();
    expect(await endOtherSessions(database.db, me, client.ipAddress)).toBe(1);
    expect((await listOwnSessions(database.db, me)).map((session) => session.current)).toEqual([true]);
    expect(await findSessionUser(database.db, here)).not.toBeNull();
  });
});
