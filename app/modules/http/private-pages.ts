/** The dashboard and every sign-in page, with their `.data` twins that client navigation fetches. */
const privatePath = /^\/(dashboard|login|logout|forget-password|reset-password|verify-email|confirm-email)(?:[/.]|$)/;

/** Whether a response is about one signed-in person, so no browser or proxy may keep it. */
export function isPrivateResponse(pathname: string): boolean {
  return privatePath.test(pathname);
}

/**
 * Public pages change whenever the owner saves in the dashboard, on any instance. A cache in front
 * of the site may keep them but must ask again each time, so a saved change is seen at once
 * everywhere; responses with a lifetime of their own (media, hashed assets) set theirs.
 */
export function cacheControlFor(pathname: string): string {
  return isPrivateResponse(pathname) ? "no-store" : "no-cache";
}
