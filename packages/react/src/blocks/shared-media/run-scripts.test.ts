// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runScripts } from './run-scripts.ts'
import { isExecutableScriptType, stripScripts } from './strip-scripts.ts'

interface TestWindow {
  __count?: number
}
const testWindow = window as unknown as TestWindow

function setup(html: string) {
  const container = document.createElement('div')
  container.innerHTML = stripScripts(html)
  document.body.appendChild(container)
  return container
}

beforeEach(() => {
  testWindow.__count = 0
})
afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('runScripts', () => {
  it('runs an inline script once as a real script element inside the container', () => {
    const html = '<p>x</p><script data-k="1">window.__count += 1</script>'
    const container = setup(html)
    const ran = new Set<string>()
    runScripts({ html, container, ran })
    runScripts({ html, container, ran })
    expect(testWindow.__count).toBe(1)
    const scripts = container.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.textContent).toBe('(function () {\nwindow.__count += 1\n}).call(this)')
    expect(scripts[0]?.getAttribute('data-k')).toBe('1')
    expect(container.querySelector('p')?.nextElementSibling).toBe(scripts[0])
  })

  it('runs a script declaring consts again without "already declared" errors', () => {
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message)
    window.addEventListener('error', onError)
    try {
      const html = '<script>const step = 1; class Box {}; window.__count += step</script>'
      runScripts({ html, container: setup(html), ran: new Set() })
      runScripts({ html, container: setup(html), ran: new Set() })
    } finally {
      window.removeEventListener('error', onError)
    }
    expect(errors).toEqual([])
    expect(testWindow.__count).toBe(2)
  })

  it('runs each inline script again only for a new block instance', () => {
    const html = '<script>window.__count += 1</script><script>window.__count += 10</script>'
    runScripts({ html, container: setup(html), ran: new Set() })
    runScripts({ html, container: setup(html), ran: new Set() })
    expect(testWindow.__count).toBe(22)
  })

  it('appends a src script to the head once per URL, async', () => {
    const html = '<script src="https://cdn.example.com/lib.js" crossorigin="anonymous"></script>'
    runScripts({ html, container: setup(html), ran: new Set() })
    runScripts({ html, container: setup(html), ran: new Set() })
    const relative = '<script src="/lib.js"></script>'
    runScripts({ html: relative, container: setup(relative), ran: new Set() })
    runScripts({
      html: `<script src="${new URL('/lib.js', document.baseURI).href}"></script>`,
      container: setup(''),
      ran: new Set(),
    })
    const scripts = document.head.querySelectorAll('script')
    expect(scripts).toHaveLength(2)
    expect(scripts[0]?.getAttribute('src')).toBe('https://cdn.example.com/lib.js')
    expect(scripts[0]?.getAttribute('crossorigin')).toBe('anonymous')
    expect(scripts[0]?.async).toBe(true)
    expect(scripts[1]?.getAttribute('src')).toBe('/lib.js')
    expect(document.body.querySelectorAll('script')).toHaveLength(0)
  })

  it('does not load a URL the page already loads', () => {
    const existing = document.createElement('script')
    existing.setAttribute('src', 'https://cdn.example.com/site.js')
    document.body.appendChild(existing)
    const html = '<script src="https://cdn.example.com/site.js"></script>'
    runScripts({ html, container: setup(html), ran: new Set() })
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
  })

  it('gives the scripts it creates the nonce of the page’s scripts (the site’s CSP)', () => {
    const pageScript = document.createElement('script')
    pageScript.setAttribute('nonce', 'n0nce')
    pageScript.type = 'application/json'
    document.head.appendChild(pageScript)
    const html = '<script nonce="guess">window.__count += 1</script><script src="/lib.js"></script>'
    const container = setup(html)
    runScripts({ html, container, ran: new Set() })
    expect(container.querySelector('script')?.getAttribute('nonce')).toBe('n0nce')
    expect(document.head.querySelector('script[src]')?.getAttribute('nonce')).toBe('n0nce')
    expect(testWindow.__count).toBe(1)
  })

  it('adds no nonce when the page’s scripts have none', () => {
    const html = '<script>window.__count += 1</script>'
    const container = setup(html)
    runScripts({ html, container, ran: new Set() })
    expect(container.querySelector('script')?.hasAttribute('nonce')).toBe(false)
  })

  it('skips data scripts and empty scripts', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>  </script><script type="text/template">window.__count += 1</script>'
    const container = setup(html)
    runScripts({ html, container, ran: new Set() })
    expect(testWindow.__count).toBe(0)
    expect(container.querySelectorAll('script')).toHaveLength(2)
  })
})

describe('stripScripts and the DOM agree', () => {
  it('leaves no executable script in the parsed HTML of tricky inputs', () => {
    const inputs = [
      '<SCRIPT>a()</SCRIPT ><script\nsrc=x.js></script>',
      '<script data-x="a>b">b()</script>tail',
      '<div title="<script>c()</script>">t</div><script>d()',
      '<!-- <script>e()</script> --><script type=module>f()</script>',
      // (happy-dom parses <textarea> content as markup, unlike browsers: not compared here.)
      '<style>/* </script> */</style><script>h()</script>',
    ]
    for (const html of inputs) {
      const template = document.createElement('template')
      template.innerHTML = stripScripts(html)
      const executable = Array.from(template.content.querySelectorAll('script')).filter((script) =>
        isExecutableScriptType(script.getAttribute('type')),
      )
      expect(executable, html).toEqual([])
    }
  })
})
