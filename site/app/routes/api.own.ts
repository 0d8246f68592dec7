import { isLocale } from '@fairway/rules';
import type { Route } from './+types/api.own';
import { engine, requestContext } from '../lib/context.server.ts';
import { siteEnv } from '../lib/env.server.ts';
import { nameCache } from '../lib/name-cache-instance.server.ts';
import { handleOwnApi } from '../lib/own-api.server.ts';
import type { OwnApiDeps } from '../lib/own-api.server.ts';

function deps(request: Request): OwnApiDeps {
  return {
    cache: nameCache(),
    engine: engine(),
    ttlSeconds: siteEnv().NAME_CACHE_SECONDS,
    log: {
      warn: (msg, data) => console.warn(JSON.stringify({ level: 'warn', msg, data })),
      error: (msg, data) => console.error(JSON.stringify({ level: 'error', msg, data })),
    },
    credsFor: async (culture) => {
      const locale = culture.slice(0, 2);
      const ctx = await requestContext(request, isLocale(locale) ? locale : 'en');
      return ctx.creds;
    },
  };
}

async function answer(request: Request): Promise<Response> {
  return (
    (await handleOwnApi(request, deps(request))) ??
    Response.json({ ok: false, msg: 'Not found' }, { status: 404 })
  );
}

/** The own-site API (docs/product.md#own-api): GET lookups. */
export function loader({ request }: Route.LoaderArgs) {
  return answer(request);
}

/** The own-site API (docs/product.md#own-api): POST, names cache refresh and error logs. */
export function action({ request }: Route.ActionArgs) {
  return answer(request);
}
