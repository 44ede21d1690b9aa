/**
 * What the rest of the app may use of the documents: a record's paperclip button, which shows how
 * many documents prove it and opens the dialog that attaches and detaches them; and, for a
 * shared link's view of someone's documents, the viewer, the download and the words that
 * describe a document, each reading the bytes from the source it is given. The /documents page
 * is loaded by the router.
 */
export { RecordDocumentsButton } from './components/record-documents-button';
export { DocumentViewer } from './components/document-viewer';
export { type DocumentSource, useDownloadDocument } from './api';
export { documentSummary, recordNameLookup } from './document-facts';
export { ENTITY_LABELS } from './texts';
