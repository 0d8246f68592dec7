import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ruleMessage } from '../../i18n';
import { FIELD_MAX, type RuleCode } from '@fairway/rules';
import { TextField } from '../TextField';
import * as styles from './HolderFields.css';

const messages = defineMessages<{
  name: NoMessageValues;
  surname: NoMessageValues;
  email: NoMessageValues;
}>({
  name: { id: 'ds.holderFields.name', defaultMessage: 'Name' },
  surname: { id: 'ds.holderFields.surname', defaultMessage: 'Surname' },
  email: { id: 'ds.holderFields.email', defaultMessage: 'E-mail' },
});

/** The `name` of each field, as a plain form POST sends them. */
export type HolderFieldName = 'name' | 'surname' | 'email';

export interface HolderFieldsProps {
  /** What the golfer typed last time (a refused form) or what is known of them (a guest cookie). */
  defaultValues?: Partial<Record<HolderFieldName, string>>;
  /** The rule each field broke, as the rules module's codes; translated here. */
  errors?: Partial<Record<HolderFieldName, RuleCode | undefined>>;
  /** A form's own words for a field, where they differ from the holder's usual ones. */
  labels?: Partial<Record<HolderFieldName, string>>;
  /** Name and surname side by side from the small breakpoint, the e-mail under them. */
  pairNames?: boolean;
}

/**
 * Who a booking, a tournament entry or an account is for: name, surname and e-mail, all required,
 * as the fields of the caller's own `<form>` (they sit in its layout, so no wrapper of their own
 * unless `pairNames`).
 */
export function HolderFields({
  defaultValues = {},
  errors = {},
  labels = {},
  pairNames = false,
}: HolderFieldsProps) {
  const intl = useIntl();
  const label = (field: HolderFieldName) => labels[field] ?? intl.formatMessage(messages[field]);
  const error = (field: HolderFieldName) => {
    const code = errors[field];
    return code ? intl.formatMessage(ruleMessage(code)) : undefined;
  };
  const names = (
    <>
      <TextField
        name="name"
        label={label('name')}
        required
        autoComplete="given-name"
        maxLength={FIELD_MAX.name}
        defaultValue={defaultValues.name}
        error={error('name')}
      />
      <TextField
        name="surname"
        label={label('surname')}
        required
        autoComplete="family-name"
        maxLength={FIELD_MAX.name}
        defaultValue={defaultValues.surname}
        error={error('surname')}
      />
    </>
  );
  return (
    <>
      {pairNames ? <div className={styles.pair}>{names}</div> : names}
      <TextField
        name="email"
        type="email"
        label={label('email')}
        required
        autoComplete="email"
        // An address, not prose: no capital first letter, no spelling marks.
        autoCapitalize="none"
        spellCheck={false}
        maxLength={FIELD_MAX.email}
        defaultValue={defaultValues.email}
        error={error('email')}
      />
    </>
  );
}
