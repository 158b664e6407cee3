export declare const DEFAULT_TEST_POSTGRES_URL: string;
export type TestPostgres = {
  url: string;
  started: boolean;
  databaseDir: string | null;
  /** The log of the server started for the tests, written by the server itself; null when it was already there. */
  logFile: string | null;
  /** With `keepLog`, the log outlives the stop and its new path is returned. */
  stop(options?: { keepLog?: boolean }): Promise<string | null>;
};
export declare function logTail(logFile: string, lines?: number): string;
export declare function postgresForTests(url?: string, log?: (line: string) => void): Promise<TestPostgres>;
export declare class TestPostgresUnavailable extends Error {}
