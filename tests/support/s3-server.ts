import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  /** The app's configuration for this server (S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-speaking server (s3rver) on loopback, on a free port, with one empty bucket
 * and its files in a temporary folder. Its signature check is on: requests must be signed
 * with its account (S3RVER / S3RVER), as the SDK does with the app's credentials.
 */
export async function startS3Server(bucket = "inkwell-test"): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "inkwell-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
