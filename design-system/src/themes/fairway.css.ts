import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';

/*
 * Contrast (WCAG 2.2 AA, 4.5:1 for text): text #1b2421 on surface #ffffff 16.0:1; textMuted #4a5852
 * on #ffffff 7.3:1 and on surfaceMuted #f3f5f1 6.8:1; onTeal #ffffff on teal #0d6b66 6.3:1; onAmber
 * #1b2421 on amber #f2a93b 8.9:1; onSuccess #ffffff on success #1d7a37 5.4:1; onCritical #ffffff on
 * critical #b3261e 6.5:1; onBrand #ffffff on brand #1f5c3a 7.7:1; borderStrong #6c7a73 on #ffffff 4.5:1.
 */
export const fairwayTheme = createTheme(vars, {
  color: {
    brand: '#1f5c3a',
    brandStrong: '#143f27',
    onBrand: '#ffffff',
    teal: '#0d6b66',
    onTeal: '#ffffff',
    amber: '#f2a93b',
    onAmber: '#1b2421',
    text: '#1b2421',
    textMuted: '#4a5852',
    textInverse: '#ffffff',
    link: '#1a5a8a',
    surface: '#ffffff',
    surfaceMuted: '#f3f5f1',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#1b2421',
    border: '#d5dcd7',
    borderStrong: '#6c7a73',
    focus: '#1a5a8a',
    success: '#1d7a37',
    onSuccess: '#ffffff',
    successSoft: '#e3f3e7',
    critical: '#b3261e',
    onCritical: '#ffffff',
    criticalSoft: '#fbe9e7',
    warning: '#8a5300',
    warningSoft: '#fdf1dc',
    info: '#1a5a8a',
    infoSoft: '#e5f0f8',
    neutralSoft: '#eceeeb',
    scrim: 'rgba(17, 24, 21, 0.55)',
    disabled: '#e4e8e5',
    onDisabled: '#5b6862',
  },
  font: {
    body: '"Inter", system-ui, sans-serif',
    heading: '"Fraunces", Georgia, serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  letterSpacing: {
    normal: '0',
    wide: '0.15em',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  size: {
    touch: '44px',
    icon: '20px',
    iconLarge: '48px',
    contentMax: '1200px',
    dialogMax: '480px',
    dialogWideMax: '640px',
    fieldMax: '420px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 21, 0.12)',
    md: '0 4px 12px rgba(17, 24, 21, 0.14)',
    lg: '0 12px 32px rgba(17, 24, 21, 0.2)',
  },
  border: {
    thin: '1px',
    thick: '2px',
  },
  motion: {
    fast: '120ms',
    normal: '240ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: {
    header: '10',
    dropdown: '20',
    overlay: '30',
    dialog: '40',
    alert: '50',
  },
});
