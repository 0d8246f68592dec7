import { defineMessages } from 'react-intl';

/** The app's page (`/{lang}/app`): what the app does, and where to get it. */
export const appPageMessages = defineMessages({
  title: { id: 'site.app.title', defaultMessage: 'The Fairway app' },
  description: {
    id: 'site.app.description',
    defaultMessage:
      'Find a course, book a tee time and keep your vouchers on your phone with the Fairway app.',
  },
  intro: {
    id: 'site.app.intro',
    defaultMessage:
      'The app is the shop in your pocket: the same clubs, tee times and prices, and your bookings with you on the course.',
  },
  featuresHeading: { id: 'site.app.featuresHeading', defaultMessage: 'What the app does' },
  featureSearch: {
    id: 'site.app.featureSearch',
    defaultMessage: 'Finds the clubs near you, or by region, town or airport.',
  },
  featureBook: {
    id: 'site.app.featureBook',
    defaultMessage:
      'Books and pays tee times, tournaments and multipacks with the same secure card page.',
  },
  featureVoucher: {
    id: 'site.app.featureVoucher',
    defaultMessage: 'Keeps each booking’s voucher and QR code to show at the club.',
  },
  featureAccount: {
    id: 'site.app.featureAccount',
    defaultMessage: 'Uses your Fairway account: your bookings, cards and favourite courses.',
  },
  storesHeading: { id: 'site.app.storesHeading', defaultMessage: 'Get it' },
});

/** Inside the app's webview (app mode). */
export const appModeMessages = defineMessages({
  leavesApp: { id: 'site.app.leavesApp', defaultMessage: '(opens outside the app)' },
});
