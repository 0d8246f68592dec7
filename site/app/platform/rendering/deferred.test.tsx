import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred.tsx';

function Footer({ year }: { year: number }) {
  return <footer>{`© ${year} Fairway, ${'the shop’s own words '.repeat(40)}`}</footer>;
}

/** The document as the site's entry.server writes it: one stream, finished parts in place. */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe('a part hydrated after the page, on the server', () => {
  it('is rendered in full in its place, past a long page, with no script needed to show it', async () => {
    const DeferredFooter = deferred(() => Promise.resolve(Footer));
    // The server imports the part as its module loads; a request comes after.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = await streamed(
      <main>
        <p>{'A long page. '.repeat(2000)}</p>
        <DeferredFooter year={2026} />
      </main>,
    );
    expect(html).toMatch(/<!--\$--><footer>© 2026 Fairway, the shop’s own words/);
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain('<script');
  });
});
