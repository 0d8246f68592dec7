import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from './index';

const here = dirname(fileURLToPath(import.meta.url));

describe('rules entry', () => {
  it('re-exports the whole API', () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        'ALERT_TIMEOUT_MS',
        'breakpoints',
        'CENSOR',
        'SECRET_FIELDS',
        'redactPaths',
        'redactSerialized',
        'redactStrings',
        'redactText',
        'requestForLog',
        'PLAYER_HANDICAP_MAX',
        'PLAYER_HANDICAP_MIN',
        'PLAYER_LEVELS',
        'PLAYER_SEXES',
        'PLAYER_TURNS',
        'checkPlayerRows',
        'emailKey',
        'firstEnteredTwice',
        'formatHandicap',
        'hasProblems',
        'parseHandicap',
        'phoneKey',
        'BLOG_MAX_RESULTS',
        'CARD_BRANDS',
        'CHUNK_RELOAD_GUARD_MS',
        'COOKIE_CONSENT_DELAY_MS',
        'CULTURES',
        'DATE_STRIP_MAX_DAYS',
        'DEFAULT_CURRENCY',
        'FIELD_MAX',
        'DEFAULT_DECIMAL',
        'DEFAULT_LOCALE',
        'FETCH_MIN_DELAY_MS',
        'LANGUAGES',
        'LOCALES',
        'MAX_ID',
        'MAX_PLAYERS_PER_SLOT',
        'MULTIPACK_WINDOW_DAYS',
        'PARTS_OF_DAY',
        'PASSWORD_MIN',
        'PASSWORD_STRICT_MAX',
        'PASSWORD_STRICT_MIN',
        'PASSWORD_STRICT_REQUIREMENTS',
        'REFUND_WORKING_DAYS',
        'REGION_CACHE_RETRY_LIMIT',
        'RULE_MESSAGES',
        'SEARCH_BAR_BREAKPOINT',
        'SESSION_EXPIRED_MESSAGES',
        'TABLE_PAGE_SIZE',
        'TABLE_PAGE_SIZE_SMALL',
        'TABLE_SMALL_BREAKPOINT',
        'TOOLTIP_AUTO_CLOSE_MS',
        'TOURNAMENT_STATES',
        'addDays',
        'cancellationDeadline',
        'cardBrandFromNumber',
        'clubWallClock',
        'checkPasswordRequirements',
        'cultureFor',
        'formatCardExpiry',
        'formatDate',
        'formatDayMonth',
        'formatPercent',
        'formatPrice',
        'formatTime',
        'formatWeekday',
        'isCardBrand',
        'isIsoDate',
        'isLocale',
        'isSessionExpiredMessage',
        'isWithinDays',
        'judgeBooking',
        'judgeLine',
        'lineDiscountCents',
        'luhnValid',
        'maskCardNumber',
        'parseCardExpiry',
        'parseCardExpiryText',
        'normalisePromocode',
        'parseId',
        'parseIsoDate',
        'partOfDay',
        'joinSentences',
        'percentDiscountCents',
        'percentOffCents',
        'securityCodeLength',
        'shouldSearch',
        'showSearchBarInHeader',
        'slugify',
        'tablePageSize',
        'toIsoDate',
        'truncateTo2',
        'validateCardExpiry',
        'validateEmail',
        'validatePassword',
        'validatePasswordConfirmation',
        'validateRequired',
        'validateSecurityCode',
        'validateTermsAccepted',
        'windowDates',
        'zoneOffsetMinutes',
        'zonedInstant',
        'zonedNow',
        'REVIEW_LIMITS',
        'isReviewRating',
        'normaliseReviewText',
        'reviewTextProblem',
      ].sort(),
    );
  });

  it('imports nothing the booking engine cannot run in Node, nor the browser load', () => {
    // The package's subpaths (package.json exports) are Node's own: the calendar and QR code
    // writers, and how a server stops. The entry, which the browser bundles, never reaches them.
    const subpaths = new Set(
      Object.values(
        (
          JSON.parse(readFileSync(join(here, '../package.json'), 'utf8')) as {
            exports: Record<string, string>;
          }
        ).exports,
      ).map((path) => path.replace(/^\.\/src\//, '')),
    );
    const sources = readdirSync(here).filter(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !subpaths.has(file),
    );
    expect(sources.length).toBeGreaterThanOrEqual(7);
    for (const file of sources) {
      const text = readFileSync(join(here, file), 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
      for (const specifier of specifiers) {
        // Only sibling modules: no React, CSS or packages.
        expect(specifier, `${file} imports ${String(specifier)}`).toMatch(/^\.\/[a-z-]+$/);
      }
      expect(text, file).not.toMatch(/\b(window|document|navigator|localStorage)\./);
    }
  });
});
