import { AppError } from '../http/errors.ts';
import { type EmailContext, productLink } from './emailContext.ts';
import { signLinkToken, verifyLinkToken } from './linkTokens.ts';
import { hasOptedOutOfMarketing, setMarketingChoice } from './preferences.ts';

/**
 * The way out of marketing mail. Every marketing message names a signed token of its recipient in two
 * places: the List-Unsubscribe header, whose address a mail program POSTs to (RFC 8058 one-click, with
 * List-Unsubscribe-Post), and the footer link to /unsubscribe, a page that works signed out and asks
 * before it changes anything (link scanners open links; they do not press buttons).
 */

export function unsubscribePageUrl(context: EmailContext, userId: string): string {
  return productLink(context, '/unsubscribe', {
    token: signLinkToken(context.linkKey, 'unsubscribe', userId),
  });
}

export function unsubscribeHeaders(context: EmailContext, userId: string): Record<string, string> {
  const token = signLinkToken(context.linkKey, 'unsubscribe', userId);
  return {
    'List-Unsubscribe': `<${productLink(context, '/api/unsubscribe', { token })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** j•••@example.com: enough for its owner to recognise, not a list of addresses for whoever holds links. */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

async function accountOf(context: EmailContext, token: string) {
  const userId = verifyLinkToken(context.linkKey, 'unsubscribe', token);
  const user = userId
    ? await context.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  if (!user) throw new AppError('unsubscribe_link_invalid');
  return user;
}

/** The unsubscribe page's view of the link's account. */
export async function preferencesByLink(context: EmailContext, token: string) {
  const user = await accountOf(context, token);
  return {
    email: maskedEmail(user.email),
    marketingEmails: !(await hasOptedOutOfMarketing(context.db, user.id)),
  };
}

/** The page's button, and one-click unsubscribe (receive false). */
export async function setPreferencesByLink(context: EmailContext, token: string, receive: boolean) {
  const user = await accountOf(context, token);
  await setMarketingChoice(context.db, { userId: user.id, receive, now: context.now() });
  return { email: maskedEmail(user.email), marketingEmails: receive };
}
