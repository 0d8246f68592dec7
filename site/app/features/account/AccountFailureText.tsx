import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { AccountFailure } from './account-forms.ts';

/**
 * An account form's failure: the engine's refusal as it wrote it (already in the golfer's
 * language), or the page's own message when the engine could not answer.
 */
export function AccountFailureText({
  failure,
  fallback,
}: {
  failure: AccountFailure;
  fallback: MessageDescriptor;
}) {
  const intl = useIntl();
  return <>{failure.kind === 'refused' ? failure.text : intl.formatMessage(fallback)}</>;
}
