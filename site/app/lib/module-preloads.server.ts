/**
 * React Router names a page's scripts in `<link rel="modulepreload">` tags of its own, with no way
 * to set their priority. The browser fetches those at high priority, alongside the stylesheet and
 * fonts the first paint needs; at low priority it fetches the scripts after them, and the page is
 * drawn before it is hydrated (docs/decisions/0020).
 */
const MODULE_PRELOAD = '<link rel="modulepreload" ';

export function withLowPriorityScripts(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `);
}
