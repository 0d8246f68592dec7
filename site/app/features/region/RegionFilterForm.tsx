import { PARTS_OF_DAY } from '@fairway/rules';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link } from 'react-router';
import * as styles from '../../styles/filters.css.ts';
import { activeFilters, FILTER_PARAMS, TEE_OFF_BY, withoutFilter } from './region-filters.ts';
import type { RegionFilters } from './region-filters.ts';
import { regionPageMessages as messages } from './region-page.messages.ts';

/**
 * A region's filters as a GET form: the address holds them, so a filtered list can be shared and
 * works without JavaScript. The day and the order are kept as they are.
 */
export function RegionFilterForm({
  filters,
  keep,
}: {
  filters: RegionFilters;
  /** The address's other parameters (the place, the day, the order), sent again as they are. */
  keep: Record<string, string>;
}) {
  const intl = useIntl();
  const id = useId();
  const any = intl.formatMessage(messages.any);
  return (
    <Form method="get" className={styles.filters} aria-label={intl.formatMessage(messages.filters)}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.filter}>
        <label htmlFor={`${id}-part`}>{intl.formatMessage(messages.filterPart)}</label>
        <select
          id={`${id}-part`}
          name={FILTER_PARAMS.partOfDay}
          className={styles.select}
          defaultValue={filters.partOfDay ?? ''}
        >
          <option value="">{any}</option>
          {PARTS_OF_DAY.map((part) => (
            <option key={part} value={part}>
              {intl.formatMessage(messages.partName, { part })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-by`}>{intl.formatMessage(messages.filterBy)}</label>
        <select
          id={`${id}-by`}
          name={FILTER_PARAMS.teeOffBy}
          className={styles.select}
          defaultValue={filters.teeOffBy ?? ''}
        >
          <option value="">{any}</option>
          {TEE_OFF_BY.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-players`}>{intl.formatMessage(messages.filterPlayers)}</label>
        <select
          id={`${id}-players`}
          name={FILTER_PARAMS.players}
          className={styles.select}
          defaultValue={filters.players ? String(filters.players) : ''}
        >
          <option value="">{any}</option>
          {[1, 2, 3, 4].map((count) => (
            <option key={count} value={String(count)}>
              {intl.formatMessage(messages.playersOption, { count })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-holes`}>{intl.formatMessage(messages.filterHoles)}</label>
        <select
          id={`${id}-holes`}
          name={FILTER_PARAMS.holes}
          className={styles.select}
          defaultValue={filters.holes ? String(filters.holes) : ''}
        >
          <option value="">{any}</option>
          {[18, 9].map((holes) => (
            <option key={holes} value={String(holes)}>
              {intl.formatMessage(messages.holesOption, { holes })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-price`}>{intl.formatMessage(messages.filterPrice)}</label>
        <input
          id={`${id}-price`}
          name={FILTER_PARAMS.maxPrice}
          type="number"
          inputMode="decimal"
          min={1}
          max={10000}
          step={1}
          className={styles.select}
          defaultValue={filters.maxPrice ?? ''}
        />
      </div>
      <label className={styles.checkFilter} htmlFor={`${id}-buggy`}>
        <input
          id={`${id}-buggy`}
          name={FILTER_PARAMS.buggy}
          type="checkbox"
          value="1"
          defaultChecked={filters.buggy === true}
        />
        {intl.formatMessage(messages.filterBuggy)}
      </label>
      <button type="submit" className={styles.submit}>
        {intl.formatMessage(messages.showFiltered)}
      </button>
    </Form>
  );
}

/** No course passes the filters: say so, and offer to drop each one with a click. */
export function RelaxFilters({ filters, search }: { filters: RegionFilters; search: string }) {
  const intl = useIntl();
  return (
    <div className={styles.relax}>
      <p role="status" className={styles.relaxText}>
        {intl.formatMessage(messages.noneFiltered)}
      </p>
      <ul className={styles.relaxList}>
        {activeFilters(filters).map((key) => (
          <li key={key}>
            <Link to={withoutFilter(search, key)}>
              {intl.formatMessage(messages.relax, { filter: key })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
