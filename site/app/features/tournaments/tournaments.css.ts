import { vars } from '@fairway/design-system';
import { style } from '@vanilla-extract/css';
import { buttonLink } from '../../styles/button-link.css.ts';
import { cardGrid } from '../../styles/grid.css.ts';
import { pageTitle, sectionTitle } from '../../styles/headings.css.ts';
export { chips as pages, pageLink } from '../../styles/chips.css.ts';
export { filters, filter, select, submit } from '../../styles/filters.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = pageTitle;
export const heading = sectionTitle;
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const cards = cardGrid;
export const empty = style({ margin: 0, color: vars.color.textMuted });

export const primaryLink = buttonLink;

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const link = style({ color: vars.color.link });

export const rounds = style([facts, { padding: 0, listStyle: 'none' }]);

export const factDetail = style({ display: 'block', fontWeight: vars.fontWeight.regular });
