/**
 * Request bodies (issue 24): the site refuses any body over 64 KB before React Router reads it,
 * on its Content-Length or, sent chunked, once 64 KB have come, with its error page (413) in the
 * golfer's language. Before, 30 MB posted to the login form were parsed whole (200 after 1.7 s).
 */
import { request as httpRequest } from 'node:http';
import { expect, only, test } from './fixtures.ts';

const THIRTY_MB = 30_000_000;

interface Sent {
  status: number;
  html: string;
  ms: number;
}

/**
 * Posts a form body of `total` bytes to `path`, in 64 KB writes, and resolves with the answer as
 * soon as it has come, whether or not the server read the rest.
 */
function postForm(baseURL: string, path: string, total: number, chunked: boolean): Promise<Sent> {
  const url = new URL(path, baseURL);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        origin: url.origin,
        'content-type': 'application/x-www-form-urlencoded',
        ...(chunked ? {} : { 'content-length': String(total) }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, html, ms: performance.now() - started }),
      );
    });
    // After its answer the server closes the connection; writes still under way then fail.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    const write = () => {
      while (written < total && !answered) {
        written += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

for (const chunked of [false, true]) {
  test(`30 MB posted to the login form${chunked ? ', chunked,' : ''} get a quick 413 page in the golfer's language`, async ({
    baseURL,
  }, testInfo) => {
    only(testInfo, 'desktop');
    const spanish = await postForm(baseURL ?? '', '/es/login', THIRTY_MB, chunked);
    testInfo.annotations.push({ type: 'time to 413', description: `${spanish.ms.toFixed(0)} ms` });
    expect(spanish.status).toBe(413);
    expect(spanish.ms).toBeLessThan(1500);
    expect(spanish.html).toContain('<html lang="es"');
    expect(spanish.html).toContain('Se ha enviado demasiado (Error 413)');

    const swedish = await postForm(baseURL ?? '', '/sv/sign-up', THIRTY_MB, chunked);
    expect(swedish.status).toBe(413);
    expect(swedish.html).toContain('För mycket skickades (fel 413)');
  });
}

test('a form of ordinary size still reaches its action', async ({ request, baseURL }, testInfo) => {
  only(testInfo, 'desktop');
  const answer = await request.post('/en/login', {
    headers: { origin: new URL(baseURL ?? '').origin },
    form: { email: 'nobody@golfers.example', password: 'Wrong-password1' },
    maxRedirects: 0,
  });
  // The action read the form: it asked the engine, and the page shows its refusal and the e-mail.
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/email or password not valid/i);
  expect(html).toContain('value="nobody@golfers.example"');
});
