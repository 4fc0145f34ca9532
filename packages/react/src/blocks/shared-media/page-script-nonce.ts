/**
 * The nonce of the scripts the site wrote, read from the page: under a Content-Security-Policy
 * with a nonce (`script-src 'nonce-…' 'strict-dynamic'`), scripts created by the page's own
 * code run in Chromium through `'strict-dynamic'`, but giving them the nonce too makes them run
 * in every browser that enforces the nonce. `''` when the page's scripts have none.
 *
 * Browsers hide the `nonce` attribute of scripts once parsed (it reads `''`); the `nonce`
 * property keeps the value, hence both.
 */
export function readPageScriptNonce(document: Document): string {
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[nonce]'))) {
    const nonce = script.nonce || script.getAttribute('nonce')
    if (nonce) return nonce
  }
  return ''
}
