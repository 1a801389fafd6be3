import { create } from 'zustand';
import { type DASHBOARD_SURVEY_RESPONSES, surveyRoutes } from '../../../api/survey.ts';
import { SURVEY_OFFER_RESPONSES } from '../../../domain/index.ts';
import { api } from '../../apiClient.ts';
import { endsSession, SURVEY_FAILURE_TOAST } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { newProgressId } from './uploadProgress.ts';

export type DashboardSurveyResponse = (typeof DASHBOARD_SURVEY_RESPONSES)[number];

/** Answers after which the special offer shows instead of closing (the server offers the same ones). */
const OFFER_RESPONSES: readonly DashboardSurveyResponse[] = SURVEY_OFFER_RESPONSES;

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
      const check = await api.call(
        surveyRoutes.check,
        { query: { sessionId, t: String(Date.now()) } },
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
      await api.call(
        surveyRoutes.submit,
        { body: { surveyType: 'first_use_feedback', response, sessionId } },
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
      if (endsSession(error)) return;
      toast({ ...SURVEY_FAILURE_TOAST, variant: 'destructive' });
    }
  },
  dismiss() {
    const { sessionId, view } = get();
    set({ view: 'hidden' });
    if (view === 'question' && sessionId) {
      api
        .call(surveyRoutes.dismiss, { body: { surveyType: 'first_use_feedback', sessionId } })
        .catch(() => {});
    }
  },
  close: () => set({ view: 'hidden' }),
}));
