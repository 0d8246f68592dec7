import { describe, expect, it } from 'vitest';
import type { Route } from './+types/api.favourites';
import { action } from './api.favourites.ts';

function post(body: string) {
  const request = new Request('http://localhost:3000/api/favourites?locale=en', {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body,
  });
  // Refused bodies return before the context is read, so none is built here.
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

describe('the favourites endpoint', () => {
  it.each([
    ['not JSON', 'keep it'],
    ['no course', '{"favourite":true}'],
    ['a course id as text', '{"courseId":"11","favourite":true}'],
    ['a negative course id', '{"courseId":-1,"favourite":true}'],
    ['a fractional course id', '{"courseId":1.5,"favourite":true}'],
    ['no wish', '{"courseId":11}'],
    ['a wish as text', '{"courseId":11,"favourite":"yes"}'],
    [
      'a body far too long',
      JSON.stringify({ courseId: 11, favourite: true, pad: 'x'.repeat(2000) }),
    ],
  ])('refuses %s before asking anyone', async (_what, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, msg: '' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
