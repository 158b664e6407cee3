/** The dashboard and every sign-in page, with their `.data` twins that client navigation fetches. */
const privatePath = /^\/(dashboard|login|logout|forget-password|reset-password|verify-email|confirm-email)(?:[/.]|$)/;

/** Whether a response is about one signed-in person, so no browser or proxy may keep it. */
export function isPrivateResponse(pathname: string): boolean {
  return privatePath.test(pathname);
}
