/**
 * The support address in the landing page's footer. The server writes it into the page (a
 * `fairsplit-support-email` meta element, server/http/static.ts), so a visitor's first load
 * makes no request for it and carries no code to read one
 * (docs/decisions/014-landing-weight-and-long-lists.md). Where the page has none (the Vite dev
 * server), it is read from GET /api/config through its schema, both loaded on demand. The other
 * pages read it with useSupportEmail of lib/client-config.ts.
 */
import { API_PATHS } from '@shared/api-paths';
import { useEffect, useState } from 'react';
import { requestParsed } from '@/lib/api-client';
import { supportEmailOfPage } from '@/lib/page-meta';

/** The support address (SUPPORT_EMAIL); null while it loads and when there is none. */
export function useSupportEmail(): string | null {
  const [email, setEmail] = useState<string | null>(supportEmailOfPage);
  useEffect(() => {
    if (supportEmailOfPage() !== null) return;
    let isCurrent = true;
    import('@shared/api')
      .then(({ clientConfigSchema }) => requestParsed(clientConfigSchema, 'GET', API_PATHS.config))
      .then(
        ({ supportEmail }) => {
          if (isCurrent && supportEmail !== '') setEmail(supportEmail);
        },
        () => undefined,
      );
    return () => {
      isCurrent = false;
    };
  }, []);
  return email;
}
