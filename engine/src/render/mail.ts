import { formatDate, formatTime } from '@fairway/design-system/rules';
import { html, htmlDocument, type SafeHtml } from './html.ts';
import {
  buildVoucherModel,
  cultureOf,
  labelSeparator,
  renderVoucher,
  type RenderLocale,
  type VoucherView,
} from './voucher.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface MailTexts {
  voucherSubject: (localizador: string) => string;
  greeting: (name: string) => string;
  recoverySubject: string;
  recoveryIntro: string;
  recoveryAction: string;
  recoveryExpiry: (minutes: number) => string;
  recoveryIgnore: string;
  welcomeSubject: string;
  welcomeTitle: string;
  welcomeIntro: (email: string) => string;
  welcomeWhat: string;
  welcomeWhy: (email: string) => string;
  cancellationSubject: (localizador: string) => string;
  cancellationTitle: string;
  cancellationIntro: (localizador: string, club: string, date: string, time: string) => string;
  cancellationReference: string;
  cancellationFee: string;
  signature: string;
}

const TEXTS: Record<RenderLocale, MailTexts> = {
  en: {
    voucherSubject: (loc) => `Your Fairway booking ${loc}`,
    greeting: (name) => `Hello ${name},`,
    recoverySubject: 'Reset your Fairway password',
    recoveryIntro: 'We received a request to reset the password of your Fairway account.',
    recoveryAction: 'Choose a new password',
    recoveryExpiry: (m) => `This link is valid for ${m} minutes.`,
    recoveryIgnore:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    welcomeSubject: 'Welcome to the Fairway newsletter',
    welcomeTitle: 'Welcome to the Fairway newsletter',
    welcomeIntro: (email) => `${email} is now subscribed to the Fairway newsletter.`,
    welcomeWhat: 'You will receive offers and news about golf courses in Spain and Portugal.',
    welcomeWhy: (email) =>
      `You received this e-mail because ${email} was subscribed on the Fairway website.`,
    cancellationSubject: (loc) => `Your Fairway booking ${loc} has been cancelled`,
    cancellationTitle: 'Booking cancelled',
    cancellationIntro: (loc, club, date, time) =>
      `Your booking ${loc} at ${club} on ${date} at ${time} has been cancelled.`,
    cancellationReference: 'Cancellation reference',
    cancellationFee: 'The transaction fee is non-refundable.',
    signature: 'The Fairway team',
  },
  es: {
    voucherSubject: (loc) => `Su reserva de Fairway ${loc}`,
    greeting: (name) => `Hola, ${name}:`,
    recoverySubject: 'Restablezca su contraseña de Fairway',
    recoveryIntro:
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Fairway.',
    recoveryAction: 'Elegir una nueva contraseña',
    recoveryExpiry: (m) => `Este enlace es válido durante ${m} minutos.`,
    recoveryIgnore: 'Si no lo ha solicitado, puede ignorar este correo: su contraseña no cambiará.',
    welcomeSubject: 'Le damos la bienvenida al boletín de Fairway',
    welcomeTitle: 'Le damos la bienvenida al boletín de Fairway',
    welcomeIntro: (email) => `${email} ya está suscrito al boletín de Fairway.`,
    welcomeWhat: 'Recibirá ofertas y novedades sobre campos de golf en España y Portugal.',
    welcomeWhy: (email) =>
      `Ha recibido este correo porque ${email} se ha suscrito en el sitio web de Fairway.`,
    cancellationSubject: (loc) => `Su reserva de Fairway ${loc} ha sido cancelada`,
    cancellationTitle: 'Reserva cancelada',
    cancellationIntro: (loc, club, date, time) =>
      `Su reserva ${loc} en ${club} el ${date} a las ${time} ha sido cancelada.`,
    cancellationReference: 'Localizador de cancelación',
    cancellationFee: 'Los gastos de gestión no son reembolsables.',
    signature: 'El equipo de Fairway',
  },
  fr: {
    voucherSubject: (loc) => `Votre réservation Fairway ${loc}`,
    greeting: (name) => `Bonjour ${name},`,
    recoverySubject: 'Réinitialisez votre mot de passe Fairway',
    recoveryIntro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Fairway.',
    recoveryAction: 'Choisir un nouveau mot de passe',
    recoveryExpiry: (m) => `Ce lien est valable ${m}\u00a0minutes.`,
    recoveryIgnore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne change pas.',
    welcomeSubject: 'Bienvenue dans la newsletter Fairway',
    welcomeTitle: 'Bienvenue dans la newsletter Fairway',
    welcomeIntro: (email) => `${email} est désormais abonné à la newsletter Fairway.`,
    welcomeWhat:
      'Vous recevrez des offres et des nouvelles sur les parcours de golf en Espagne et au Portugal.',
    welcomeWhy: (email) =>
      `Vous recevez cet e-mail car ${email} a été abonné sur le site web de Fairway.`,
    cancellationSubject: (loc) => `Votre réservation Fairway ${loc} a été annulée`,
    cancellationTitle: 'Réservation annulée',
    cancellationIntro: (loc, club, date, time) =>
      `Votre réservation ${loc} à ${club} le ${date} à ${time} a été annulée.`,
    cancellationReference: 'Référence d’annulation',
    cancellationFee: 'Les frais de transaction ne sont pas remboursables.',
    signature: 'L’équipe Fairway',
  },
  sv: {
    voucherSubject: (loc) => `Din Fairway-bokning ${loc}`,
    greeting: (name) => `Hej ${name}!`,
    recoverySubject: 'Återställ ditt Fairway-lösenord',
    recoveryIntro: 'Vi har fått en begäran om att återställa lösenordet till ditt Fairway-konto.',
    recoveryAction: 'Välj ett nytt lösenord',
    recoveryExpiry: (m) => `Länken gäller i ${m} minuter.`,
    recoveryIgnore:
      'Om du inte har begärt detta kan du bortse från det här mejlet: ditt lösenord förblir detsamma.',
    welcomeSubject: 'Välkommen till Fairways nyhetsbrev',
    welcomeTitle: 'Välkommen till Fairways nyhetsbrev',
    welcomeIntro: (email) => `${email} prenumererar nu på Fairways nyhetsbrev.`,
    welcomeWhat: 'Du får erbjudanden och nyheter om golfbanor i Spanien och Portugal.',
    welcomeWhy: (email) =>
      `Du får det här mejlet eftersom ${email} registrerades på Fairways webbplats.`,
    cancellationSubject: (loc) => `Din Fairway-bokning ${loc} har avbokats`,
    cancellationTitle: 'Bokningen avbokad',
    cancellationIntro: (loc, club, date, time) =>
      `Din bokning ${loc} på ${club} den ${date} kl. ${time} har avbokats.`,
    cancellationReference: 'Avbokningsnummer',
    cancellationFee: 'Transaktionsavgiften återbetalas inte.',
    signature: 'Fairway-teamet',
  },
};

const MAIL_STYLES = `
.link-button{display:inline-block;margin:.5rem 0;padding:.75rem 1.25rem;border-radius:8px;background:#1f5c3a;color:#ffffff;font-weight:700;text-decoration:none}
.reference{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:700;letter-spacing:.06em}
.fallback-url{word-break:break-all;font-size:.875rem}
`;

function mailDocument(locale: RenderLocale, title: string, content: SafeHtml): string {
  return htmlDocument({
    lang: cultureOf(locale),
    title,
    styles: MAIL_STYLES,
    body: html`<main>
      <div class="card">
        <p class="brand">Fairway</p>
        ${content}
        <p class="muted">${TEXTS[locale].signature}</p>
      </div>
    </main>`,
  });
}

function voucherText(v: VoucherView): string {
  const m = buildVoucherModel(v);
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
  return `${lines.join('\n')}\n`;
}

export function voucherMail(v: VoucherView): MailContent {
  return {
    subject: TEXTS[v.locale].voucherSubject(v.localizador),
    text: voucherText(v),
    html: renderVoucher(v),
  };
}

export function passwordRecoveryMail(args: {
  locale: RenderLocale;
  name: string;
  resetUrl: string;
  expiresMinutes: number;
}): MailContent {
  const t = TEXTS[args.locale];
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

export function newsletterWelcomeMail(args: { locale: RenderLocale; email: string }): MailContent {
  const t = TEXTS[args.locale];
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

export function cancellationMail(args: {
  locale: RenderLocale;
  localizador: string;
  cancellationReference: string;
  clubName: string;
  /** YYYY-MM-DD, the club's local date. */
  date: string;
  /** HH:MM, the club's local time. */
  time: string;
}): MailContent {
  const t = TEXTS[args.locale];
  const date = formatDate(args.date, cultureOf(args.locale), 'long');
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
