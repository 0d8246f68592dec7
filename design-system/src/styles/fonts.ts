// Self-hosted fonts, so screenshots match on every machine and no request leaves the site.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
import bodyFace from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import mediumFace from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import boldFace from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import headingFace from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';

/**
 * The files of the four faces, for an app to preload with its stylesheet, so a first view is drawn
 * once, in its own faces. With only the body and heading faces preloaded, the medium and bold ones
 * were found by the stylesheet at the highest priority and held the first paint back; with the
 * scripts asked for after the first paint, preloading all four no longer holds anything back
 * (docs/decisions/0021).
 */
export const criticalFontFiles: readonly string[] = [bodyFace, mediumFace, boldFace, headingFace];
