import { comun } from '@fairway/engine/contract';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/info';
import { criticalFailure, pageCalls, pageContext } from '../lib/page.server.ts';
import { pageTitle } from '../lib/page-title.ts';
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
  return { title: result.data.datos.titulo, html: result.data.datos.texto };
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <article className={styles.article}>
      <title>{intl.formatMessage(pageTitle, { title: loaderData.title })}</title>
      <h1 className={styles.title}>{loaderData.title}</h1>
      {/* The engine's own seeded HTML (a fixed tag subset, checked by its tests), not user input. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
