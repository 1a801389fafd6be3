import { create } from 'zustand';

/** Which summary this device has kept as the current one (useKeepCurrentSummary), for the result view to say so. */
export const useKeptSummaryStore = create<{ keptId: string | null }>(() => ({ keptId: null }));
