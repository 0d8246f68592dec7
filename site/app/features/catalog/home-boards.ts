// Home's offers and club to discover as a module of their own, so their code can come after the
// page (deferred.tsx) without the rest of the design system's.
export { ClubSpotlight, OffersStrip } from '@fairway/design-system';
