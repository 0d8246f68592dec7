export { OffersStrip, type Offer, type OffersStripProps } from './OffersStrip';
