// Self-hosted fonts, so screenshots match on every machine and no request leaves the site.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
