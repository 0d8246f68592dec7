import { describe, expect, it, vi } from 'vitest';
import { middleware } from './root.tsx';

// The middleware reads only the request; the test calls it as React Router would.
const check = middleware[0] as unknown as (
  args: { request: Request },
  next: () => Promise<Response>,
) => Promise<Response> | Response;

async function run(
  path: string,
  method: string,
  headers: Record<string, string>,
  // A form, as the shop's pages post (its content type set by the body).
  body: BodyInit = new URLSearchParams({ x: '1' }),
) {
  const next = vi.fn(async () => new Response('answered'));
  const request = new Request(`http://shop.example${path}`, {
    method,
    headers: { host: 'shop.example', ...headers },
    ...(method === 'POST' ? { body } : {}),
  });
  try {
    const response = await check({ request }, next);
    return { response, next };
  } catch (thrown) {
    return { thrown, next };
  }
}

describe('the one check of requests that may change something', () => {
  it('lets the shop’s own posts through, to pages and to the own API', async () => {
    for (const path of ['/en/checkout', '/api/cart?locale=es']) {
      const { response, next } = await run(path, 'POST', { 'sec-fetch-site': 'same-origin' });
      expect(await response?.text(), path).toBe('answered');
      expect(next).toHaveBeenCalledOnce();
    }
  });

  it('refuses another site’s post to a page: the error page, with 403', async () => {
    const { thrown, next } = await run('/en/checkout', 'POST', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(next).not.toHaveBeenCalled();
    expect(thrown).toMatchObject({ init: { status: 403 } });
  });

  it('refuses another site’s post to the own API as JSON with 403, and one that names no origin', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const { thrown, next } = await run('/api/cart?locale=en', 'POST', headers);
      expect(next).not.toHaveBeenCalled();
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
      expect(await (thrown as Response).json()).toEqual({ ok: false, msg: 'Forbidden' });
    }
  });

  it('answers any GET, wherever the link was', async () => {
    const { response } = await run('/en/club/x?idVP=1', 'GET', { 'sec-fetch-site': 'cross-site' });
    expect(await response?.text()).toBe('answered');
  });

  it('refuses a page a body that is not a form, 415, or a form that does not parse, 400', async () => {
    const own = { 'sec-fetch-site': 'same-origin' };
    for (const [body, status] of [
      ['{"x":1}', 415],
      [new Blob(['--x\r\nbroken'], { type: 'multipart/form-data; boundary=x' }), 400],
    ] as const) {
      const { thrown, next } = await run('/en/login', 'POST', own, body);
      expect(next).not.toHaveBeenCalled();
      expect(thrown).toMatchObject({ init: { status } });
    }
    // The own API's endpoints read their bodies themselves (JSON for most).
    const { response } = await run('/api/cart?locale=en', 'POST', own, '{"x":1}');
    expect(await response?.text()).toBe('answered');
  });
});
