/**
 * What the rest of the app may use of the documents: a record's paperclip button, which shows how
 * many documents prove it and opens the dialog that attaches and detaches them. The /documents
 * page is loaded by the router.
 */
export { RecordDocumentsButton } from './components/record-documents-button';
