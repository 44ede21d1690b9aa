/**
 * What the server writes into the page it serves (server/http/static.ts): read without a
 * request, so the landing page's first load needs none.
 */

/** The support address (SUPPORT_EMAIL), or null when the page carries none (the dev server). */
export function supportEmailOfPage(): string | null {
  const content = document
    .querySelector<HTMLMetaElement>('meta[name="fairsplit-support-email"]')
    ?.content.trim();
  return content ? content : null;
}
