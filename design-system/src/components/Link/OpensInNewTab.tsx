import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  opensInNewTab: { id: 'ds.link.opensInNewTab', defaultMessage: 'Opens in a new tab' },
});

/**
 * The description of a link with `target="_blank"` (point its `aria-describedby` at `id`): screen
 * readers say the link leaves this tab, so a golfer halfway through a form knows it stays. A
 * description rather than words inside the link, so a checkbox whose label holds the link keeps
 * its own name. Hidden elements still describe.
 */
export function OpensInNewTab({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <span id={id} hidden>
      {intl.formatMessage(messages.opensInNewTab)}
    </span>
  );
}
