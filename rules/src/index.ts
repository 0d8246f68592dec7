/**
 * Formatting and validation rules shared by the design system, the site and the booking engine.
 * Pure TypeScript on purpose: the engine imports this in Node, so no React, DOM or CSS here.
 */
export * from './breakpoints';
export * from './culture';
export * from './format';
export * from './slug';
export * from './validation';
export * from './card';
export * from './constants';
export * from './time-zone';
export * from './players';
export * from './cancellation';
export * from './promocode';
export * from './offer-rounding';
export * from './log-redaction';
export * from './part-of-day';
export * from './sentences';
export * from './review';
