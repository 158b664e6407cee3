/** The size Facebook, LinkedIn, WhatsApp and X's large card show a link's picture at (1.91:1); pages declare it in `og:image:width` and `og:image:height`. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
