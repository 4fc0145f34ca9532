import { readPageScriptNonce } from './page-script-nonce.ts'
import { isExecutableScriptType } from './strip-scripts.ts'

/** Options of {@link runScripts}. */
export interface RunScriptsOptions {
  /** The author's HTML (with its scripts). */
  html: string
  /** The block's element, already showing the HTML without scripts; inline scripts go in it. */
  container: HTMLElement
  /** Keys of the scripts this block already ran; updated. Keep one per block instance. */
  ran: Set<string>
}

/** Whether the document already has a script element loading `src`. */
function isLoaded(document: Document, src: string): boolean {
  let resolved = src
  try {
    resolved = new URL(src, document.baseURI).href
  } catch {
    // Compared as written.
  }
  return Array.from(document.querySelectorAll('script[src]')).some(
    (script) =>
      script.getAttribute('src') === src || (script as HTMLScriptElement).src === resolved,
  )
}

/**
 * A new script element with the attributes of `original` (created scripts run, parsed ones
 * not) and the page's script nonce, when it has one, so that it runs under the site's CSP.
 */
function copyScript(document: Document, original: Element, nonce: string): HTMLScriptElement {
  const script = document.createElement('script')
  for (const attribute of Array.from(original.attributes)) {
    script.setAttribute(attribute.name, attribute.value)
  }
  if (nonce !== '') script.setAttribute('nonce', nonce)
  return script
}

/**
 * The text of an inline author script as it runs: inside a function of its own, as Builder's
 * gen-2 SDK runs it (there through `new Function`, here as a real script element). Its
 * top-level `const`, `let` and `class` declarations are then the function's, not the page's: the
 * same script run again (a live edit in the editor, a block mounted anew) does not throw
 * "Identifier … has already been declared". `this` is the window, as in a classic script.
 */
export function scopeInlineScript(text: string): string {
  return `(function () {\n${text}\n}).call(this)`
}

/**
 * Runs the executable scripts of the author's HTML in the browser, each once: a `src` script
 * is appended to `document.head` (async) unless the document already loads that URL (so two
 * blocks with the same library load it once); an inline script becomes a real script element
 * appended to `container`, which the browser runs (no `eval`), its text in a function scope of
 * its own ({@link scopeInlineScript}). Scripts whose key is in `ran`
 * are skipped, so re-renders and React's StrictMode double effects run nothing twice. Under a
 * Content-Security-Policy with a nonce, each script gets the page's (`readPageScriptNonce`):
 * Custom Code and Embed run author scripts by design.
 */
export function runScripts({ html, container, ran }: RunScriptsOptions): void {
  const document = container.ownerDocument
  const nonce = readPageScriptNonce(document)
  const template = document.createElement('template')
  template.innerHTML = html
  for (const original of Array.from(template.content.querySelectorAll('script'))) {
    if (!isExecutableScriptType(original.getAttribute('type'))) continue
    const src = original.getAttribute('src')?.trim() ?? ''
    if (src !== '') {
      if (ran.has(`src:${src}`)) continue
      ran.add(`src:${src}`)
      if (isLoaded(document, src)) continue
      const script = copyScript(document, original, nonce)
      script.async = true
      document.head.appendChild(script)
      continue
    }
    const text = original.textContent ?? ''
    if (text.trim() === '' || ran.has(`inline:${text}`)) continue
    ran.add(`inline:${text}`)
    const script = copyScript(document, original, nonce)
    script.text = scopeInlineScript(text)
    container.appendChild(script)
  }
}
