import { emailRoutes } from '../../../api/email.ts';
import { api } from '../../apiClient.ts';

/** The email routes as the email screens, the account page and the signed-out pages call them. */
const session = { session: true } as const;

export const emailCalls = {
  emailList: () => api.call(emailRoutes.emailList, undefined, session),
  status: () => api.call(emailRoutes.emailStatus, undefined, session),
  failures: () => api.call(emailRoutes.emailFailures, undefined, session),
  retryFailure: (id: number) => api.call(emailRoutes.retryEmailFailure, { params: { id } }, session),
  sendEmail: (body: { emails: string[]; subject: string; content: string; isHtml: boolean }) =>
    api.call(emailRoutes.sendEmail, { body }, session),
  sendCreditEmails: () => api.call(emailRoutes.sendCreditEmails, undefined, session),
  schedulePromotional: () => api.call(emailRoutes.schedulePromotional, undefined, session),
  sendPromotional: () => api.call(emailRoutes.sendPromotional, undefined, session),
  accountPreferences: () => api.call(emailRoutes.accountPreferences, undefined, session),
  setAccountPreferences: (marketingEmails: boolean) =>
    api.call(emailRoutes.setAccountPreferences, { body: { marketingEmails } }, session),
  // Signed out: the unsubscribe page, the password pages.
  linkPreferences: (token: string) => api.call(emailRoutes.linkPreferences, { query: { token } }),
  setLinkPreferences: (token: string, marketingEmails: boolean) =>
    api.call(emailRoutes.setLinkPreferences, { body: { token, marketingEmails } }),
  forgotPassword: (email: string) => api.call(emailRoutes.forgotPassword, { body: { email } }),
  resetPassword: (token: string, password: string) =>
    api.call(emailRoutes.resetPassword, { body: { token, password } }),
};
