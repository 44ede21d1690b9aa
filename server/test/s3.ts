/**
 * An S3-compatible store for tests (s3rver, on loopback, files in a temporary directory), the
 * environment that points the documents' `s3` driver at it, and a way to take it down and
 * bring it back, for the outage tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const BUCKET = 'fairsplit-documents';
/** s3rver's fixed test credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** DOCUMENTS_* settings for an app that keeps new uploads in this store. */
  env: Record<string, string>;
  /** The size of document `id`'s object, or null when there is none. */
  objectBytes(id: number): Promise<number | null>;
  /** How many objects the bucket holds (at most 1,000 are counted). */
  objectCount(): Promise<number>;
  /** The store stops answering (connections refused) until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fairsplit-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    if (!server) return;
    server.httpServer.closeAllConnections();
    await server.close();
    server = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    env: {
      DOCUMENTS_STORAGE: 's3',
      DOCUMENTS_S3_BUCKET: BUCKET,
      DOCUMENTS_S3_ENDPOINT: endpoint,
      DOCUMENTS_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      DOCUMENTS_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
    },
    async objectBytes(id) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: BUCKET, Key: `documents/${id}` }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
    async objectCount() {
      const list = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return list.KeyCount ?? 0;
    },
    stop,
    start,
    async destroy() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
