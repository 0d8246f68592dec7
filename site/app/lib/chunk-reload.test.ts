import { CHUNK_RELOAD_GUARD_MS } from '@fairway/rules';
import { describe, expect, it } from 'vitest';
import { mayReload } from './chunk-reload.ts';

describe('chunk-load reload guard', () => {
  it('reloads the first time, then not again within a minute', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
