/**
 * The files on their way up, one row each: fingerprinted, sent with progress, then kept by the
 * server. A stored file leaves the rows for the list; a refused one stays with the server's
 * reason until she dismisses it; a cancelled one is aborted and goes. Leaving the screen cancels
 * whatever is still on its way.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { describeRefusal } from '@/lib/api-errors';
import type { DocumentDto } from '@shared/documents';
import { useRememberUpload } from './api';
import { uploadDocument } from './upload';

export type UploadRow = {
  key: number;
  name: string;
  /** Fingerprinting, sending (with `percent`), waiting for the server, or refused. */
  stage: 'fingerprinting' | 'sending' | 'saving' | 'failed';
  /** How much of the file has been sent, 0 to 100. */
  percent: number;
  /** Why it failed, in the server's words when it answered. */
  error?: string;
};

let lastKey = 0;

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    return describeRefusal(error) ?? t`Fairsplit could not keep this file. Please try again.`;
  }
  return t`The file could not be sent. Check your connection and try again.`;
}

/** `onUploaded`: each document the server stored, once it is in the list. */
export function useUploads(onUploaded?: (document: DocumentDto) => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [lastUploaded, setLastUploaded] = useState<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const remember = useRememberUpload();

  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
    };
  }, []);

  const update = (key: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  async function uploadOne(file: File) {
    const key = ++lastKey;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setRows((current) => [
      ...current,
      { key, name: file.name, stage: 'fingerprinting', percent: 0 },
    ]);
    try {
      const uploaded = await uploadDocument(file, {
        signal: controller.signal,
        onProgress: (fraction) =>
          update(key, {
            stage: fraction < 1 ? 'sending' : 'saving',
            percent: Math.round(fraction * 100),
          }),
      });
      remove(key);
      remember(uploaded);
      setLastUploaded(uploaded.name);
      onUploaded?.(uploaded);
    } catch (error) {
      if (!controller.signal.aborted) update(key, { stage: 'failed', error: failureText(error) });
    } finally {
      controllers.current.delete(key);
    }
  }

  return {
    rows,
    /** The name of the file stored last, for the screen reader's announcement. */
    lastUploaded,
    start: (files: readonly File[]) => {
      for (const file of files) void uploadOne(file);
    },
    /** Stops a file on its way and takes its row away. */
    cancel: (key: number) => {
      controllers.current.get(key)?.abort();
      remove(key);
    },
    /** Takes a refused file's row away. */
    dismiss: remove,
  };
}
