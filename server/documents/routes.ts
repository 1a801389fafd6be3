import express, { type Router } from 'express';
import { documentIdParamsSchema, retentionRequestSchema } from '../../shared/api/documents.ts';
import { requireUser } from '../auth/requestUser.ts';
import type { Database } from '../db/database.ts';
import {
  deleteDocument,
  getDocument,
  leaveDocument,
  listDocuments,
  setDocumentRetention,
} from './documentUseCases.ts';
import { toDocumentDetail, toDocumentListItem } from './documentView.ts';

export function documentsRouter({ db, now }: { db: Database; now: () => Date }): Router {
  const router = express.Router();

  router.get('/documents', async (req, res) => {
    const rows = await listDocuments({ db, user: requireUser(req) });
    res.json(rows.map(toDocumentListItem));
  });

  router.get('/documents/:id', async (req, res) => {
    const user = requireUser(req);
    const { id } = documentIdParamsSchema.parse(req.params);
    res.json(toDocumentDetail(await getDocument({ db, user, documentId: id })));
  });

  router.patch('/documents/:id/retention', async (req, res) => {
    const user = requireUser(req);
    const { id } = documentIdParamsSchema.parse(req.params);
    const { action } = retentionRequestSchema.parse(req.body);
    const row = await setDocumentRetention({ db, user, documentId: id, action, now: now() });
    res.json(toDocumentListItem(row));
  });

  router.delete('/documents/:id', async (req, res) => {
    const user = requireUser(req);
    const { id } = documentIdParamsSchema.parse(req.params);
    await deleteDocument({ db, user, documentId: id, now: now() });
    res.json({ deleted: true });
  });

  // navigator.sendBeacon(url) posts here when the summary page is left; any body is ignored.
  router.post('/documents/:id/leave', async (req, res) => {
    const user = requireUser(req);
    const { id } = documentIdParamsSchema.parse(req.params);
    res.json({ deleted: await leaveDocument({ db, user, documentId: id, now: now() }) });
  });

  return router;
}
