/**
 * A verified export, made by the server: it takes the snapshot, makes the file with its code,
 * records the file's SHA-256 and signed receipt, and sends it. The browser only saves the bytes
 * it received, as they are, so /verify vouches for exactly the file the user holds. The net-worth
 * report and the case file (the owner's and a shared link's) all come this way.
 */
import { EXPORT_CODE_HEADER } from '@shared/api-paths';
import { type ApiRequestOptions, apiRequestFile } from '@/lib/api-client';
import { downloadBytes } from '@/lib/download';

export interface ServerExport {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  options?: ApiRequestOptions;
  /** The name the browser saves it under, and its type. */
  fileName: string;
  contentType: string;
}

/** Asks the server for the export, saves it, and answers its verification code. */
export async function downloadServerExport({
  method,
  url,
  body,
  options,
  fileName,
  contentType,
}: ServerExport): Promise<{ code: string }> {
  const { bytes, headers } = await apiRequestFile(method, url, body, options);
  downloadBytes(bytes, fileName, contentType);
  return { code: headers.get(EXPORT_CODE_HEADER) ?? '' };
}
