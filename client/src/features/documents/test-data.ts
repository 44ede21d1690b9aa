/**
 * For the documents' tests: documents as the server answers them, files as a browser hands them
 * over, and an XMLHttpRequest the test drives (progress, the answer, an abort).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { DocumentDto } from '@shared/documents';

export function documentDto(overrides: Partial<DocumentDto> & Pick<DocumentDto, 'id' | 'name'>) {
  return {
    type: 'application/pdf',
    bytes: 2_516_582,
    sha256: 'a'.repeat(64),
    uploaded_at: '2025-03-05T18:25:00.000Z',
    deleted_at: null,
    links: [],
    ...overrides,
  } satisfies DocumentDto;
}

/** A file as a browser hands it over (jsdom's File cannot read its bytes back). */
export function fileOf(text: string, name: string, type: string): File {
  const bytes = new TextEncoder().encode(text);
  return Object.assign(new File([bytes], name, { type }), {
    arrayBuffer: async () => bytes.slice().buffer,
  });
}

/** One upload the code under test sent, as the fake XMLHttpRequest saw it. */
export class FakeUploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  isAborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: FakeUploadRequest[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }

  /** The server answers. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload?.();
    });
  }
}

/** Replaces XMLHttpRequest; answers the requests sent, in order. */
export function stubUploads(): FakeUploadRequest[] {
  const sent: FakeUploadRequest[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUploadRequest {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
