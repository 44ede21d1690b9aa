/**
 * The user's documents: the list (GET /api/documents, newest first), the deleted ones still
 * restorable, a document's bytes, and the writes on one document (rename, link to a record,
 * unlink, delete, restore). Each write puts the server's answer into the cached lists itself:
 * the answer is the document as stored, so nothing needs reloading. Uploads go through
 * upload.ts, which reports progress; useRememberUpload adds what arrived.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import {
  apiRequest,
  apiRequestBytes,
  apiRequestFile,
  type ApiRequestOptions,
  requestParsed,
} from '@/lib/api-client';
import { describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { downloadBytes } from '@/lib/download';
import { insertRecord, removeRecord, replaceRecord } from '@/lib/optimistic-list';
import {
  documentDtoSchema,
  documentListSchema,
  type DocumentDto,
  type DocumentEntity,
} from '@shared/documents';
import { DOCUMENT_TEXTS } from './texts';

/** The routes of /api/documents. */
export const documentPaths = {
  list: '/api/documents',
  deleted: '/api/documents?deleted=1',
  item: (id: number) => `/api/documents/${id}`,
  /** `inline`: for the browser's viewer (images and PDFs); otherwise an attachment. */
  content: (id: number, inline: boolean) =>
    `/api/documents/${id}/content${inline ? '?inline=1' : ''}`,
  /** A photo's thumbnail, or a HEIC photo's JPEG copy (`preview`). */
  picture: (id: number, kind: DocumentPicture) => `/api/documents/${id}/${kind}`,
  links: (id: number) => `/api/documents/${id}/links`,
  link: (id: number, entity: DocumentEntity, entityId: number) =>
    `/api/documents/${id}/links/${entity}/${entityId}`,
  restore: (id: number) => `/api/documents/${id}/restore`,
};

/**
 * Where a document's bytes are read from: her own (/api/documents, with her sign-in), or a
 * shared link's view of the owner's, with what that link needs on each request.
 */
export type DocumentSource = {
  /** Tells one source's cached bytes from another's for the same document id. */
  key: readonly unknown[];
  /** `inline`: for the viewer (images and PDFs); otherwise an attachment. */
  contentPath: (id: number, inline: boolean) => string;
  /** Where the pictures made from a photo are; none for a source that has none. */
  picturePath?: (id: number, kind: DocumentPicture) => string;
  options?: ApiRequestOptions;
};

/** The pictures the server makes of a photo: a thumbnail, and a HEIC photo's JPEG copy. */
export type DocumentPicture = 'thumbnail' | 'preview';

const OWN_DOCUMENTS: DocumentSource = {
  key: [],
  contentPath: documentPaths.content,
  picturePath: documentPaths.picture,
};

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
const documentKeys = {
  all: ['documents'] as const,
  /** GET /api/documents. */
  list: () => [...documentKeys.all, 'list'] as const,
  /** GET /api/documents?deleted=1. */
  deleted: () => [...documentKeys.all, 'deleted'] as const,
  /** GET /api/documents/:id/content?inline=1, for the viewer. */
  content: (id: number) => [...documentKeys.all, 'content', id] as const,
  /** GET /api/documents/:id/thumbnail or /preview. */
  picture: (id: number, kind: DocumentPicture) => [...documentKeys.all, kind, id] as const,
};

/** Newest upload first, as the server lists them. */
function newestFirst(a: DocumentDto, b: DocumentDto): number {
  if (a.uploaded_at !== b.uploaded_at) return a.uploaded_at < b.uploaded_at ? 1 : -1;
  return b.id - a.id;
}

async function fetchDocuments(path: string): Promise<DocumentDto[]> {
  return (await requestParsed(documentListSchema, 'GET', path)).documents;
}

/** GET /api/documents: her documents, newest first. */
export const documentsQueryOptions = queryOptions({
  queryKey: documentKeys.list(),
  queryFn: () => fetchDocuments(documentPaths.list),
  retry: retryUnlessRefused,
});

export function useDocuments() {
  return useQuery(documentsQueryOptions);
}

/** GET /api/documents?deleted=1: the deleted documents that can still be restored. */
export function useDeletedDocuments() {
  return useQuery({
    queryKey: documentKeys.deleted(),
    queryFn: () => fetchDocuments(documentPaths.deleted),
    retry: retryUnlessRefused,
  });
}

/**
 * A viewable document's bytes as a Blob of its type, fetched with her bearer token or the
 * link's passcode (so not by a plain `<img src>`), and dropped from the cache once the viewer
 * closes.
 */
export function useDocumentContent(
  document: DocumentDto,
  enabled: boolean,
  source: DocumentSource = OWN_DOCUMENTS,
) {
  return useQuery({
    queryKey: [...documentKeys.content(document.id), ...source.key],
    queryFn: async ({ signal }) => {
      const { bytes } = await apiRequestFile(
        'GET',
        source.contentPath(document.id, true),
        undefined,
        { ...source.options, signal },
      );
      return new Blob([bytes as BlobPart], { type: document.type });
    },
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
}

/**
 * A picture made from a photo (`kind`), as a Blob, when the source has pictures; a photo with
 * none (it could not be read) leaves the query in error, and the caller shows its icon.
 */
export function useDocumentPicture(
  document: DocumentDto,
  kind: DocumentPicture,
  enabled: boolean,
  source: DocumentSource = OWN_DOCUMENTS,
) {
  const { picturePath } = source;
  return useQuery({
    queryKey: [...documentKeys.picture(document.id, kind), ...source.key],
    queryFn: async ({ signal }) => {
      const { bytes } = await apiRequestFile('GET', picturePath!(document.id, kind), undefined, {
        ...source.options,
        signal,
      });
      return new Blob([bytes as BlobPart], {
        type: kind === 'thumbnail' ? 'image/webp' : 'image/jpeg',
      });
    },
    enabled: enabled && picturePath !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

function updateList(
  queryClient: QueryClient,
  key: readonly unknown[],
  change: (documents: readonly DocumentDto[]) => DocumentDto[],
): void {
  queryClient.setQueryData<DocumentDto[]>(key, (documents) =>
    documents === undefined ? undefined : change(documents),
  );
}

/** The server's answer for a document in place of the cached one. */
function replaceDocument(queryClient: QueryClient, updated: DocumentDto): void {
  updateList(queryClient, documentKeys.list(), (documents) =>
    replaceRecord(documents, updated.id, updated, newestFirst),
  );
}

/** Adds a document the server has just stored to the list, in its place. */
export function useRememberUpload() {
  const queryClient = useQueryClient();
  return (uploaded: DocumentDto) =>
    updateList(queryClient, documentKeys.list(), (documents) =>
      insertRecord(documents, uploaded, newestFirst),
    );
}

/** PATCH /api/documents/:id: a new name; a refusal is left for the dialog to show. */
export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      requestParsed(documentDtoSchema, 'PATCH', documentPaths.item(id), { name }),
    onSuccess: (renamed) => replaceDocument(queryClient, renamed),
  });
}

type LinkVariables = { document: DocumentDto; entity: DocumentEntity; entityId: number };

/** POST /api/documents/:id/links: the document now proves that record too. */
export function useLinkDocument() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ document, entity, entityId }: LinkVariables) =>
      requestParsed(documentDtoSchema, 'POST', documentPaths.links(document.id), {
        entity,
        entity_id: entityId,
      }),
    onSuccess: (linked) => replaceDocument(queryClient, linked),
    onError: (error) =>
      toast({
        title: DOCUMENT_TEXTS.link.failedTitle,
        description: describeWriteError(error, DOCUMENT_TEXTS.link.fallback),
        variant: 'destructive',
      }),
  });
}

/** DELETE /api/documents/:id/links/:entity/:entity_id: the document stays, the link goes. */
export function useUnlinkDocument() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async ({ document, entity, entityId }: LinkVariables) => {
      await apiRequest('DELETE', documentPaths.link(document.id, entity, entityId));
    },
    onSuccess: (_answer, { document, entity, entityId }) =>
      updateList(queryClient, documentKeys.list(), (documents) =>
        documents.map((cached) =>
          cached.id === document.id
            ? {
                ...cached,
                links: cached.links.filter(
                  (link) => link.entity !== entity || link.entity_id !== entityId,
                ),
              }
            : cached,
        ),
      ),
    onError: (error) =>
      toast({
        title: DOCUMENT_TEXTS.unlink.failedTitle,
        description: describeWriteError(error, DOCUMENT_TEXTS.unlink.fallback),
        variant: 'destructive',
      }),
  });
}

/** DELETE /api/documents/:id: out of the list, into Recently deleted for 30 days. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (document: DocumentDto) => {
      await apiRequest('DELETE', documentPaths.item(document.id));
    },
    onSuccess: (_answer, document) => {
      updateList(queryClient, documentKeys.list(), (documents) =>
        removeRecord(documents, document.id),
      );
      // Its deletion time is the server's: Recently deleted is read again.
      void queryClient.invalidateQueries({ queryKey: documentKeys.deleted() });
      toast({
        title: DOCUMENT_TEXTS.remove.successTitle,
        description: DOCUMENT_TEXTS.remove.successDescription(document.name),
      });
    },
    onError: (error) =>
      toast({
        title: DOCUMENT_TEXTS.remove.failedTitle,
        description: describeWriteError(error, DOCUMENT_TEXTS.remove.fallback),
        variant: 'destructive',
      }),
  });
}

/** POST /api/documents/:id/restore: back in the list as it was, links and all. */
export function useRestoreDocument() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (document: DocumentDto) =>
      requestParsed(documentDtoSchema, 'POST', documentPaths.restore(document.id)),
    onSuccess: (restored) => {
      updateList(queryClient, documentKeys.deleted(), (documents) =>
        removeRecord(documents, restored.id),
      );
      updateList(queryClient, documentKeys.list(), (documents) =>
        insertRecord(documents, restored, newestFirst),
      );
      toast({
        title: DOCUMENT_TEXTS.restore.successTitle,
        description: DOCUMENT_TEXTS.restore.successDescription(restored.name),
      });
    },
    onError: (error) =>
      toast({
        title: DOCUMENT_TEXTS.restore.failedTitle,
        description: describeWriteError(error, DOCUMENT_TEXTS.restore.fallback),
        variant: 'destructive',
      }),
  });
}

/** GET /api/documents/:id/content: the file as it was uploaded, saved under its name. */
export function useDownloadDocument(source: DocumentSource = OWN_DOCUMENTS) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (document: DocumentDto) => {
      const bytes = await apiRequestBytes(
        'GET',
        source.contentPath(document.id, false),
        source.options,
      );
      downloadBytes(bytes, document.name, document.type);
    },
    onError: (error) =>
      toast({
        title: DOCUMENT_TEXTS.download.failedTitle,
        description: describeWriteError(error, DOCUMENT_TEXTS.download.fallback),
        variant: 'destructive',
      }),
  });
}
