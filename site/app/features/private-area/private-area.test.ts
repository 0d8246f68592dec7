import { describe, expect, it } from 'vitest';
import { privateAreaNewsOf, privateAreaSectionOf } from './private-area.ts';

describe('the private area', () => {
  it('knows its section from a path, with or without the locale', () => {
    expect(privateAreaSectionOf('/es/private-area/cards')).toBe('cards');
    expect(privateAreaSectionOf('/private-area/my-profile/')).toBe('profile');
    expect(privateAreaSectionOf('/en/club/x')).toBeNull();
  });

  it('reads only the news it knows from the address', () => {
    expect(privateAreaNewsOf('?done=password-reset')).toBe('password-reset');
    expect(privateAreaNewsOf('?done=%3Cscript%3E')).toBeNull();
    expect(privateAreaNewsOf('')).toBeNull();
  });
});
