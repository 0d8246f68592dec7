/**
 * Where the shop's chrome (header, nav bar, footer) hides, docs/product.md#layouts: the payment
 * controller's ok and ko pages opened from the app, and the payment controller inside the app.
 */
export function chromeHidden(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.indexOf('payment-controller');
  if (at < 0) return false;
  const outcome = parts[at + 1];
  if ((outcome === 'ok' || outcome === 'ko') && params.get('from') === 'app') return true;
  return params.get('app') === '1';
}
