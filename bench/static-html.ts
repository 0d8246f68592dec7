/**
 * The floor the site's rendering is read against (bench/site-prod.ts): plain node:http answering
 * every request with the same captured HTML bytes, in a process of its own, as a static file
 * server would. `tsx bench/static-html.ts <file> <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: static-html.ts <file> <port>');
const html = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
