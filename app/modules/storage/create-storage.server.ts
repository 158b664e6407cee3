import path from "node:path";
import type { Config } from "~/config/config.server";
import { createS3Storage } from "./s3-storage.server";
import { createLocalStorage, type Storage } from "./storage.server";

/** The bucket when the S3_* variables are set, otherwise files under DATA_DIR/files. */
export function createStorage(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "files"));
}
