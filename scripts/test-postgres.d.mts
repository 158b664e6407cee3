export declare const DEFAULT_TEST_POSTGRES_URL: string;
export type TestPostgres = { url: string; started: boolean; databaseDir: string | null; stop(): Promise<void> };
export declare function postgresForTests(url?: string, log?: (line: string) => void): Promise<TestPostgres>;
export declare class TestPostgresUnavailable extends Error {}
