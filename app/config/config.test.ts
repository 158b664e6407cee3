import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

const s3Env = {
  S3_ENDPOINT: "http://127.0.0.1:4568",
  S3_BUCKET: "quartz-media",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("loadConfig accepted the environment");
}

describe("loadConfig", () => {
  it("uses the defaults for an empty environment and local storage", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      dataDir: path.resolve("./data"),
      DATABASE_POOL_SIZE: 10,
      SEED_DEMO: "true",
      COMPOSE_ROOMS: "true",
      SITE_TIME_ZONE: "Asia/Shanghai",
      PAGE_VIEW_RETENTION_DAYS: 400,
      PAGE_CACHE_MAX_MB: 64,
      TRUST_PROXY: ["loopback"],
      PUBLIC_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
      s3: null,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.HOST).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", S3_ENDPOINT: "", S3_BUCKET: "" })).toMatchObject({ PORT: 3000, s3: null });
  });

  it("reads a complete S3 set, path-style by default when an endpoint is given", () => {
    expect(loadConfig(s3Env).s3).toEqual({
      endpoint: "http://127.0.0.1:4568",
      bucket: "quartz-media",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
  });

  it("uses AWS's own endpoint and virtual-hosted buckets when no endpoint is given", () => {
    const { S3_ENDPOINT: _endpoint, ...awsEnv } = s3Env;
    expect(loadConfig(awsEnv).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it.each(["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])("fails on one line naming a missing %s", (name) => {
    const env: Record<string, string> = { ...s3Env };
    delete env[name];
    const message = errorOf(env);
    expect(message).toBe(`Configuration error: ${name} must be set because S3_ENDPOINT is set`);
    expect(message).not.toContain("\n");
  });

  it("fails when only an optional S3 variable is set", () => {
    expect(errorOf({ S3_FORCE_PATH_STYLE: "true" })).toBe("Configuration error: S3_BUCKET must be set because S3_FORCE_PATH_STYLE is set");
  });

  it.each([
    ["S3_ENDPOINT", "ftp://storage.example.com"],
    ["S3_BUCKET", "Quartz_Media"],
    ["S3_REGION", "US East"],
    ["S3_FORCE_PATH_STYLE", "yes"],
  ])("fails naming %s when its value is malformed", (name, value) => {
    expect(errorOf({ ...s3Env, [name]: value })).toMatch(new RegExp(`^Configuration error: ${name} `));
  });

  it.each(["abc", "70000", "-1", "3.5"])("fails naming PORT for %j", (port) => {
    const message = errorOf({ PORT: port });
    expect(message).toMatch(/^Configuration error: PORT /);
    expect(message).not.toContain("\n");
  });

  it("keeps raw page views at least as long as the top-pages ranking reads them", () => {
    expect(loadConfig({ PAGE_VIEW_RETENTION_DAYS: "30" }).PAGE_VIEW_RETENTION_DAYS).toBe(30);
    expect(errorOf({ PAGE_VIEW_RETENTION_DAYS: "0" })).toBe(
      "Configuration error: PAGE_VIEW_RETENTION_DAYS Too small: expected number to be >=1",
    );
    expect(errorOf({ PAGE_VIEW_RETENTION_DAYS: "a year" })).toMatch(/^Configuration error: PAGE_VIEW_RETENTION_DAYS /);
  });

  it("takes the page cache's memory in whole megabytes, 0 turning it off", () => {
    expect(loadConfig({ PAGE_CACHE_MAX_MB: "0" }).PAGE_CACHE_MAX_MB).toBe(0);
    expect(loadConfig({ PAGE_CACHE_MAX_MB: "256" }).PAGE_CACHE_MAX_MB).toBe(256);
    expect(errorOf({ PAGE_CACHE_MAX_MB: "-1" })).toMatch(/^Configuration error: PAGE_CACHE_MAX_MB /);
    expect(errorOf({ PAGE_CACHE_MAX_MB: "lots" })).toMatch(/^Configuration error: PAGE_CACHE_MAX_MB /);
  });

  it("requires PUBLIC_URL in production, on one line naming it", () => {
    const message = errorOf({ NODE_ENV: "production" });
    expect(message).toMatch(/^Configuration error: PUBLIC_URL must be set when NODE_ENV=production/);
    expect(message).not.toContain("\n");
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.quartz.example" }).PUBLIC_URL).toBe("https://www.quartz.example");
  });

  it("keeps PUBLIC_URL as an origin without a trailing slash, and defaults it to this machine's port outside production", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.quartz.example/" }).PUBLIC_URL).toBe("https://www.quartz.example");
    expect(loadConfig({ PUBLIC_URL: "HTTPS://WWW.Quartz.Example:443" }).PUBLIC_URL).toBe("https://www.quartz.example");
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
  });

  it.each(["www.quartz.example", "ftp://quartz.example", "https://quartz.example/shop", "https://quartz.example/?a=1"])(
    "refuses PUBLIC_URL %j",
    (url) => {
      expect(errorOf({ PUBLIC_URL: url })).toMatch(/^Configuration error: PUBLIC_URL must be/);
    },
  );

  it("reads HOST as an address or a host name", () => {
    expect(loadConfig({ HOST: "127.0.0.1" }).HOST).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "::1" }).HOST).toBe("::1");
    expect(loadConfig({ HOST: "localhost" }).HOST).toBe("localhost");
    expect(errorOf({ HOST: "127.0.0.1:3000" })).toMatch(/^Configuration error: HOST must be an IP address or a host name/);
  });

  it("refuses an unknown LOG_LEVEL", () => {
    expect(loadConfig({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
    expect(errorOf({ LOG_LEVEL: "loud" })).toMatch(/^Configuration error: LOG_LEVEL /);
  });
});
