/**
 * The `s3` driver: each document is one object, `<prefix>documents/<id>`, in any S3-compatible
 * store. An upload streams through a multipart upload (5 MiB parts, one in flight: memory stays
 * flat whatever the file's size) and becomes visible only when complete, so a failure leaves
 * no object behind (the SDK aborts the multipart upload). Whatever the store answers when it
 * fails, the caller sees one 503: `storageUnavailable` (nothing kept) for an upload,
 * `storageUnreachable` for a read or a removal; the source's own refusals (a type, a
 * size) pass through as they are.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { DOCUMENT_MESSAGES } from '@shared/documents';
import type { S3Settings } from '../../config';
import { AppError } from '../../http/app-error';
import type { DocumentStorage } from './storage';

/** The smallest part S3 accepts (but for the last). */
const PART_BYTES = 5 * 1024 * 1024;

/** A store that does not answer within this is counted as down (the SDK retries once). */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** The store failed: an upload was not kept (`write`), or a file cannot be read or removed. */
function storeFailed(
  message:
    typeof DOCUMENT_MESSAGES.storageUnavailable | typeof DOCUMENT_MESSAGES.storageUnreachable,
  cause: unknown,
): AppError {
  const error = new AppError('unavailable', message);
  error.cause = cause;
  return error;
}

export function s3Storage(settings: S3Settings): DocumentStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
    // Checksums only where S3 requires them: many S3-compatible stores refuse (or store as
    // part of the bytes) the aws-chunked uploads the SDK's default checksums bring.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;
  const keyOf = (id: number) => `${settings.prefix}documents/${id}`;

  return {
    kind: 's3',

    async write(id, source) {
      // The source's own refusal (a type, a size) is the answer, not the store's reaction to it.
      let refusal: { error: unknown } | null = null;
      async function* guarded(): AsyncIterable<Buffer> {
        try {
          yield* source;
        } catch (error) {
          refusal = { error };
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(id), Body: Readable.from(guarded()) },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (refusal) throw (refusal as { error: unknown }).error;
        throw storeFailed(DOCUMENT_MESSAGES.storageUnavailable, error);
      }
    },

    async *read(id, range) {
      let body: AsyncIterable<Uint8Array>;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(id),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        body = answer.Body as AsyncIterable<Uint8Array>;
      } catch (error) {
        throw storeFailed(DOCUMENT_MESSAGES.storageUnreachable, error);
      }
      try {
        for await (const piece of body)
          yield Buffer.from(piece.buffer, piece.byteOffset, piece.length);
      } catch (error) {
        throw storeFailed(DOCUMENT_MESSAGES.storageUnreachable, error);
      }
    },

    async remove(id) {
      try {
        // S3 answers a missing key's deletion with success too.
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
      } catch (error) {
        throw storeFailed(DOCUMENT_MESSAGES.storageUnreachable, error);
      }
    },
  };
}
