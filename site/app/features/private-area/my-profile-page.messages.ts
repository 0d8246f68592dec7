import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const profilePageMessages = defineMessages<{
  title: NoMessageValues;
  failedToLoad: NoMessageValues;
  details: NoMessageValues;
  name: NoMessageValues;
  surname: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  country: NoMessageValues;
  countryPlaceholder: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  emailChanged: NoMessageValues;
  emailPassword: NoMessageValues;
  emailPasswordHint: NoMessageValues;
  emailPasswordRequired: NoMessageValues;
  failedToSave: NoMessageValues;
  password: NoMessageValues;
  currentPassword: NoMessageValues;
  newPassword: NoMessageValues;
  passwordConfirmation: NoMessageValues;
  changePassword: NoMessageValues;
  changingPassword: NoMessageValues;
  passwordChanged: NoMessageValues;
  failedToChangePassword: NoMessageValues;
  newsletter: NoMessageValues;
  subscribed: NoMessageValues;
  notSubscribed: NoMessageValues;
  pendingConfirmation: NoMessageValues;
  sendLinkAgain: NoMessageValues;
  newsletterUnknown: NoMessageValues;
  subscribe: NoMessageValues;
  unsubscribe: NoMessageValues;
  newsletterFailed: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteLead: NoMessageValues;
  deletePassword: NoMessageValues;
  deleteAccount: NoMessageValues;
  deleting: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmMessage: NoMessageValues;
  confirmAccept: NoMessageValues;
  confirmKeep: NoMessageValues;
  failedToDelete: NoMessageValues;
}>({
  title: { id: 'site.profile.title', defaultMessage: 'My profile' },
  failedToLoad: {
    id: 'site.profile.failedToLoad',
    defaultMessage: 'Your details could not be loaded. Please try again in a moment.',
  },
  details: { id: 'site.profile.details', defaultMessage: 'Personal data' },
  name: { id: 'site.profile.name', defaultMessage: 'Name' },
  surname: { id: 'site.profile.surname', defaultMessage: 'Surname' },
  email: { id: 'site.profile.email', defaultMessage: 'E-mail' },
  phone: { id: 'site.profile.phone', defaultMessage: 'Phone' },
  country: { id: 'site.profile.country', defaultMessage: 'Country' },
  countryPlaceholder: { id: 'site.profile.countryPlaceholder', defaultMessage: 'Choose a country' },
  save: { id: 'site.profile.save', defaultMessage: 'Save my details' },
  saving: { id: 'site.profile.saving', defaultMessage: 'Saving…' },
  saved: { id: 'site.profile.saved', defaultMessage: 'Your details have been saved.' },
  emailChanged: {
    id: 'site.profile.emailChanged',
    defaultMessage:
      'Your details have been saved. Your e-mail has changed: your other sessions have been logged out and your previous address has been told.',
  },
  emailPassword: {
    id: 'site.profile.emailPassword',
    defaultMessage: 'Password, to confirm the new e-mail',
  },
  emailPasswordHint: {
    id: 'site.profile.emailPasswordHint',
    defaultMessage: 'Needed only to change your e-mail',
  },
  emailPasswordRequired: {
    id: 'site.profile.emailPasswordRequired',
    defaultMessage: 'Enter your current password to change your e-mail',
  },
  failedToSave: {
    id: 'site.profile.failedToSave',
    defaultMessage: 'Error changing user data',
  },
  password: { id: 'site.profile.password', defaultMessage: 'Password' },
  currentPassword: { id: 'site.profile.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'site.profile.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: {
    id: 'site.profile.passwordConfirmation',
    defaultMessage: 'Repeat the new password',
  },
  changePassword: { id: 'site.profile.changePassword', defaultMessage: 'Change my password' },
  changingPassword: { id: 'site.profile.changingPassword', defaultMessage: 'Changing…' },
  passwordChanged: {
    id: 'site.profile.passwordChanged',
    defaultMessage: 'Your password has been changed. Your other sessions have been logged out.',
  },
  failedToChangePassword: {
    id: 'site.profile.failedToChangePassword',
    defaultMessage: 'The password could not be changed',
  },
  newsletter: { id: 'site.profile.newsletter', defaultMessage: 'Newsletter' },
  subscribed: {
    id: 'site.profile.subscribed',
    defaultMessage: 'You receive our newsletter at your e-mail address.',
  },
  notSubscribed: {
    id: 'site.profile.notSubscribed',
    defaultMessage: 'You do not receive our newsletter.',
  },
  pendingConfirmation: {
    id: 'site.profile.pendingConfirmation',
    defaultMessage:
      'We have sent a link to your e-mail address: check your inbox to confirm your subscription.',
  },
  sendLinkAgain: { id: 'site.profile.sendLinkAgain', defaultMessage: 'Send the link again' },
  newsletterUnknown: {
    id: 'site.profile.newsletterUnknown',
    defaultMessage: 'Your newsletter subscription could not be checked.',
  },
  subscribe: { id: 'site.profile.subscribe', defaultMessage: 'Subscribe to the newsletter' },
  unsubscribe: { id: 'site.profile.unsubscribe', defaultMessage: 'Unsubscribe' },
  newsletterFailed: {
    id: 'site.profile.newsletterFailed',
    defaultMessage: 'Your newsletter subscription could not be changed',
  },
  deleteTitle: { id: 'site.profile.deleteTitle', defaultMessage: 'Delete my account' },
  deleteLead: {
    id: 'site.profile.deleteLead',
    defaultMessage:
      'Your personal data, saved cards and favourites are deleted. Your bookings stay valid at the clubs, and you can still manage them with their reference and e-mail.',
  },
  deletePassword: { id: 'site.profile.deletePassword', defaultMessage: 'Your password' },
  deleteAccount: { id: 'site.profile.deleteAccount', defaultMessage: 'Delete my account' },
  deleting: { id: 'site.profile.deleting', defaultMessage: 'Deleting…' },
  confirmTitle: { id: 'site.profile.confirmTitle', defaultMessage: 'Delete your account?' },
  confirmMessage: {
    id: 'site.profile.confirmMessage',
    defaultMessage:
      'Your account is deleted for good and you are logged out. This cannot be undone.',
  },
  confirmAccept: { id: 'site.profile.confirmAccept', defaultMessage: 'Yes, delete it' },
  confirmKeep: { id: 'site.profile.confirmKeep', defaultMessage: 'Keep my account' },
  failedToDelete: {
    id: 'site.profile.failedToDelete',
    defaultMessage: 'The account could not be deleted',
  },
});
