import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import { passkeys } from "~/database/schema";
import { closeChallenge, openChallenge, readChallenge } from "./sign-in-challenges.server";

/**
 * Who the passkeys belong to, from PUBLIC_URL alone (never the request's Host, which a client chooses): the relying
 * party id is its host name, and an answer is accepted only from its origin.
 */
export type WebAuthnSite = { rpID: string; origin: string; rpName: string };

export function webAuthnSite(publicUrl: string): WebAuthnSite {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: url.hostname };
}

/**
 * The algorithms every passkey provider offers, named rather than left to the library's default, which probes the
 * runtime for post-quantum ones through an API Node marks experimental (and warns about in the server's log).
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[\w-]*$/);

/** What a browser answers, checked for shape before the library checks its signatures. */
const registrationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

const authenticationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** A browser's answer, sent as JSON in a form field. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function listPasskeys(db: Database, userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

/**
 * Options for the browser to make a new passkey, and the token of the server-side record that remembers their
 * challenge. The account's passkeys are excluded, so one authenticator is not registered twice. Resident keys are
 * preferred, so a passkey can later sign in without a typed address.
 */
export async function passkeyRegistrationOptions(
  db: Database,
  user: { id: string; email: string },
  site: WebAuthnSite,
  now = new Date(),
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; token: string }> {
  const existing = await listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: site.rpName,
    rpID: site.rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return { options, token: await openChallenge(db, "passkey-registration", user.id, now, options.challenge) };
}

/** Checks the browser's new credential against the record's challenge (used once) and keeps it under `name`. */
export async function addPasskey(
  db: Database,
  user: { id: string },
  input: { token: string; response: string; name: string },
  site: WebAuthnSite,
  now = new Date(),
): Promise<"added" | "invalid"> {
  const record = await readChallenge(db, input.token, "passkey-registration", now, user.id);
  if (!record?.challenge || !(await closeChallenge(db, input.token))) return "invalid";
  const parsed = registrationResponseSchema.safeParse(parseJson(input.response));
  if (!parsed.success) return "invalid";
  const verification = await verifyRegistrationResponse({
    response: parsed.data as RegistrationResponseJSON,
    expectedChallenge: record.challenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) return "invalid";
  const { credential } = verification.registrationInfo;
  const added = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      name: input.name,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return added.length > 0 ? "added" : "invalid";
}

/** Options asking for one of the account's passkeys, for the second step of sign-in or a re-authentication. */
export async function passkeyAuthenticationOptions(
  db: Database,
  userId: string,
  site: WebAuthnSite,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const existing = await listPasskeys(db, userId);
  return generateAuthenticationOptions({
    rpID: site.rpID,
    allowCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    userVerification: "preferred",
  });
}

/**
 * Whether the browser's answer was signed by one of the account's passkeys over `expectedChallenge`, from the site's
 * origin. The signature counter and last use are recorded; a counter that went backwards (a cloned key) fails.
 */
export async function verifyPasskey(
  db: Database,
  userId: string,
  expectedChallenge: string,
  response: string,
  site: WebAuthnSite,
  now = new Date(),
): Promise<boolean> {
  const parsed = authenticationResponseSchema.safeParse(parseJson(response));
  if (!parsed.success) return false;
  const [stored] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, parsed.data.id), eq(passkeys.userId, userId)));
  if (!stored) return false;
  const verification = await verifyAuthenticationResponse({
    response: parsed.data as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(passkeys.id, stored.id));
  return true;
}

export async function removePasskey(db: Database, userId: string, passkeyId: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}
