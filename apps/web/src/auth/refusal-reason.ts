// UX-3: why a sign-in failed, in words for the login page: the server's own reason when it refused
// (e.g. "Not a company account" for another company's account), no network, or an answer from the
// provider that did not pass its checks. The internal check that failed stays in the console only.
import { HttpError, NetworkError, OfflineError } from '../api/errors';
import { t } from '../i18n/messages';
import { serverErrorText } from '../i18n/server-text';
import { SignInError } from './callback';

export function refusalReason(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.body ? serverErrorText(error.body) : undefined;
  if (error instanceof OfflineError) return t('auth.reason.offline');
  if (error instanceof NetworkError) return t('auth.reason.network');
  if (error instanceof SignInError) return t('auth.reason.answer');
  return undefined;
}
