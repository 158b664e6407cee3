/**
 * A PDF shown in the browser, saved under a readable name where the browser reads RFC 5987's `filename*` and under
 * its ASCII name elsewhere.
 */
export function pdfContentDisposition(asciiName: string, readableName: string): string {
  // RFC 5987's attr-char excludes ' ( ) *, which encodeURIComponent leaves as they are.
  const encoded = encodeURIComponent(readableName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

/** Characters no file system or browser accepts in a file name. */
export const unsafeInFileName = /[\\/:*?"<>|\p{Cc}]+/gu;

export const asciiFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-");
