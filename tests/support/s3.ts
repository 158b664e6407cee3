import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type RunningS3Server = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * Starts an S3 protocol server on a free loopback port with one empty bucket. Its objects live in a
 * fresh temporary folder, removed by `stop()`, because s3rver keeps buckets on disk between runs.
 */
export async function startS3Server(bucket = "quartz-test"): Promise<RunningS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "quartz-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
