import type { Browser } from "playwright-core";

export declare const CHROMIUM_FLAGS: string[];
export declare function fullChromiumPath(): string;
export declare function headlessShellPath(): string | undefined;
export declare function launchChromium(options?: { fullBrowser?: boolean }): Promise<Browser>;
