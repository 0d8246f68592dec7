import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const cartPageMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  loading: NoMessageValues;
  unavailable: NoMessageValues;
  retry: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  findTeeTime: NoMessageValues;
  checkout: NoMessageValues;
  emptyCart: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyMessage: NoMessageValues;
  removeTitle: NoMessageValues;
  removeMessage: { club: string; date: string; time: string };
  remove: NoMessageValues;
  removed: { time: string };
  emptied: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'site.cart.title', defaultMessage: 'Your cart' },
  description: {
    id: 'site.cart.description',
    defaultMessage: 'The tee times you have chosen, with their players, extras and prices.',
  },
  loading: { id: 'site.cart.loading', defaultMessage: 'Loading your cart…' },
  unavailable: { id: 'site.cart.unavailable', defaultMessage: 'Your cart could not be loaded' },
  retry: { id: 'site.cart.retry', defaultMessage: 'Try again' },
  empty: { id: 'site.cart.empty', defaultMessage: 'Your cart is empty' },
  emptyHint: {
    id: 'site.cart.emptyHint',
    defaultMessage: 'Search for a club or an area and choose a tee time.',
  },
  findTeeTime: { id: 'site.cart.findTeeTime', defaultMessage: 'Find a tee time' },
  checkout: { id: 'site.cart.checkout', defaultMessage: 'Continue to checkout' },
  emptyCart: { id: 'site.cart.emptyCart', defaultMessage: 'Empty the cart' },
  emptyTitle: { id: 'site.cart.emptyTitle', defaultMessage: 'Empty the cart?' },
  emptyMessage: {
    id: 'site.cart.emptyMessage',
    defaultMessage: 'Every tee time will leave your cart.',
  },
  removeTitle: { id: 'site.cart.removeTitle', defaultMessage: 'Remove this tee time?' },
  removeMessage: {
    id: 'site.cart.removeMessage',
    defaultMessage: '{club}, {date} at {time}, will leave your cart.',
  },
  remove: { id: 'site.cart.remove', defaultMessage: 'Remove' },
  removed: { id: 'site.cart.removed', defaultMessage: 'The tee time at {time} left your cart.' },
  emptied: { id: 'site.cart.emptied', defaultMessage: 'Your cart is empty now.' },
  failed: {
    id: 'site.cart.failed',
    defaultMessage: 'The cart could not be changed. Please try again.',
  },
});

export const packMessages = defineMessages<{
  removeTitle: NoMessageValues;
  removeMessage: { name: string };
  removed: { name: string };
}>({
  removeTitle: {
    id: 'site.multipacks.cart.removeTitle',
    defaultMessage: 'Remove this multipack?',
  },
  removeMessage: {
    id: 'site.multipacks.cart.removeMessage',
    defaultMessage: '{name}, with all its rounds, will leave your cart.',
  },
  removed: {
    id: 'site.multipacks.cart.removed',
    defaultMessage: 'The multipack {name} left your cart.',
  },
});
