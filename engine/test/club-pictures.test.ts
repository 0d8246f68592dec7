import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEngine } from './harness.ts';
import type { TestEngine } from './harness.ts';

/** Issue 29: each club's picture is drawn from its own data, not one drawing for all. */
describe.each(BACKENDS)('club pictures on %s', (backend) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine(backend);
  }, 180_000);
  afterAll(async () => t?.close());

  const picture = async (key: string) => {
    const answer = await fetch(`${t.url}/images/clubs/${key}.svg`);
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      svg: await answer.text(),
    };
  };

  it('draws a clifftop club by the sea with its cliff, and an inland city club with neither', async () => {
    // Seeded: "on the red cliffs of Falésia beach … to the ocean".
    const cliffs = await picture('pine-cliffs-golf');
    expect(cliffs.status).toBe(200);
    expect(cliffs.type).toBe('image/svg+xml');
    expect(cliffs.svg).toContain('fill="#b4552f"');
    expect(cliffs.svg).toContain('fill="#3f88b8"');
    // Seeded: "Madrid’s grand municipal club" and its courses: no sea, no cliff.
    const madrid = await picture('club-de-campo-villa-de-madrid');
    expect(madrid.status).toBe(200);
    expect(madrid.svg).not.toContain('fill="#3f88b8"');
    expect(madrid.svg).not.toContain('fill="#b4552f"');
    expect(madrid.svg).not.toEqual(cliffs.svg);
    // The same club, the same picture.
    expect((await picture('pine-cliffs-golf')).svg).toEqual(cliffs.svg);
  });

  it('answers 404 for a club it does not have, and still draws the regions', async () => {
    expect((await picture('no-such-club')).status).toBe(404);
    const region = await fetch(`${t.url}/images/regions/costa-del-sol.svg`);
    expect(region.status).toBe(200);
  });
});
