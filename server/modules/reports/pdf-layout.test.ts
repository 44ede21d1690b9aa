import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { pagesOf, textsOf } from '../../test/pdf-text';
import { MARGIN_MM, pageFooters } from './pdf-layout';

const CODE = 'FS-7K2M-9QXD-4TWE-H3NP';

/** An A4 document of `pages` pages with footers for `verifyUrl`, and the footer line it drew. */
function footed(verifyUrl: string, pages = 1) {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  for (let page = 1; page < pages; page += 1) doc.addPage();
  pageFooters(doc, { code: CODE, verifyUrl }, 'Exported May 3, 2025 15:30');
  const line = textsOf(pagesOf(doc)[pages - 1]).at(-1)!;
  return { doc, line, width: doc.getTextWidth(line), fontSize: doc.getFontSize() };
}

describe('pageFooters', () => {
  it('numbers every page and names the code, where to verify it and the extra text', () => {
    const { doc } = footed('https://fairsplit.test/verify', 2);
    expect(textsOf(pagesOf(doc)[1])).toEqual([
      `Page 2 of 2 · Verify at https://fairsplit.test/verify · Code ${CODE} · Exported May 3, 2025 15:30`,
    ]);
  });

  it('writes the footer in 9 pt when it fits between the margins', () => {
    expect(footed('https://fairsplit.test/verify').fontSize).toBe(9);
  });

  it('shrinks a footer with a long address to the width between the margins', () => {
    const { line, width, fontSize } = footed(
      `https://${'long-host-name.'.repeat(6)}example/verify`,
    );
    expect(line).toContain(`Code ${CODE}`);
    expect(fontSize).toBeLessThan(9);
    expect(width).toBeLessThanOrEqual(210 - 2 * MARGIN_MM + 0.01);
  });
});
