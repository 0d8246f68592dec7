import { createThemeContract } from '@vanilla-extract/css';

/**
 * The typed token contract every theme fills. Components read tokens only from here,
 * so a theme can change every colour, space and size without touching a component.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    /** Cart button when the cart is empty. */
    teal: null,
    onTeal: null,
    /** Cart button when the cart holds at least one item. */
    amber: null,
    onAmber: null,
    text: null,
    textMuted: null,
    textInverse: null,
    link: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    surfaceInverse: null,
    border: null,
    borderStrong: null,
    focus: null,
    success: null,
    onSuccess: null,
    successSoft: null,
    critical: null,
    onCritical: null,
    criticalSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    neutralSoft: null,
    scrim: null,
    disabled: null,
    onDisabled: null,
  },
  font: {
    body: null,
    heading: null,
    /** Codes read aloud or typed back (a booking reference): every character the same width. */
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  letterSpacing: {
    normal: null,
    /** Spreads a code's characters so 0/O and 1/I are told apart when read to the club. */
    wide: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  size: {
    touch: null,
    icon: null,
    iconLarge: null,
    contentMax: null,
    dialogMax: null,
    /** Dialogs holding a form (the tee-time chooser), wider than a yes/no question. */
    dialogWideMax: null,
    fieldMax: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  border: {
    thin: null,
    thick: null,
  },
  motion: {
    fast: null,
    normal: null,
    easing: null,
  },
  zIndex: {
    header: null,
    dropdown: null,
    overlay: null,
    dialog: null,
    alert: null,
  },
});
