import type { Config } from '../config';

/**
 * Where every link and redirect the server builds points: PUBLIC_URL (else
 * http://localhost:PORT). Never the request's Host or X-Forwarded-* headers, which anyone can
 * set: a reset link or a checkout redirect must not lead to a host the sender chose.
 */
export function appOrigin(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl;
}
