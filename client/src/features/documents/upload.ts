/**
 * POST /api/documents: one file, with the SHA-256 the browser computed of it, so the server can
 * tell whether the bytes it received are the bytes she chose. Sent with XMLHttpRequest rather
 * than fetch, which cannot report an upload's progress; with the same headers as every request
 * (api-client's requestHeaders) and no Content-Type of its own, so the browser writes the
 * multipart boundary.
 */
import { ApiError, requestHeaders } from '@/lib/api-client';
import { documentDtoSchema, type DocumentDto } from '@shared/documents';
import { sha256HexOfBytes } from '@shared/evidence';
import { documentPaths } from './api';

type UploadOptions = {
  /** The share of the file sent so far, from 0 to 1: 0 as sending starts, then as the browser reports it. */
  onProgress: (fraction: number) => void;
  /** Cancels the upload: the promise rejects with an AbortError. */
  signal: AbortSignal;
};

type RawAnswer = { status: number; text: string };

function send(form: FormData, headers: Record<string, string>, options: UploadOptions) {
  const { onProgress, signal } = options;
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', documentPaths.list);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    // As fetch does when no answer comes back.
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(signal.reason);
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
    onProgress(0);
  });
}

/**
 * Fingerprints `file`, uploads it and answers the document the server stored. A refusal (a type
 * it does not keep, too large, a fingerprint that does not match) rejects with ApiError, whose
 * body holds the server's message in her language.
 */
export async function uploadDocument(file: File, options: UploadOptions): Promise<DocumentDto> {
  const { signal } = options;
  const sha256 = await sha256HexOfBytes(await file.arrayBuffer());
  signal.throwIfAborted();
  const headers = await requestHeaders('POST');
  signal.throwIfAborted();

  const form = new FormData();
  // The hash before the file: the server reads the parts in order as they stream in.
  form.append('sha256', sha256);
  form.append('file', file, file.name);

  const { status, text } = await send(form, headers, options);
  if (status < 200 || status >= 300) throw new ApiError(status, text);
  return documentDtoSchema.parse(JSON.parse(text));
}
