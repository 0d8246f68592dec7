// The layout's alert as a module of its own, so its code can come after the page (deferred.tsx)
// without the rest of the design system's.
export { FloatingAlert } from '@fairway/design-system';
