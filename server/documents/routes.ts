import type { Router } from 'express';
import { documentRoutes } from '../../shared/api/documents.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import {
  deleteDocument,
  getDocument,
  leaveDocument,
  listDocuments,
  setDocumentRetention,
} from './documentUseCases.ts';
import { toDocumentDetail, toDocumentListItem } from './documentView.ts';

export function documentsRouter(
  { db, now }: { db: Database; now: () => Date },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);

  serve(documentRoutes.list, async ({ user }) => (await listDocuments({ db, user })).map(toDocumentListItem));

  serve(documentRoutes.get, async ({ params, user }) =>
    toDocumentDetail(await getDocument({ db, user, documentId: params.id })),
  );

  serve(documentRoutes.setRetention, async ({ params, body, user }) =>
    toDocumentListItem(
      await setDocumentRetention({ db, user, documentId: params.id, action: body.action, now: now() }),
    ),
  );

  serve(documentRoutes.delete, async ({ params, user }) => {
    await deleteDocument({ db, user, documentId: params.id, now: now() });
    return { deleted: true };
  });

  // navigator.sendBeacon(url) posts here when the summary page is left; any body is ignored.
  serve(documentRoutes.leave, async ({ params, user }) => ({
    deleted: await leaveDocument({ db, user, documentId: params.id, now: now() }),
  }));

  return router;
}
