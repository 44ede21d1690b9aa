/**
 * What a file is, from its bytes (file-type reads the signatures), never from its name or the
 * type the browser claimed: a "receipt.pdf" that is a web page is refused. CSV and TXT have no
 * signature, so text is accepted when it decodes as UTF-8 with no control characters and
 * nothing a browser would run or render as markup.
 */
import { fileTypeFromBuffer } from 'file-type';
import { type DocumentType, isDocumentType } from '@shared/documents';

// Markup a browser would render or run if it ever took the file for HTML, SVG or XML.
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|\?xml|meta|object|embed)\b/i;

// C0 controls other than tab, line feed, form feed and carriage return; DEL.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/**
 * The kept type of a file whose first bytes are `sample` (all of it when the file is shorter),
 * or null when Fairsplit does not keep files of this kind.
 */
export async function detectDocumentType(
  sample: Buffer,
  name: string,
): Promise<DocumentType | null> {
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return isDocumentType(detected.mime) ? detected.mime : null;
  return isPlainText(sample) ? (/\.csv$/i.test(name) ? 'text/csv' : 'text/plain') : null;
}

function isPlainText(sample: Buffer): boolean {
  if (sample.length === 0) return false;
  let text: string;
  try {
    // `stream`: a character cut in two at the sample's end is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    return false;
  }
  return !CONTROL.test(text) && !MARKUP.test(text);
}
