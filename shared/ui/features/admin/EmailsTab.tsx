import { PROMOTIONS } from '../../../domain/index.ts';
import { Panel } from './AdminParts.tsx';

/**
 * The dashboard's Emails tab (SPEC: 'Schedule Promotional Emails' and 'Send Pending Emails' plus an info
 * box). A placeholder of its own on purpose: the email issue brings the real panel, which replaces this
 * file's component when it is merged. Until then the buttons are off and say why.
 */
export function EmailsTab() {
  const button =
    'rounded-md bg-sky-700 px-4 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <Panel title="Promotional Emails">
      <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">Email is not configured</p>
        <p className="mt-1 text-sm">
          This server cannot send email yet, so the buttons below are turned off.
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" disabled className={button}>
          Schedule Promotional Emails
        </button>
        <button type="button" disabled className={button}>
          Send Pending Emails
        </button>
      </div>
      <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <p className="font-semibold">How promotional emails work</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Scheduled {PROMOTIONS.daysAfterSignup} days after signup, for users who have not bought anything.
          </li>
          <li>
            They offer {PROMOTIONS.discountPercent}% discount codes on credit bundles and the monthly and
            annual plans.
          </li>
          <li>Only users with no active subscription and no credits receive them.</li>
          <li>A scheduler sends the pending ones every hour.</li>
        </ul>
      </div>
    </Panel>
  );
}
