import { clsx } from 'clsx';
import { useState, type HTMLAttributes } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import {
  checkPasswordRequirements,
  PASSWORD_STRICT_MAX,
  PASSWORD_STRICT_MIN,
  PASSWORD_STRICT_REQUIREMENTS,
  type PasswordRequirement,
} from '@fairway/rules';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PasswordRuleHint.css';

const messages = defineMessages<{
  intro: NoMessageValues;
  length: { min: number; max: number };
  capital: NoMessageValues;
  digitOrSpecial: NoMessageValues;
  met: { requirement: string };
  unmet: { requirement: string };
}>({
  intro: { id: 'ds.passwordRuleHint.intro', defaultMessage: 'Your password needs' },
  length: { id: 'ds.passwordRuleHint.length', defaultMessage: '{min} to {max} characters' },
  capital: { id: 'ds.passwordRuleHint.capital', defaultMessage: 'One capital letter' },
  digitOrSpecial: {
    id: 'ds.passwordRuleHint.digitOrSpecial',
    defaultMessage: 'One digit or special character',
  },
  met: { id: 'ds.passwordRuleHint.met', defaultMessage: '{requirement}: met' },
  unmet: { id: 'ds.passwordRuleHint.unmet', defaultMessage: '{requirement}: not met yet' },
});

export interface PasswordRuleHintProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The password as typed; the hint follows it keystroke by keystroke. */
  value: string;
  /**
   * Id of the list of requirements: point the password input's `aria-describedby` at it. The
   * live announcements sit outside it, so they are not read again as the input's description.
   */
  id?: string;
}

/**
 * The strict password rule (sign-up, password change) as a checklist that follows the typing:
 * each requirement shows as met or not by an icon and a word, not by colour alone, and every
 * change is announced politely. The checks are the rules module's own.
 */
export function PasswordRuleHint({ value, id, className, ...rest }: PasswordRuleHintProps) {
  const intl = useIntl();
  const met = checkPasswordRequirements(value);
  const label = (requirement: PasswordRequirement) =>
    requirement === 'length'
      ? intl.formatMessage(messages.length, { min: PASSWORD_STRICT_MIN, max: PASSWORD_STRICT_MAX })
      : intl.formatMessage(messages[requirement]);
  const withState = (requirement: PasswordRequirement, isMet: boolean) =>
    intl.formatMessage(isMet ? messages.met : messages.unmet, { requirement: label(requirement) });

  // Only what changed with the last keystroke is announced, not the whole list again.
  const [previous, setPrevious] = useState(met);
  const [announcement, setAnnouncement] = useState('');
  const changed = PASSWORD_STRICT_REQUIREMENTS.filter(
    (requirement) => met[requirement] !== previous[requirement],
  );
  if (changed.length > 0) {
    setPrevious(met);
    setAnnouncement(
      intl.formatList(
        changed.map((requirement) => withState(requirement, met[requirement])),
        { type: 'conjunction' },
      ),
    );
  }

  return (
    <div {...rest} className={clsx(styles.root, className)}>
      <div id={id}>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
        <ul className={styles.list}>
          {PASSWORD_STRICT_REQUIREMENTS.map((requirement) => {
            const isMet = met[requirement];
            return (
              <li
                key={requirement}
                className={styles.item({ met: isMet })}
                data-requirement={requirement}
                data-met={isMet}
              >
                {isMet ? <MetIcon /> : <UnmetIcon />}
                <span aria-hidden="true">{label(requirement)}</span>
                <VisuallyHidden>{withState(requirement, isMet)}</VisuallyHidden>
              </li>
            );
          })}
        </ul>
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}

function MetIcon() {
  return (
    <Icon className={styles.icon} viewBox="0 0 20 20">
      <circle cx="10" cy="10" r="8" fill="currentColor" stroke="none" />
      <path d="m6 10.5 2.7 2.7L14 7.8" className={styles.checkMark} />
    </Icon>
  );
}

function UnmetIcon() {
  return (
    <Icon className={styles.icon} viewBox="0 0 20 20" strokeWidth={1.75}>
      <circle cx="10" cy="10" r="7.5" />
    </Icon>
  );
}
