import type { Page } from "playwright-core";

/**
 * Chromium's virtual authenticator for this page, driven over the DevTools protocol: a platform authenticator that
 * verifies the user and keeps resident keys, so a journey runs a real WebAuthn ceremony, no mock. It stays with the
 * page across navigations. Answers a function that lists the credentials it holds.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
}
