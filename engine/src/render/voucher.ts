import {
  cultureFor,
  formatDate,
  formatPrice,
  formatTime,
  zonedInstant,
  zoneOffsetMinutes,
  type Locale,
} from '@fairway/rules';
import type { RoundFormat } from '../db/schema.ts';
import { labelSeparator } from '../i18n/locale-rules.ts';
import { voucherMailTexts } from '../i18n/voucher-mail-texts.ts';
import { voucherTexts, type VoucherTexts } from '../i18n/voucher-texts.ts';
import { html, htmlDocument, type SafeHtml } from './html.ts';

export interface VoucherLine {
  name: string;
  unitPrice: number;
  quantity: number;
  total: number;
}

export interface VoucherView {
  locale: Locale;
  /** 8-character booking reference. */
  localizador: string;
  status: 'confirmed' | 'cancelled';
  clubName: string;
  courseName: string;
  clubAddress: string;
  /** YYYY-MM-DD, the club's local date. */
  date: string;
  /** HH:MM, the club's local time. */
  time: string;
  /** IANA, e.g. 'Atlantic/Canary'. */
  timeZone: string;
  holes: 9 | 18;
  players: number;
  holderName: string;
  holderEmail: string;
  rates: VoucherLine[];
  services: VoucherLine[];
  /** Euros, >= 0. */
  discount: number;
  promoCode: string | null;
  /** Transaction fee, euros. */
  fee: number;
  /** Euros. */
  total: number;
  /** ISO instant. */
  bookedAt: string;
  cancellationPolicy: { allowed: boolean; deadlineHours: number };
  /**
   * Every tee time of the booking when it has more than one: each is listed with its own club,
   * course and players, where the single-line facts above would put them all under the first club.
   */
  teeTimes?: VoucherTeeTime[];
  /** A tournament registration: the tournament and its rounds, listed among the facts. */
  tournament?: VoucherTournament;
  /** The booking's multipacks: each pack and every one of its rounds, listed among the facts. */
  multipacks?: VoucherMultipack[];
  /** The club whose address the voucher gives, for a link to its page. */
  clubId?: number;
  /** The desk of the club whose address the voucher gives (the first tee time's, the tournament's). */
  clubPhone?: string;
  /**
   * Every round the booking holds (tee times, multipack rounds, a tournament's rounds), each with
   * its last moment to cancel online on its own club's clock (rules cancellation.ts): its clubs
   * may each ask a different number of hours. The e-mail's deadlines and calendar come from it.
   */
  rounds?: VoucherRound[];
}

export interface VoucherRound {
  clubName: string;
  courseName: string;
  clubAddress: string;
  /** YYYY-MM-DD and HH:MM, the club's local tee time. */
  date: string;
  time: string;
  timeZone: string;
  /** Null when not known: the calendar then gives an 18-hole round's length. */
  holes: number | null;
  /** ISO instant; null when the club takes no online cancellations. */
  deadline: string | null;
}

export interface VoucherTeeTime {
  clubName: string;
  courseName: string;
  date: string;
  time: string;
  timeZone: string;
  holes: 9 | 18;
  players: number;
}

export interface VoucherMultipack {
  name: string;
  rounds: { date: string; time: string; timeZone: string; clubName: string; courseName: string }[];
}

export interface VoucherTournament {
  name: string;
  rounds: { date: string; time: string; courseName: string; format: RoundFormat }[];
  /** The players this entry registered, each with the handicap entered. */
  players?: { name: string; handicap: number }[];
}

/**
 * The zone's UTC offset at a local wall-clock date and time, e.g. 'UTC+02:00' for Madrid in July,
 * read at the instant that wall-clock time happens (so a daylight-saving change day is right).
 */
export function utcOffsetLabel(date: string, time: string, timeZone: string): string {
  const minutes = zoneOffsetMinutes(timeZone, zonedInstant(timeZone, date, time));
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** '09:10 (Atlantic/Canary, UTC+00:00)': the club's local time, never converted. */
export function formatTeeTime(date: string, time: string, timeZone: string): string {
  return `${formatTime(time)} (${timeZone}, ${utcOffsetLabel(date, time, timeZone)})`;
}

function formatInstant(iso: string, locale: Locale, timeZone: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return new Intl.DateTimeFormat(cultureFor(locale).culture, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
}

function isPlural(locale: Locale, n: number): boolean {
  return new Intl.PluralRules(cultureFor(locale).culture).select(n) !== 'one';
}

export interface VoucherModelLine {
  name: string;
  unitPrice: string;
  quantity: string;
  total: string;
}

/**
 * Everything the voucher shows, translated and formatted, so the HTML voucher and the plain-text
 * e-mail print the same facts in the same words.
 */
export interface VoucherModel {
  lang: string;
  texts: VoucherTexts;
  /** Between a label and its value in running text: ': ', or '\u00a0: ' in French. */
  separator: string;
  title: string;
  reference: string;
  cancelled: boolean;
  facts: { label: string; value: string }[];
  sections: { title: string; lines: VoucherModelLine[] }[];
  adjustments: { label: string; amount: string }[];
  total: string;
  policy: string | null;
  /** Each tee time's online cancellation deadline on its club's clock; empty once cancelled. */
  deadlines: { title: string; items: { label: string; value: string }[] };
}

export function buildVoucherModel(v: VoucherView): VoucherModel {
  const t = voucherTexts(v.locale);
  const mt = voucherMailTexts(v.locale);
  const culture = cultureFor(v.locale).culture;
  const handicap = new Intl.NumberFormat(culture, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const price = (amount: number): string => formatPrice(amount, culture);
  const line = (l: VoucherLine): VoucherModelLine => ({
    name: l.name,
    unitPrice: price(l.unitPrice),
    quantity: String(l.quantity),
    total: price(l.total),
  });
  const cancelled = v.status === 'cancelled';
  const bookedOn = formatInstant(v.bookedAt, v.locale, v.timeZone);

  const facts: { label: string; value: string }[] = [
    { label: t.status, value: cancelled ? t.cancelledBanner : t.confirmed },
    ...(v.teeTimes && v.teeTimes.length > 1 ? [] : [{ label: t.club, value: v.clubName }]),
    ...(v.tournament
      ? [
          { label: t.tournament, value: v.tournament.name },
          ...v.tournament.rounds.map((r, i) => ({
            label: t.round(i + 1),
            value: `${formatDate(r.date, culture, 'long')}, ${formatTime(r.time)}, ${r.courseName}, ${t.formats[r.format]}`,
          })),
          ...(v.tournament.players ?? []).map((p, i) => ({
            label: i === 0 ? mt.players : '',
            value: mt.playerLine(p.name, handicap.format(p.handicap)),
          })),
        ]
      : []),
    ...(v.multipacks ?? []).flatMap((pack) => [
      { label: t.multipack, value: pack.name },
      ...pack.rounds.map((r, i) => ({
        label: t.round(i + 1),
        value: `${formatDate(r.date, culture, 'long')}, ${formatTeeTime(r.date, r.time, r.timeZone)}, ${r.clubName}, ${r.courseName}`,
      })),
    ]),
    ...(v.teeTimes && v.teeTimes.length > 1
      ? v.teeTimes.flatMap((l, i) => [
          {
            label: t.teeTimeNumber(i + 1),
            value: `${formatDate(l.date, culture, 'long')}, ${formatTeeTime(l.date, l.time, l.timeZone)}, ${l.clubName}, ${l.courseName}, ${t.holesCount(l.holes)}`,
          },
          { label: t.players, value: String(l.players) },
        ])
      : [
          { label: t.course, value: v.courseName },
          { label: t.address, value: v.clubAddress },
          { label: t.date, value: formatDate(v.date, culture, 'long') },
          { label: t.teeTime, value: formatTeeTime(v.date, v.time, v.timeZone) },
          { label: t.holes, value: String(v.holes) },
          { label: t.players, value: String(v.players) },
        ]),
    ...(v.clubPhone ? [{ label: mt.phone, value: v.clubPhone }] : []),
    { label: t.holder, value: v.holderName },
    { label: t.email, value: v.holderEmail },
  ];
  if (bookedOn) facts.push({ label: t.bookedOn, value: bookedOn });

  const sections: VoucherModel['sections'] = [];
  if (v.rates.length > 0) sections.push({ title: t.rates, lines: v.rates.map(line) });
  if (v.services.length > 0) sections.push({ title: t.services, lines: v.services.map(line) });

  const adjustments: VoucherModel['adjustments'] = [];
  if (v.discount > 0 || v.promoCode) {
    adjustments.push({
      label: v.promoCode ? t.discountWithCode(v.promoCode) : t.discount,
      amount: price(-v.discount),
    });
  }
  adjustments.push({ label: t.fee, amount: price(v.fee) });

  const hours = v.cancellationPolicy.deadlineHours;
  // A cancelled booking cannot be cancelled again, so the policy would only confuse.
  const policy = cancelled
    ? null
    : v.cancellationPolicy.allowed
      ? t.cancellationAllowed(hours, isPlural(v.locale, hours))
      : t.cancellationNotAllowed;

  return {
    lang: culture,
    texts: t,
    separator: labelSeparator(v.locale),
    title: `${t.title} ${v.localizador}`,
    reference: v.localizador,
    cancelled,
    facts,
    sections,
    adjustments,
    total: price(v.total),
    policy,
    deadlines: {
      title: mt.deadlinesTitle,
      items: cancelled
        ? []
        : (v.rounds ?? []).map((d) => ({
            label: `${d.clubName} · ${d.courseName}, ${formatDate(d.date, culture, 'long')}, ${formatTime(d.time)}`,
            value:
              d.deadline === null
                ? mt.contactClub
                : (formatInstant(d.deadline, v.locale, d.timeZone) ?? mt.contactClub),
          })),
    },
  };
}

const VOUCHER_STYLES = `
.voucher-head{border-bottom:2px solid #1f5c3a;padding-bottom:.75rem;margin-bottom:1rem}
.voucher-head h1{margin-bottom:.25rem}
.ref{margin:0;font-size:1.0625rem}
.ref strong{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1.25rem;letter-spacing:.08em}
.banner-cancelled{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:#b3261e;color:#ffffff}
.banner-cancelled strong{display:block;font-size:1.25rem;text-transform:uppercase;letter-spacing:.06em}
.facts{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.375rem 1rem;margin:0}
.facts dt{color:#4a5852}
.facts dd{margin:0;font-weight:600}
@media (max-width:420px){.facts{grid-template-columns:1fr;gap:0}.facts dd{margin-bottom:.5rem}.breakdown{font-size:.875rem}.breakdown th,.breakdown td{padding:.4rem .125rem}}
.breakdown{width:100%;border-collapse:collapse;font-size:.9375rem;font-variant-numeric:tabular-nums}
.breakdown th,.breakdown td{padding:.4rem .25rem;border-bottom:1px solid #d5dcd7;text-align:left;vertical-align:top}
.breakdown .num{text-align:right;white-space:nowrap}
.breakdown thead th{font-size:.8125rem;color:#4a5852;font-weight:600}
.breakdown thead .num{white-space:normal}
.breakdown .section th{padding-top:.75rem;font-weight:700;color:#143f27;border-bottom-color:#6c7a73}
.breakdown tfoot th{font-weight:400;text-align:right}
.breakdown tfoot .grand th,.breakdown tfoot .grand td{font-weight:700;font-size:1.0625rem;border-bottom:0;border-top:2px solid #1b2421}
.policy{margin-top:1.25rem;padding:.75rem 1rem;border-radius:8px;background:#f3f5f1}
`;

/** What the e-mail adds around the voucher: its QR code and links under the head, more at the foot. */
export interface VoucherExtras {
  head?: SafeHtml;
  foot?: SafeHtml;
}

function voucherBody(m: VoucherModel, extras: VoucherExtras = {}): SafeHtml {
  const t = m.texts;
  return html`<main>
    <article class="card voucher">
      <header class="voucher-head">
        <p class="brand">Fairway</p>
        <h1>${t.title}</h1>
        <p class="ref">${t.reference}${m.separator}<strong>${m.reference}</strong></p>
      </header>
      ${extras.head}
      ${
        m.cancelled &&
        html`<div class="banner-cancelled" role="status">
          <strong>${t.cancelledBanner}</strong>${t.cancelledText}
        </div> `
      }
      <dl class="facts">
        ${m.facts.map(
          (f) =>
            html`<dt>${f.label}</dt>
              <dd>${f.value}</dd> `,
        )}
      </dl>
      <h2 id="breakdown-title">${t.breakdown}</h2>
      <table class="breakdown" aria-labelledby="breakdown-title">
        <thead>
          <tr>
            <th scope="col">${t.description}</th>
            <th scope="col" class="num">${t.quantityTimesUnitPrice}</th>
            <th scope="col" class="num">${t.lineTotal}</th>
          </tr>
        </thead>
        ${m.sections.map(
          (s) =>
            html`<tbody>
              <tr class="section">
                <th scope="colgroup" colspan="3">${s.title}</th>
              </tr>
              ${s.lines.map(
                (l) =>
                  html`<tr>
                    <td>${l.name}</td>
                    <td class="num">${l.quantity} × ${l.unitPrice}</td>
                    <td class="num">${l.total}</td>
                  </tr> `,
              )}
            </tbody> `,
        )}
        <tfoot>
          ${m.adjustments.map(
            (a) =>
              html`<tr>
                <th scope="row" colspan="2">${a.label}</th>
                <td class="num">${a.amount}</td>
              </tr> `,
          )}
          <tr class="grand">
            <th scope="row" colspan="2">${t.total}</th>
            <td class="num">${m.total}</td>
          </tr>
        </tfoot>
      </table>
      ${m.policy !== null && html`<p class="policy">${m.policy}</p>`}
      ${
        m.deadlines.items.length > 0 &&
        html`<h2>${m.deadlines.title}</h2>
          <dl class="facts">
            ${m.deadlines.items.map(
              (d) =>
                html`<dt>${d.label}</dt>
                  <dd>${d.value}</dd> `,
            )}
          </dl>`
      }
      ${extras.foot}
    </article>
  </main>`;
}

export function renderVoucher(v: VoucherView, extras?: VoucherExtras, styles = ''): string {
  const m = buildVoucherModel(v);
  return htmlDocument({
    lang: m.lang,
    title: m.title,
    body: voucherBody(m, extras),
    styles: VOUCHER_STYLES + styles,
  });
}
