/**
 * POST /api/share-exports/:code/files — a case file made from a shared view names its files'
 * SHA-256 on its snapshot, as the owner's own exports do, so /verify vouches for the lawyer's
 * copy too. The share (token and passcode in headers) must be open and the snapshot must have
 * been made through it, in the last minutes. It writes nothing but those fingerprints, which
 * is why it lives outside the read-only /api/shared.
 */
import { Router } from 'express';
import { snapshotFilesRequestSchema } from '@shared/evidence';
import { SHARE_TOKEN_HEADER } from '@shared/sharing';
import type { AppDatabase } from '../../db/connect';
import { parseBody } from '../../http/validate';
import { addSnapshotFiles } from '../evidence/evidence.service';
import { openShareOf } from './shared.router';

export function shareExportsRouter(db: AppDatabase): Router {
  const router = Router();
  router.post('/:code/files', async (req, res) => {
    const share = await openShareOf(db, req, req.get(SHARE_TOKEN_HEADER) ?? '');
    const { files } = parseBody(snapshotFilesRequestSchema, req.body);
    res.json(await addSnapshotFiles(db, share.ownerId, req.params.code, files, share.id));
  });
  return router;
}
