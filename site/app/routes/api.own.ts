import { isLocale } from '@fairway/rules';
import type { Route } from './+types/api.own';
import { engine, requestContext } from '../platform/request/request-context.server.ts';
import { siteEnv } from '../platform/request/env.server.ts';
import { keyValueStore } from '../platform/cache/key-value-store.server.ts';
import { handleOwnApi, ownApiLog } from '../features/catalog/own-api.server.ts';
import type { OwnApiDeps } from '../features/catalog/own-api.server.ts';
import { log } from '../platform/log.server.ts';

function deps(request: Request): OwnApiDeps {
  return {
    cache: keyValueStore(),
    engine: engine(),
    ttlSeconds: siteEnv().NAME_CACHE_SECONDS,
    log: ownApiLog(log()),
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
