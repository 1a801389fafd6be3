import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { SurveyResponseValue } from '../../../api/survey.ts';
import { api } from '../../apiClient.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { SURVEY_FAILURE_TOAST } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { Icon } from '../../marketing/Icon.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { FEEDBACK_OPTIONS, validateFeedback } from './surveyOptions.ts';

const DEFAULT_DOCUMENT_NAME = 'document';
const SOURCE = 'email';

/**
 * /feedback?doc=…: the survey linked from follow-up emails. The document name comes from the query,
 * read after mount (the server renders the page once for every query).
 */
export default function FeedbackPage() {
  const { supportEmail } = usePublicConfig();
  const [documentName, setDocumentName] = useState(DEFAULT_DOCUMENT_NAME);
  const [response, setResponse] = useState<SurveyResponseValue | null>(null);
  const [otherText, setOtherText] = useState('');
  const [state, setState] = useState<'form' | 'submitting' | 'done'>('form');
  const otherId = useId();
  usePageMeta({
    title: 'Share Your Feedback',
    description: 'Tell us how your summary worked for you. It takes ten seconds.',
    path: '/feedback',
    noindex: true,
  });

  useEffect(() => {
    const doc = new URLSearchParams(window.location.search).get('doc')?.trim();
    if (doc) setDocumentName(doc.slice(0, 300));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateFeedback(response, otherText);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    // validateFeedback refused a missing response; this only tells the compiler.
    if (!response) return;
    setState('submitting');
    try {
      // The contract's validators come with the submission, not with the page.
      const { surveyRoutes } = await import('../../../api/survey.ts');
      await api.call(surveyRoutes.submit, {
        body: {
          response,
          ...(response === 'other' ? { otherText: otherText.trim() } : {}),
          documentName,
          source: SOURCE,
        },
      });
      setState('done');
    } catch (error) {
      console.error('Feedback submission failed', error);
      toast({ ...SURVEY_FAILURE_TOAST, variant: 'destructive' });
      setState('form');
    }
  }

  if (state === 'done') {
    return (
      <PageShell>
        <section className="mx-auto max-w-lg px-4 py-20 text-center">
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-600">
            <Icon name="sun" className="h-9 w-9" />
          </span>
          <h1 className="mt-4 text-3xl font-bold text-sky-950">Thank You!</h1>
          <p className="mt-4 text-slate-600">
            Your answer helps us decide what to improve next. If there is anything else, write to{' '}
            <a className="font-medium text-sky-700 hover:underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
          <Link
            to="/"
            className="mt-8 inline-block rounded-md bg-sky-700 px-6 py-3 font-semibold text-white hover:bg-sky-800"
          >
            Continue
          </Link>
        </section>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-14">
        <h1 className="text-3xl font-bold text-sky-950">How was your summary?</h1>
        <p className="mt-3 text-slate-600">
          Did the summary of your <span className="font-semibold text-slate-900">{documentName}</span> help
          you?
        </p>
        <form onSubmit={submit} noValidate className="mt-8">
          <fieldset className="space-y-2">
            <legend className="sr-only">Your answer</legend>
            {FEEDBACK_OPTIONS.map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border p-4 ${
                  response === option.value
                    ? 'border-sky-500 bg-sky-50'
                    : 'border-slate-200 hover:border-sky-300'
                }`}
              >
                <input
                  type="radio"
                  name="response"
                  value={option.value}
                  checked={response === option.value}
                  onChange={() => setResponse(option.value)}
                  className="h-4 w-4 accent-sky-700"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {response === 'other' && (
            <div className="mt-4">
              <label htmlFor={otherId} className="block font-medium">
                Tell us more
              </label>
              <textarea
                id={otherId}
                value={otherText}
                onChange={(event) => setOtherText(event.target.value)}
                maxLength={2000}
                rows={4}
                className="mt-2 w-full rounded-lg border border-slate-300 p-3 focus:border-sky-500 focus:outline-none"
              />
            </div>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              disabled={state === 'submitting'}
              className="flex-1 rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
            >
              {state === 'submitting' ? 'Submitting...' : 'Submit Feedback'}
            </button>
            <Link
              to="/"
              className="flex-1 rounded-md border border-slate-300 px-5 py-3 text-center font-semibold hover:bg-slate-50"
            >
              Skip
            </Link>
          </div>
        </form>
      </section>
    </PageShell>
  );
}
