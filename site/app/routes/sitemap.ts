import { multipacks, torneos } from '@fairway/contract';
import { z } from 'zod';
import type { Route } from './+types/sitemap';
import { BLOG_LANGUAGES, postPath } from '../features/blog/blog.ts';
import { blogDeps, blogPosts } from '../features/blog/blog.server.ts';
import { cachedValue } from '../platform/cache/cached.server.ts';
import { cacheDeps, engine, requestContext } from '../platform/request/request-context.server.ts';
import { namesDeps } from '../features/catalog/catalog-deps.server.ts';
import { siteEnv } from '../platform/request/env.server.ts';
import { namesFor, NamesUnavailableError } from '../features/catalog/place-names.server.ts';
import {
  clubPath,
  gazetteerPlacePath,
  municipalityPath,
  regionPath,
} from '../features/catalog/places.ts';
import { INFORMATION_PATHS, siteOrigin, sitemapPage, sitemapXml } from '../platform/seo/seo.ts';
import { multipackPath, multipackSlug } from '../features/multipacks/multipacks.ts';
import { tournamentPath } from '../features/tournaments/tournaments.ts';
import { everyTournament } from '../features/tournaments/tournaments.server.ts';

/**
 * sitemap.xml: every information page, region, municipality, gazetteer place, club, tournament and multipack
 * in the four languages, from the catalog,
 * and the blog with each of its posts (each post in the four languages, as every page: the
 * shop's chrome in each, the post in its own). When the blog cannot be read the sitemap goes on
 * without its posts, which come back with the next refresh.
 * The XML is kept in the name cache for the names' lifetime, so a crawler's visits cost the
 * engine one call per expiry. Clubs and regions keep their English slug in every language: the
 * id in the query decides the page, and the slug then matches the alternates each page carries.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(siteEnv().SITE_PUBLIC_URL, request.url);
  const xml = await cachedValue(cacheDeps(), `seo:sitemap:v6:${origin}`, z.string(), async () => {
    // A session of its own: a crawler carries no cookies, and none are set on it.
    const ctx = await requestContext(request, 'en');
    const { creds } = ctx;
    if (!creds) return null;
    const found = await namesFor(namesDeps(creds)).catch((error: unknown) => {
      if (error instanceof NamesUnavailableError) return null;
      throw error;
    });
    if (!found) return null;
    const { regions, municipalities, clubs, places } = found.snapshot;
    const deps = blogDeps();
    const [answers, tournaments, packs] = await Promise.all([
      Promise.all(BLOG_LANGUAGES.map((language) => blogPosts(deps, language))),
      // Every tournament the engine lists, played ones too: their ratings stay worth finding.
      everyTournament((page) => engine().call(torneos.listarTorneos, page, creds)),
      engine().call(multipacks.listarMultipacks, {}, creds),
    ]);
    const posts = answers.flatMap((answer) => (answer.ok ? answer.data : []));
    return sitemapXml(origin, [
      ...INFORMATION_PATHS.map((path) => ({ path, query: '' })),
      ...regions.map((r) => sitemapPage(regionPath(r.name, r.idL))),
      ...municipalities.map((m) => sitemapPage(municipalityPath(m.name, m.idMunicipio))),
      ...clubs.map((c) => sitemapPage(clubPath(c.name, c.idVP, c.idRec))),
      ...places.map((p) => sitemapPage(gazetteerPlacePath(p.name, p.idLugar))),
      { path: '/tournaments', query: '' },
      ...(tournaments ?? []).map((t) => ({
        path: tournamentPath(t.nombre, t.idTorneo),
        query: '',
      })),
      { path: '/multipacks', query: '' },
      ...(packs.ok ? packs.data.datos.multipacks : []).map((p) => ({
        path: multipackPath(multipackSlug(p.nombre, p.idMultipack)),
        query: '',
      })),
      { path: '/blog', query: '' },
      ...posts.map((post) => ({ path: postPath(post.slug), query: '' })),
    ]);
  });
  if (xml === null) return new Response('Service unavailable', { status: 503 });
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
