import { Router } from 'express';
import type { ClientConfig } from '@shared/api';
import type { Config } from '../../config';
import { LOCAL_ANON_KEY } from '../../gotrue/wire/anon-key';

/** What the browser may know about this deployment (ClientConfig in shared/api.ts). */
function toClientConfig(config: Config): ClientConfig {
  return {
    auth:
      config.auth.mode === 'supabase'
        ? { mode: 'supabase', url: config.auth.url, anonKey: config.auth.anonKey }
        : // null: the SPA talks to the origin it was loaded from (the Vite dev server on :5173
          // proxies to this one), never to PUBLIC_URL, which only builds links and redirects.
          { mode: 'local', url: null, anonKey: LOCAL_ANON_KEY },
    billing: { mode: config.billing.mode },
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
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
