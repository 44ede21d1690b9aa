import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  isProduction: boolean;
  /** Origins the browser must reach besides our own (hosted Supabase). */
  connectOrigins: string[];
}

/**
 * Security headers. The CSP allows exactly what the built SPA uses: its own scripts, inline
 * style attributes (Radix and vaul position overlays with them), data: images (jsPDF), and
 * fetches to our origin plus the hosted auth service when configured.
 */
export function securityHeaders({ isProduction, connectOrigins }: SecurityOptions) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins],
        // The documents viewer shows a PDF the page fetched, from a blob: URL, in an iframe.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is served over HTTPS; on http://localhost it would do harm.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // What frame-ancestors 'none' says, for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * API answers carry a person's finances: no browser or proxy may keep a copy (a shared family
 * computer's disk cache is exactly where an ex-spouse would look).
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * A shared view (the /shared/<token> page and /api/shared/*): the token is in the address, so
 * no search engine may index it, no page it links to may learn it from a Referer, and no cache
 * may keep it.
 */
export const privateLink: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  next();
};
