import { cultureFor, formatDate, formatTime, type Locale } from '@fairway/rules';
import { bookingIcs, calendarFileName, type BookingCalendarEvent } from '@fairway/rules/calendar';
import { qrCodePng } from '@fairway/rules/qr-code';
import type { MailAttachment } from '../db/schema.ts';
import { labelSeparator } from '../i18n/locale-rules.ts';
import { mailTexts } from '../i18n/mail-texts.ts';
import { voucherMailTexts } from '../i18n/voucher-mail-texts.ts';
import { reviewInvitationTexts } from '../i18n/review-texts.ts';
import { html, htmlDocument, type SafeHtml } from './html.ts';
import { buildVoucherModel, renderVoucher, type VoucherView } from './voucher.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Sent with the mail; one with a `cid` shows inline where the HTML names it. */
  attachments?: MailAttachment[];
}

const MAIL_STYLES = `
.link-button{display:inline-block;margin:.5rem 0;padding:.75rem 1.25rem;border-radius:8px;background:#1f5c3a;color:#ffffff;font-weight:700;text-decoration:none}
.reference{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:700;letter-spacing:.06em}
.fallback-url{word-break:break-all;font-size:.875rem}
`;

function mailDocument(locale: Locale, title: string, content: SafeHtml): string {
  return htmlDocument({
    lang: cultureFor(locale).culture,
    title,
    styles: MAIL_STYLES,
    body: html`<main>
      <div class="card">
        <p class="brand">Fairway</p>
        ${content}
        <p class="muted">${mailTexts(locale).signature}</p>
      </div>
    </main>`,
  });
}

function voucherText(v: VoucherView, links: VoucherMailLinks | null): string {
  const m = buildVoucherModel(v);
  const mt = voucherMailTexts(v.locale);
  const t = m.texts;
  const sep = m.separator;
  const lines: string[] = [`Fairway · ${t.title}`, `${t.reference}${sep}${m.reference}`, ''];
  if (m.cancelled) lines.push(`*** ${t.cancelledBanner.toUpperCase()} ***`, t.cancelledText, '');
  for (const fact of m.facts) lines.push(`${fact.label}${sep}${fact.value}`);
  lines.push('', t.breakdown);
  for (const section of m.sections) {
    lines.push('', section.title);
    for (const l of section.lines) {
      lines.push(`- ${l.name}${sep}${l.quantity} × ${l.unitPrice} = ${l.total}`);
    }
  }
  lines.push('');
  for (const a of m.adjustments) lines.push(`${a.label}${sep}${a.amount}`);
  lines.push(`${t.total}${sep}${m.total}`);
  if (m.policy !== null) lines.push('', m.policy);
  if (m.deadlines.items.length > 0) {
    lines.push('', m.deadlines.title);
    for (const d of m.deadlines.items) lines.push(`- ${d.label}${sep}${d.value}`);
  }
  if (links) {
    lines.push('', `${mt.directions}${sep}${links.directionsUrl}`);
    if (!m.cancelled) lines.push(`${mt.manage}${sep}${links.manageUrl}`, '', mt.calendarNote);
  }
  return `${lines.join('\n')}\n`;
}

/** The shop's pages a voucher e-mail links to (services/voucher-mail-rules.ts). */
export interface VoucherMailLinks {
  manageUrl: string;
  directionsUrl: string;
}

const VOUCHER_MAIL_STYLES = `
.qr{display:flex;gap:1rem;align-items:center;margin:0 0 1rem}
.qr img{width:160px;height:160px;flex:none}
.link-button{display:inline-block;margin:.5rem 0;padding:.75rem 1.25rem;border-radius:8px;background:#1f5c3a;color:#ffffff;font-weight:700;text-decoration:none}
`;

/** Every round of the booking as a calendar event, titled in the golfer's language. */
export function voucherCalendarEvents(v: VoucherView): BookingCalendarEvent[] {
  const mt = voucherMailTexts(v.locale);
  return (v.rounds ?? []).map((r) => ({
    date: r.date,
    time: r.time,
    timeZone: r.timeZone,
    holes: r.holes,
    title: mt.calendarTitle(r.clubName, r.courseName),
    description: mt.calendarDescription(v.localizador),
    location: `${r.clubName}, ${r.clubAddress}`,
  }));
}

/**
 * The booking's confirmation: the voucher, with its QR code inline, the club's phone and the way
 * there, each tee time's cancellation deadline, the link to manage the booking, and the rounds as
 * an .ics attachment. A cancelled booking's voucher keeps the QR code and drops the rest.
 */
export async function voucherMail(v: VoucherView, links: VoucherMailLinks): Promise<MailContent> {
  const mt = voucherMailTexts(v.locale);
  const cancelled = v.status === 'cancelled';
  const qrCid = `qr-${v.localizador}@fairway`;
  const qr = await qrCodePng(v.localizador);
  const head = html`<div class="qr">
      <img src="cid:${qrCid}" alt="${mt.qrAlt(v.localizador)}" width="160" height="160" />
      <p>${mt.qrHint}</p>
    </div>
    <p><a href="${links.directionsUrl}">${mt.directions}</a></p>`;
  const foot =
    !cancelled &&
    html`<p><a class="link-button" href="${links.manageUrl}">${mt.manage}</a></p>
      <p class="muted">${mt.calendarNote}</p>`;
  const attachments: MailAttachment[] = [
    { filename: 'qr.png', contentType: 'image/png', base64: qr.toString('base64'), cid: qrCid },
  ];
  const events = cancelled ? [] : voucherCalendarEvents(v);
  if (events.length > 0) {
    attachments.push({
      filename: calendarFileName(v.localizador),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      base64: Buffer.from(bookingIcs(v.localizador, events), 'utf8').toString('base64'),
    });
  }
  return {
    subject: mailTexts(v.locale).voucherSubject(v.localizador),
    text: voucherText(v, links),
    html: renderVoucher(v, { head, foot: foot || undefined }, VOUCHER_MAIL_STYLES),
    attachments,
  };
}

export function passwordRecoveryMail(args: {
  locale: Locale;
  name: string;
  resetUrl: string;
  expiresMinutes: number;
}): MailContent {
  const t = mailTexts(args.locale);
  const text = [
    t.greeting(args.name),
    '',
    t.recoveryIntro,
    '',
    `${t.recoveryAction}${labelSeparator(args.locale)}${args.resetUrl}`,
    t.recoveryExpiry(args.expiresMinutes),
    '',
    t.recoveryIgnore,
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${t.recoverySubject}</h1>
    <p>${t.greeting(args.name)}</p>
    <p>${t.recoveryIntro}</p>
    <p><a class="link-button" href="${args.resetUrl}">${t.recoveryAction}</a></p>
    <p class="fallback-url">${args.resetUrl}</p>
    <p>${t.recoveryExpiry(args.expiresMinutes)}</p>
    <p>${t.recoveryIgnore}</p>`;
  return {
    subject: t.recoverySubject,
    text: `${text}\n`,
    html: mailDocument(args.locale, t.recoverySubject, content),
  };
}

export function newsletterWelcomeMail(args: { locale: Locale; email: string }): MailContent {
  const t = mailTexts(args.locale);
  const text = [
    t.welcomeTitle,
    '',
    t.welcomeIntro(args.email),
    t.welcomeWhat,
    '',
    t.welcomeWhy(args.email),
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${t.welcomeTitle}</h1>
    <p>${t.welcomeIntro(args.email)}</p>
    <p>${t.welcomeWhat}</p>
    <p class="muted">${t.welcomeWhy(args.email)}</p>`;
  return {
    subject: t.welcomeSubject,
    text: `${text}\n`,
    html: mailDocument(args.locale, t.welcomeSubject, content),
  };
}

/** The double opt-in's mail: the address counts as subscribed only once its link is opened. */
export function newsletterConfirmMail(args: {
  locale: Locale;
  email: string;
  confirmUrl: string;
  expiresDays: number;
}): MailContent {
  const t = mailTexts(args.locale);
  const text = [
    t.confirmSubject,
    '',
    t.confirmIntro(args.email),
    '',
    `${t.confirmAction}${labelSeparator(args.locale)}${args.confirmUrl}`,
    t.confirmExpiry(args.expiresDays),
    '',
    t.confirmIgnore,
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${t.confirmSubject}</h1>
    <p>${t.confirmIntro(args.email)}</p>
    <p><a class="link-button" href="${args.confirmUrl}">${t.confirmAction}</a></p>
    <p class="fallback-url">${args.confirmUrl}</p>
    <p>${t.confirmExpiry(args.expiresDays)}</p>
    <p class="muted">${t.confirmIgnore}</p>`;
  return {
    subject: t.confirmSubject,
    text: `${text}\n`,
    html: mailDocument(args.locale, t.confirmSubject, content),
  };
}

export function cancellationMail(args: {
  locale: Locale;
  localizador: string;
  cancellationReference: string;
  clubName: string;
  /** YYYY-MM-DD, the club's local date. */
  date: string;
  /** HH:MM, the club's local time. */
  time: string;
}): MailContent {
  const t = mailTexts(args.locale);
  const date = formatDate(args.date, cultureFor(args.locale).culture, 'long');
  const time = formatTime(args.time);
  const intro = t.cancellationIntro(args.localizador, args.clubName, date, time);
  const sep = labelSeparator(args.locale);
  const text = [
    t.cancellationTitle,
    '',
    intro,
    `${t.cancellationReference}${sep}${args.cancellationReference}`,
    '',
    t.cancellationFee,
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${t.cancellationTitle}</h1>
    <p>${intro}</p>
    <p>
      ${t.cancellationReference}${sep}<span class="reference">${args.cancellationReference}</span>
    </p>
    <p>${t.cancellationFee}</p>`;
  return {
    subject: t.cancellationSubject(args.localizador),
    text: `${text}\n`,
    html: mailDocument(args.locale, t.cancellationSubject(args.localizador), content),
  };
}

/** To an account's address when someone tries to sign up with it (the sign-up itself says only that it failed). */
export function signUpAttemptMail(args: {
  locale: Locale;
  name: string;
  email: string;
  loginUrl: string;
  recoveryUrl: string;
}): MailContent {
  const t = mailTexts(args.locale);
  const sep = labelSeparator(args.locale);
  const text = [
    t.greeting(args.name),
    '',
    t.signUpAttemptIntro(args.email),
    '',
    `${t.signUpAttemptLogin}${sep}${args.loginUrl}`,
    `${t.signUpAttemptRecover}${sep}${args.recoveryUrl}`,
    '',
    t.signUpAttemptIgnore,
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${t.signUpAttemptSubject}</h1>
    <p>${t.greeting(args.name)}</p>
    <p>${t.signUpAttemptIntro(args.email)}</p>
    <p><a class="link-button" href="${args.loginUrl}">${t.signUpAttemptLogin}</a></p>
    <p><a href="${args.recoveryUrl}">${t.signUpAttemptRecover}</a></p>
    <p>${t.signUpAttemptIgnore}</p>`;
  return {
    subject: t.signUpAttemptSubject,
    text: `${text}\n`,
    html: mailDocument(args.locale, t.signUpAttemptSubject, content),
  };
}

/** To an account's old address when its e-mail is changed: the owner hears of it even if it was not them. */
export function emailChangedMail(args: {
  locale: Locale;
  name: string;
  oldEmail: string;
  newEmail: string;
  contactUrl: string;
}): MailContent {
  const t = mailTexts(args.locale);
  const intro = t.emailChangedIntro(args.oldEmail, args.newEmail);
  const text = [
    t.greeting(args.name),
    '',
    intro,
    '',
    t.emailChangedIfYou,
    t.emailChangedIfNotYou,
    `${t.emailChangedContact}${labelSeparator(args.locale)}${args.contactUrl}`,
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${t.emailChangedSubject}</h1>
    <p>${t.greeting(args.name)}</p>
    <p>${intro}</p>
    <p>${t.emailChangedIfYou}</p>
    <p>${t.emailChangedIfNotYou}</p>
    <p><a class="link-button" href="${args.contactUrl}">${t.emailChangedContact}</a></p>`;
  return {
    subject: t.emailChangedSubject,
    text: `${text}\n`,
    html: mailDocument(args.locale, t.emailChangedSubject, content),
  };
}

/** After sign-up, in the language the golfer signed up in: the account is ready, and what it is for. */
export function accountWelcomeMail(args: {
  locale: Locale;
  name: string;
  email: string;
  accountUrl: string;
}): MailContent {
  const t = mailTexts(args.locale);
  const mt = voucherMailTexts(args.locale);
  const text = [
    t.greeting(args.name),
    '',
    mt.accountWelcomeIntro,
    mt.accountWelcomeWhat,
    '',
    `${mt.accountWelcomeAction}${labelSeparator(args.locale)}${args.accountUrl}`,
    '',
    mt.accountWelcomeWhy(args.email),
    '',
    t.signature,
  ].join('\n');
  const content = html`<h1>${mt.accountWelcomeSubject}</h1>
    <p>${t.greeting(args.name)}</p>
    <p>${mt.accountWelcomeIntro}</p>
    <p>${mt.accountWelcomeWhat}</p>
    <p><a class="link-button" href="${args.accountUrl}">${mt.accountWelcomeAction}</a></p>
    <p class="muted">${mt.accountWelcomeWhy(args.email)}</p>`;
  return {
    subject: mt.accountWelcomeSubject,
    text: `${text}\n`,
    html: mailDocument(args.locale, mt.accountWelcomeSubject, content),
  };
}

/** After the round (issue 29): asks the golfer who booked to rate the course. */
export function reviewInvitationMail(args: {
  locale: Locale;
  name: string;
  course: string;
  club: string;
  /** The play date, YYYY-MM-DD. */
  playDate: string;
  reviewUrl: string;
}): MailContent {
  const t = reviewInvitationTexts(args.locale);
  const date = formatDate(args.playDate, args.locale);
  const intro = t.intro(args.course, args.club, date);
  const text = [
    t.greeting(args.name),
    '',
    intro,
    t.ask,
    '',
    `${t.action}${labelSeparator(args.locale)}${args.reviewUrl}`,
    t.once,
    '',
    mailTexts(args.locale).signature,
  ].join('\n');
  const content = html`<h1>${t.subject(args.course)}</h1>
    <p>${t.greeting(args.name)}</p>
    <p>${intro}</p>
    <p>${t.ask}</p>
    <p><a class="link-button" href="${args.reviewUrl}">${t.action}</a></p>
    <p class="fallback-url">${args.reviewUrl}</p>
    <p class="muted">${t.once}</p>`;
  return {
    subject: t.subject(args.course),
    text: `${text}\n`,
    html: mailDocument(args.locale, t.subject(args.course), content),
  };
}
