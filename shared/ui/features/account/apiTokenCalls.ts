import { apiTokenRoutes } from '../../../api/apiTokens.ts';
import { api } from '../../apiClient.ts';

/** The account page's token calls: signed-in calls (a 401 ends the session). */
const session = { session: true } as const;

export const apiTokenCalls = {
  list: () => api.call(apiTokenRoutes.list, undefined, session),
  create: (name: string) => api.call(apiTokenRoutes.create, { body: { name } }, session),
  revoke: (id: string) => api.call(apiTokenRoutes.revoke, { params: { id } }, session),
};
