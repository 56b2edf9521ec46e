import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { ImageStorage } from "./image-storage.server";
import { assertStorageKey, contentTypeOf } from "./storage-keys";

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  /** Another S3-compatible service: https://<account>.r2.cloudflarestorage.com, http://minio:9000... */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO, most self-hosted services) instead of the host name. */
  forcePathStyle?: boolean;
  /** Prepended to every key, so one bucket can hold several apps. */
  prefix?: string;
}

const DEFAULT_PRESIGN_SECONDS = 300;

/**
 * Design files in an S3-compatible bucket, through the AWS SDK v3. Objects are written
 * private (no ACL, so the bucket's default: private); readers get them through the app,
 * which streams them or hands out a presigned GET valid for minutes.
 */
export function createS3Storage(options: S3StorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Only the checksums S3 itself requires: R2, MinIO and older S3 look-alikes refuse the
    // SDK's newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ?? "";
  const objectKey = (key: string) => `${prefix}${assertStorageKey(key)}`;

  return {
    kind: "s3",
    async put(key, content, putOptions) {
      const Body = typeof content === "string" ? Buffer.from(content, "utf8") : content;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body,
          ContentLength: Body.length,
          ContentType: putOptions?.contentType ?? contentTypeOf(key),
          // Keys never change content: a design id names one image for good.
          CacheControl: "private, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        const body = answer.Body as Readable | undefined;
        if (!body) return null;
        return {
          size: answer.ContentLength ?? 0,
          modified: answer.LastModified ?? new Date(0),
          contentType: answer.ContentType ?? contentTypeOf(key),
          stream: () => body,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async list(keyPrefix) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${prefix}${keyPrefix}` })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
      }
      return keys.sort();
    },
    async presignGet(key, presignOptions = {}) {
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentDisposition: presignOptions.downloadName
          ? `attachment; filename="${presignOptions.downloadName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(presignOptions.downloadName)}`
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: presignOptions.expiresInSeconds ?? DEFAULT_PRESIGN_SECONDS });
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}
