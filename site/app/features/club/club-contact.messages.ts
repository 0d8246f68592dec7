import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const clubContactMessages = defineMessages<{
  title: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  website: NoMessageValues;
  address: NoMessageValues;
  addressLine: { street: string; postalCode: string; municipality: string };
  directions: NoMessageValues;
  mapApp: NoMessageValues;
  webMap: NoMessageValues;
}>({
  title: { id: 'site.clubContact.title', defaultMessage: 'Contact and directions' },
  phone: { id: 'site.clubContact.phone', defaultMessage: 'Phone' },
  email: { id: 'site.clubContact.email', defaultMessage: 'E-mail' },
  website: { id: 'site.clubContact.website', defaultMessage: 'Website' },
  address: { id: 'site.clubContact.address', defaultMessage: 'Address' },
  addressLine: {
    id: 'site.clubContact.addressLine',
    defaultMessage: '{street}, {postalCode} {municipality}',
  },
  directions: { id: 'site.clubContact.directions', defaultMessage: 'Directions' },
  mapApp: { id: 'site.clubContact.mapApp', defaultMessage: 'Open in your map app' },
  webMap: { id: 'site.clubContact.webMap', defaultMessage: 'See on OpenStreetMap' },
});
