import type { IncomingHttpHeaders } from "node:http";

export declare const SITE_NAME: string;
export declare function nginxMissing(): string | null;
export type CommittedSite = { httpUrl: string; httpsUrl: string; stop(): Promise<void> };
export declare function startCommittedSite(originUrl: string): Promise<CommittedSite>;
export type SiteAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
export declare function requestThroughSite(url: string, options?: { headers?: Record<string, string>; localAddress?: string }): Promise<SiteAnswer>;
