/**
 * A page's scripts are asked for once the page has been drawn (docs/decisions/0021).
 *
 * React Router writes them as `<link rel="modulepreload">` tags, which the browser fetches at
 * once, and one inline `<script type="module">` that imports the route modules and the client
 * entry. On a phone's line the 140 KB of script then shares the bandwidth with the stylesheet,
 * the fonts and the first photos, and the first paint waits. Here, in the shell's first piece,
 * the preloads are taken out and the module script becomes a classic one that waits for the first
 * paint (below), then adds the same preloads and the same module script, with the page's nonce.
 *
 * React does not mind: the preloads are hoisted resources it adds again on hydration if they are
 * missing, and the script element is the same element in the same place (React Router renders it
 * with `suppressHydrationWarning`; its text and type are not compared).
 */
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const MODULE_SCRIPT = ' type="module" async="">';

/**
 * The classic script that stands in for the module one; `s` is its text, `h` the preloads. It
 * starts them once the browser reports the first contentful paint: a frame can be laid out and
 * still be shown much later (Chromium holds the first paint of a navigation), and only the
 * paint entry says the golfer sees the page. Where paint entries are not reported it waits for
 * the first frame; a hidden tab draws nothing, so there they start at once, and after 3 s they
 * start whatever happened.
 */
const AFTER_FIRST_PAINT =
  '(function(s,h){var d=document,n=d.currentScript.nonce,done=false,P=window.PerformanceObserver;' +
  'function go(){if(done)return;done=true;' +
  'h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});' +
  'var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s;d.head.appendChild(m)}' +
  'function soon(){setTimeout(go,0)}' +
  'if(d.visibilityState!=="visible"){go();return}' +
  'd.addEventListener("visibilitychange",go);setTimeout(go,3000);' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(soon)})';

/** A JS value written inside a `<script>`: no `<` can close it or open a comment. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The shell with its scripts started after the first paint. It works on the bytes: a club's
 * whole day is a shell of 140 KB, and decoding and encoding it all again cost 0.8 ms, a tenth
 * of the server's time for the page; only the preload tags and the module script are read as text.
 */
export function withScriptsAfterFirstPaint(shell: Buffer): Buffer {
  const moduleAt = shell.indexOf(MODULE_SCRIPT);
  const openAt = moduleAt < 0 ? -1 : shell.lastIndexOf('<script', moduleAt);
  const textAt = moduleAt + MODULE_SCRIPT.length;
  const closeAt = openAt < 0 ? -1 : shell.indexOf('</script>', textAt);
  // Without the module script there is nothing to start later: the page stays as written.
  if (closeAt < 0) return shell;
  const pieces: Buffer[] = [];
  const preloads = new Set<string>();
  let kept = 0;
  for (let at = shell.indexOf(MODULE_PRELOAD); at >= 0 && at < openAt;) {
    const end = shell.indexOf('/>', at) + 2;
    if (end < at) break;
    const href = /href="([^"]+)"/.exec(shell.toString('utf8', at, end))?.[1];
    if (href) preloads.add(href);
    pieces.push(shell.subarray(kept, at));
    kept = end;
    at = shell.indexOf(MODULE_PRELOAD, end);
  }
  const attributes = shell.toString('utf8', openAt + '<script'.length, moduleAt);
  const text = shell.toString('utf8', textAt, closeAt);
  const loader = `<script${attributes}>${AFTER_FIRST_PAINT}(${scriptLiteral(text)},${scriptLiteral([...preloads])})`;
  pieces.push(shell.subarray(kept, openAt), Buffer.from(loader), shell.subarray(closeAt));
  return Buffer.concat(pieces);
}
