import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { clubPictureSvg } from '../render/club-picture.ts';
import { escapeHtml } from '../render/html.ts';
import { clubPictureData } from '../services/club-picture-queries.ts';
import { clubScene } from '../services/club-picture-rules.ts';

/**
 * A region's picture is drawn here from its key: a fairway, a green and a flag in colours picked
 * from a hash, and nothing is fetched from elsewhere. A club's is drawn from its data instead
 * (render/club-picture.ts), so its card shows its coast or sierra, its pines or palms.
 */
export function fairwaySvg(seed: string, label: string): string {
  const h = createHash('sha256').update(seed).digest();
  const hue = 90 + ((h[0] ?? 0) % 60);
  const sky = 190 + ((h[1] ?? 0) % 30);
  const hill = 30 + ((h[2] ?? 0) % 40);
  const green = 420 + ((h[3] ?? 0) % 260);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${escapeHtml(label)}">
<rect width="800" height="450" fill="hsl(${sky} 70% 82%)"/>
<path d="M0 ${260 - hill} Q 200 ${200 - hill} 400 ${250 - hill} T 800 ${230 - hill} V450 H0Z" fill="hsl(${hue} 35% 45%)"/>
<path d="M0 330 Q 300 260 520 300 T 800 290 V450 H0Z" fill="hsl(${hue} 45% 38%)"/>
<path d="M120 450 Q 380 330 ${green} 318 Q 640 320 700 450Z" fill="hsl(${hue} 55% 52%)"/>
<ellipse cx="${green}" cy="318" rx="70" ry="16" fill="hsl(${hue} 60% 60%)"/>
<line x1="${green + 10}" y1="318" x2="${green + 10}" y2="240" stroke="#f5f5f0" stroke-width="4"/>
<path d="M${green + 12} 240 l36 12 l-36 12z" fill="#d8453b"/>
</svg>`;
}

export const PRESTIGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="Prestige">
<circle cx="24" cy="24" r="22" fill="#b8892b"/><path d="M24 10l4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2L24 31l-8.2 4.4 1.6-9.2-6.7-6.5 9.2-1.3z" fill="#fff8e6"/></svg>`;

export function imageRoutes(db: Db): Hono {
  const app = new Hono();
  const headers = { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' };
  app.get('/images/prestige.svg', (c) => c.body(PRESTIGE_SVG, 200, headers));
  app.get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = /^([a-z0-9-]{1,120})\.svg$/.exec(c.req.param('file'));
    const key = match?.[1];
    if ((kind !== 'clubs' && kind !== 'regions') || !key) return c.text('Not found', 404);
    if (kind === 'regions')
      return c.body(fairwaySvg(`${kind}/${key}`, key.replace(/-/g, ' ')), 200, headers);
    const club = await clubPictureData(db, key);
    if (!club) return c.text('Not found', 404);
    return c.body(clubPictureSvg(clubScene(club), key.replace(/-/g, ' ')), 200, headers);
  });
  return app;
}
