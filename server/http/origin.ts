import type { Request } from 'express';
import type { Config } from '../config';

/** The app's origin: links in emails and redirects point here (PUBLIC_URL when configured). */
export function appOrigin(config: Pick<Config, 'publicUrl'>, req: Request): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}
