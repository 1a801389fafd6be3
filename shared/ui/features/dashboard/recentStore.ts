import { create } from 'zustand';
import { type DocumentListItem, documentRoutes } from '../../../api/documents.ts';
import { RECENT_SUMMARIES_COUNT } from '../../../domain/index.ts';
import { api } from '../../apiClient.ts';
import { serverAnswered } from '../../errors/describeError.ts';

interface RecentState {
  documents: DocumentListItem[];
  loading: boolean;
  failed: boolean;
  /** The server could not be reached at all (no HTTP answer): offline, not an error of the account. */
  offline: boolean;
  load(): Promise<void>;
}

/** The dashboard's Recent Summaries: the newest few of GET /api/documents. */
export const useRecentStore = create<RecentState>((set) => ({
  documents: [],
  loading: true,
  failed: false,
  offline: false,
  async load() {
    try {
      const documents = await api.call(documentRoutes.list, undefined, { session: true });
      set({
        documents: documents.slice(0, RECENT_SUMMARIES_COUNT),
        loading: false,
        failed: false,
        offline: false,
      });
    } catch (error) {
      set({ loading: false, failed: true, offline: !serverAnswered(error) });
    }
  },
}));
