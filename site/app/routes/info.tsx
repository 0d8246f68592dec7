import { comun } from '@fairway/contract';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/info';
import { SocialMeta } from '../components/SeoHead.tsx';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { sanitizeHtml, summaryText } from '../lib/sanitize-html.server.ts';
import * as styles from './info.css.ts';

const KINDS: Record<string, (typeof comun.TEXT_KINDS)[number]> = {
  about: 'about',
  'contact-info': 'contact',
  'legal-advice': 'legal',
  'privacy-policy': 'privacy',
  'terms-and-conditions': 'terms',
  'cookies-policy': 'cookies',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const calls = pageCalls(pageContext(context), request);
  const segment = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  const kind = KINDS[segment];
  if (!kind) throw data(null, { status: 404 });
  const result = await calls.call(comun.obtenerTexto, { idTipoTexto: kind }, { action: 'page' });
  if (!result.ok) criticalFailure(result, calls.notice);
  // Sanitized here so the browser only ever receives the allow-listed markup.
  const { titulo, texto } = result.data.datos;
  return { title: titulo, description: summaryText(texto), html: sanitizeHtml(texto) };
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <article className={styles.article}>
      <title>{intl.formatMessage(pageTitle, { title: loaderData.title })}</title>
      <meta name="description" content={loaderData.description} />
      <SocialMeta title={loaderData.title} description={loaderData.description} />
      <h1 className={styles.title}>{loaderData.title}</h1>
      {/* Passed through the one sanitizer (lib/sanitize-html.server.ts) in the loader. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
