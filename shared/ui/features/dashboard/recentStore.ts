import { create } from 'zustand';
import { ApiRequestError } from '../../../api/client.ts';
import type { DocumentListItem } from '../../../api/documents.ts';
import { RECENT_SUMMARIES_COUNT } from '../../../domain/index.ts';
import { api } from '../../apiClient.ts';

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
      const documents = await api.get<DocumentListItem[]>('/api/documents', { session: true });
      set({
        documents: documents.slice(0, RECENT_SUMMARIES_COUNT),
        loading: false,
        failed: false,
        offline: false,
      });
    } catch (error) {
      set({ loading: false, failed: true, offline: !(error instanceof ApiRequestError) });
    }
  },
}));
