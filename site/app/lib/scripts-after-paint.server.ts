/**
 * A page's scripts are asked for once the page has been drawn (docs/decisions/0021).
 *
 * React Router writes them as `<link rel="modulepreload">` tags, which the browser fetches at
 * once, and one inline `<script type="module">` that imports the route modules and the client
 * entry. On a phone's line the 140 KB of script then shares the bandwidth with the stylesheet,
 * the fonts and the first photos, and the first paint waits. Here, in the shell's first piece,
 * the preloads are taken out and the module script becomes a classic one that waits for the first
 * frame (or runs at once in a hidden tab, which draws no frame), then adds the same preloads and
 * the same module script, with the page's nonce.
 *
 * React does not mind: the preloads are hoisted resources it adds again on hydration if they are
 * missing, and the script element is the same element in the same place (React Router renders it
 * with `suppressHydrationWarning`; its text and type are not compared).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

/** The classic script that stands in for the module one; `s` is its text, `h` the preloads. */
const AFTER_FIRST_PAINT =
  '(function(s,h){var d=document,n=d.currentScript.nonce,done=false;' +
  'function go(){if(done)return;done=true;' +
  'h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});' +
  'var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s;d.head.appendChild(m)}' +
  'if(d.visibilityState!=="visible")go();' +
  'else{requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener("visibilitychange",go)}})';

/** A JS value written inside a `<script>`: no `<` can close it or open a comment. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

export function withScriptsAfterFirstPaint(shell: string): string {
  const script = MODULE_SCRIPT.exec(shell);
  // Without the module script there is nothing to start later: the page stays as written.
  if (!script) return shell;
  const [tag, attributes = '', text = ''] = script;
  const hrefs = [...new Set([...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]))];
  const loader = `<script${attributes}>${AFTER_FIRST_PAINT}(${scriptLiteral(text)},${scriptLiteral(hrefs)})</script>`;
  return shell.replace(tag, () => loader).replaceAll(MODULE_PRELOAD, '');
}
