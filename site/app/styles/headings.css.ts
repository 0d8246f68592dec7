import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';

/** Headings of the shop's pages, one size a level, so every page reads the same. */
const heading = { fontFamily: vars.font.heading, margin: 0 } as const;

/** The page's h1. */
export const pageTitle = style({ ...heading, fontSize: vars.fontSize.xxl });
/** A section's heading under the page title (h2). */
export const sectionTitle = style({ ...heading, fontSize: vars.fontSize.xl });
/** A group inside a section (a club and course in a list of tee times). */
export const groupTitle = style({ ...heading, fontSize: vars.fontSize.lg });
