// Self-hosted fonts, so screenshots match on every machine and no request leaves the site.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
import bodyFace from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import headingFace from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';

/**
 * The files of the body text's face and the headings' face, for an app to preload with its
 * stylesheet: most of a first view is set in these two, so it is drawn once, in its own faces. The
 * medium and bold weights are left to the stylesheet: preloading them too held the page's scripts
 * and first paint back more than their late swap moves anything (docs/decisions/0020).
 */
export const criticalFontFiles: readonly string[] = [bodyFace, headingFace];
