import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchPicture,
  firstViewPicture,
  firstViewPictures,
  INLINE_PICTURE_LIMIT,
  svgUriText,
} from './pictures.server.ts';

const SMALL =
  '<svg xmlns="http://www.w3.org/2000/svg" aria-label="Golf d\'Écosse #1 100%"><rect/></svg>';

function engineAnswering(answers: Record<string, string | null>) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname.replace(/^\/images\//, '');
    const body = answers[path];
    return body == null ? new Response('no', { status: 404 }) : new Response(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('svgUriText', () => {
  it('leaves what a data URI holds as it is and escapes the rest, reversibly', () => {
    const text = svgUriText(SMALL);
    expect(text).toContain('svg xmlns=%22http://www.w3.org/2000/svg%22');
    expect(text).not.toMatch(/[<>"#\u0080-\uffff]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(text)).toBe(SMALL);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(decodeURIComponent(svgUriText('<svg>⛳🏌️</svg>'))).toBe('<svg>⛳🏌️</svg>');
  });
});

describe('fetchPicture', () => {
  it('passes on only club, region and the prestige pictures', async () => {
    const fetchMock = engineAnswering({ 'clubs/a.svg': SMALL });
    expect(await fetchPicture('clubs/a.svg')).toBe(SMALL);
    expect(await fetchPicture('../secrets.svg')).toBeNull();
    expect(await fetchPicture('clubs/a.png')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('firstViewPicture', () => {
  it('puts a small picture inside the page, asking the engine once', async () => {
    const fetchMock = engineAnswering({ 'clubs/small-one.svg': SMALL });
    const uri = await firstViewPicture('/images/clubs/small-one.svg');
    expect(uri).toBe(`data:image/svg+xml,${svgUriText(SMALL)}`);
    expect(await firstViewPicture('/images/clubs/small-one.svg')).toBe(uri);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('links a picture over the limit, one the engine lacks, and any other address', async () => {
    const large = `<svg>${'x'.repeat(INLINE_PICTURE_LIMIT)}</svg>`;
    engineAnswering({ 'clubs/large.svg': large, 'clubs/missing.svg': null });
    expect(await firstViewPicture('/images/clubs/large.svg')).toBe('/images/clubs/large.svg');
    expect(await firstViewPicture('/images/clubs/missing.svg')).toBe('/images/clubs/missing.svg');
    expect(await firstViewPicture('https://elsewhere.example/a.svg')).toBe(
      'https://elsewhere.example/a.svg',
    );
  });

  it('links the picture when the engine cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await firstViewPicture('/images/clubs/unreachable.svg')).toBe(
      '/images/clubs/unreachable.svg',
    );
  });

  it('maps only the pictures it inlined', async () => {
    engineAnswering({ 'regions/one.svg': SMALL });
    expect(
      await firstViewPictures([
        '/images/regions/one.svg',
        '/images/regions/one.svg',
        '/images/regions/none.svg',
      ]),
    ).toEqual({ '/images/regions/one.svg': `data:image/svg+xml,${svgUriText(SMALL)}` });
  });
});
