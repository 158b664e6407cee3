import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "~/config/config.server";
import { assertSafeKey, contentTypeOf, listedUnder, type ListedObject, type Storage } from "./storage.server";

const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/** Stores files as objects in one S3-compatible bucket, under the same keys the local store uses. */
export function createS3Storage(config: S3Config): Storage {
  // The SDK version pinned for Node 20 prints a multi-line notice to stderr, outside the JSON logs; the pin is deliberate.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Several S3-compatible servers (older MinIO and Ceph, s3rver) reject or ignore the CRC
    // checksums the SDK adds by default, so send them only where the API demands one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  async function listWithDates(prefix = ""): Promise<ListedObject[]> {
    const objects: ListedObject[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && listedUnder(prefix, object.Key)) objects.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date() });
      }
    }
    return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      let result;
      try {
        result = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
      if (!(result.Body instanceof Readable)) throw new Error("The S3 client returned a body that is not a Node stream.");
      // The type comes from the key, as for local files, so both stores answer alike and only known types are served.
      return { body: result.Body, size: result.ContentLength ?? 0, contentType: contentTypeOf(key) };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async list(prefix) {
      return (await listWithDates(prefix)).map((object) => object.key);
    },
    listWithDates,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS) });
    },
  };
}
