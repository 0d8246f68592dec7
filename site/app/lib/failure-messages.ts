import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PageAction } from './engine-notice.ts';

/**
 * docs/product.md#alerts: 'Se ha producido un error al' and what the golfer was doing, per
 * language.
 */
export const failureMessages: Record<PageAction, MessageDescriptor> = defineMessages({
  club: { id: 'site.alert.failedClub', defaultMessage: 'An error occurred while loading the club' },
  teeTimes: {
    id: 'site.alert.failedTeeTimes',
    defaultMessage: 'An error occurred while loading the tee times',
  },
  nearestDays: {
    id: 'site.alert.failedNearestDays',
    defaultMessage: 'An error occurred while looking for the nearest days with tee times',
  },
  regions: {
    id: 'site.alert.failedRegions',
    defaultMessage: 'An error occurred while loading the regions',
  },
  featuredClubs: {
    id: 'site.alert.failedFeaturedClubs',
    defaultMessage: 'An error occurred while loading the featured clubs',
  },
  regionClubs: {
    id: 'site.alert.failedRegionClubs',
    defaultMessage: 'An error occurred while loading the clubs of this area',
  },
  page: {
    id: 'site.alert.failedPage',
    defaultMessage: 'An error occurred while loading this page',
  },
  search: {
    id: 'site.alert.failedSearching',
    defaultMessage: 'An error occurred while searching for golf courses',
  },
  cart: {
    id: 'site.alert.failedCart',
    defaultMessage: 'An error occurred while loading the cart',
  },
  addToCart: {
    id: 'site.alert.failedAddToCart',
    defaultMessage: 'An error occurred while adding the tee time to the cart',
  },
  services: {
    id: 'site.alert.failedServices',
    defaultMessage: 'An error occurred while loading the services of this tee time',
  },
  checkout: {
    id: 'site.alert.failedCheckout',
    defaultMessage: 'An error occurred while preparing your order',
  },
  payment: {
    id: 'site.alert.failedPayment',
    defaultMessage: 'An error occurred while preparing the payment',
  },
  booking: {
    id: 'site.alert.failedBooking',
    defaultMessage: 'An error occurred while retrieving the booking info',
  },
  cancellation: {
    id: 'site.alert.failedCancellation',
    defaultMessage: 'An error occurred while cancelling the booking',
  },
  account: {
    id: 'site.alert.failedAccount',
    defaultMessage: 'An error occurred while loading your account',
  },
  blog: {
    id: 'site.alert.failedBlog',
    defaultMessage: 'An error occurred while loading the blog',
  },
  tournaments: {
    id: 'site.alert.failedTournaments',
    defaultMessage: 'An error occurred while loading the tournaments',
  },
  multipacks: {
    id: 'site.alert.failedMultipacks',
    defaultMessage: 'An error occurred while loading the multipacks',
  },
});
