import { create } from 'zustand';
import { isUnauthorizedError } from '../../../api/client.ts';
import type { DASHBOARD_SURVEY_RESPONSES, SurveyCheckResult } from '../../../api/survey.ts';
import { api } from '../../apiClient.ts';
import { toast } from '../../toast/toastStore.ts';
import { newProgressId } from './uploadProgress.ts';

export type DashboardSurveyResponse = (typeof DASHBOARD_SURVEY_RESPONSES)[number];

/** Answers after which the special offer shows instead of closing. */
const OFFER_RESPONSES: readonly DashboardSurveyResponse[] = [
  'helpful_will_use_again',
  'yes_but_price_too_high',
];

interface SurveyState {
  view: 'hidden' | 'question' | 'offer';
  sessionId: string | null;
  submitting: boolean;
  /** Asks the server whether this user answered already; opens the survey if not. */
  open(): Promise<void>;
  submit(response: DashboardSurveyResponse | null): Promise<void>;
  dismiss(): void;
  close(): void;
}

/** The first-use feedback survey (SPEC section 4). */
export const useSurveyStore = create<SurveyState>((set, get) => ({
  view: 'hidden',
  sessionId: null,
  submitting: false,
  async open() {
    const sessionId = get().sessionId ?? newProgressId();
    set({ sessionId });
    try {
      const check = await api.get<SurveyCheckResult>(
        `/api/survey/check?sessionId=${sessionId}&t=${Date.now()}`,
        { session: true },
      );
      if (!check.hasCompleted) set({ view: 'question' });
    } catch {
      // No survey when the server cannot tell: never nag twice.
    }
  },
  async submit(response) {
    const { sessionId, submitting } = get();
    if (submitting || !sessionId) return;
    if (!response) {
      toast({
        title: 'Please select a response',
        description: "We'd love to hear your feedback!",
        variant: 'destructive',
      });
      return;
    }
    set({ submitting: true });
    try {
      await api.post(
        '/api/survey/submit',
        { surveyType: 'first_use_feedback', response, sessionId },
        { session: true },
      );
      if (OFFER_RESPONSES.includes(response)) set({ view: 'offer', submitting: false });
      else {
        set({ view: 'hidden', submitting: false });
        toast({ title: 'Thank you for your feedback!', description: 'It helps us make summaries better.' });
      }
    } catch (error) {
      set({ submitting: false });
      // A 401 is the session ending: the API client's handler tells the user and goes to sign in.
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error submitting feedback',
        description: 'Please try again or contact support.',
        variant: 'destructive',
      });
    }
  },
  dismiss() {
    const { sessionId, view } = get();
    set({ view: 'hidden' });
    if (view === 'question' && sessionId) {
      api.post('/api/survey/dismiss', { surveyType: 'first_use_feedback', sessionId }).catch(() => {});
    }
  },
  close: () => set({ view: 'hidden' }),
}));
