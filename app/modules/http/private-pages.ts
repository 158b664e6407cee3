/** The dashboard and every sign-in page, with their `.data` twins that client navigation fetches. */
const privatePath = /^\/(dashboard|login|logout|forget-password|reset-password|verify-email|confirm-email|accept-invitation)(?:[/.]|$)/;

/** Whether a response is about one signed-in person, so no browser or proxy may keep it. */
export function isPrivateResponse(pathname: string): boolean {
  return privatePath.test(pathname);
}

/**
 * Public pages change whenever the owner saves in the dashboard, on any instance. A cache in front
 * of the site may keep them but must ask again each time (their ETag makes that a 304), so a saved
 * change is seen at once everywhere; responses with a lifetime of their own (media, hashed assets)
 * set theirs. A public page asked for with a session cookie may show the signed-in layout, so only
 * that browser may keep it.
 */
export function cacheControlFor(pathname: string, options: { sessionCookie: boolean }): string {
  if (isPrivateResponse(pathname)) return "no-store";
  return options.sessionCookie ? "private, no-cache" : "no-cache";
}
