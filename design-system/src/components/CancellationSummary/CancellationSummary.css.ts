import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { panel } from '../../styles/panel.css';
import { vars } from '../../themes/vars.css';

export const root = style([
  panel,
  {
    gap: vars.space.lg,
    boxShadow: vars.shadow.sm,
  },
]);

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const reference = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
});

export const notice = recipe({
  base: {
    margin: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderInlineStart: `${vars.border.thick} solid`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
    },
  },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

/** One tee time of several: club, course, when, players, one under the other. */
export const teeTime = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const teeTimeClub = style({ fontWeight: vars.fontWeight.bold });

/** Inside the refusal, under its words: which tee time of the booking it is about. */
export const blocking = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});
