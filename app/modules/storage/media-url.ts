/** Stored files are served by the site itself under /media, never from another host. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
