import { Router } from 'express';
import type { Config } from '../../config';

/** What the browser may know about this deployment. Nothing secret goes here. */
export interface ClientConfig {
  auth: { mode: 'local' | 'supabase'; url: string | null; anonKey: string };
  billing: { mode: 'local' | 'stripe' };
  supportEmail: string;
}

/** The built-in auth server accepts any key; supabase-js only insists on having one. */
export const LOCAL_ANON_KEY = 'fairsplit-local-anon-key';

export function toClientConfig(config: Config): ClientConfig {
  return {
    auth:
      config.auth.mode === 'supabase'
        ? { mode: 'supabase', url: config.auth.url, anonKey: config.auth.anonKey }
        : // null: the SPA talks to the origin it was loaded from.
          { mode: 'local', url: config.publicUrl ?? null, anonKey: LOCAL_ANON_KEY },
    billing: { mode: config.billing.mode },
    supportEmail: config.supportEmail,
  };
}

export function clientConfigRouter(config: Config): Router {
  const body = toClientConfig(config);
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
