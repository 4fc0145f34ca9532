/**
 * The editor benchmark: the real service (`tessera serve`, SQLite, logs on), the built site
 * (`next start`) and the built editor the service serves, started by the browser tests' own
 * stack code; generated pages of 1,000 and 5,000 blocks written through the write API; one
 * scripted session per page in Chromium (editor-session.ts); then the sizes (editor-sizes.ts).
 * @module
 */
import { join } from 'node:path'
import type { EditorMessageType } from '@tessera/core/editor'
import type { Browser, BrowserContext, Response } from 'playwright-core'
import { buildEditorIfStale, EDITOR_DIST } from '../../scripts/start/editor-build.ts'
import { launchChromium } from '../../e2e/support/browser.ts'
import { ROOT } from '../../e2e/support/paths.ts'
import { ensureSiteBuild } from '../../e2e/support/site-build.ts'
import { KEYS, startStack } from '../../e2e/support/stack.ts'
import type { Stack } from '../../e2e/support/stack.ts'
import { sqliteDatabase } from '../../e2e/support/test-database.ts'
import { editingOnly, editorBundle, gzipSize, withMarkers } from './editor-sizes.ts'
import type { LoadedScripts } from './editor-sizes.ts'
import { runSession } from './editor-session.ts'
import type { SessionResult } from './editor-session.ts'
import type { EditorBenchResult } from './editor-table.ts'
import { installProbe, KEEP_NAMES_SHIM } from './frame-probe.ts'
import { generatePageBlocks, headingIds, middleHeadingId } from './generate-page.ts'

/** Options of {@link runEditorBench}. */
export interface EditorBenchOptions {
  /** Page sizes in blocks. Default: 1,000 and 5,000. */
  sizes?: number[]
  /** Keystrokes in the property field per page. Default 50. */
  edits?: number
  /** Palette clicks per page. Default 10. */
  inserts?: number
  /** Palette drags onto the layers per page. Default 10. */
  drags?: number
  /** Letters typed inline on the canvas per page. Default 50. */
  keystrokes?: number
  /** Palette drags onto the canvas per page. Default 10. */
  canvasDrops?: number
  log?: (line: string) => void
}

/**
 * Strings only the editing runtime holds: the editor protocol's message names (with those of
 * its drag and drop and inline text code, should they move to chunks of their own); checked
 * against the protocol's message types when type-checking.
 */
export const RUNTIME_MARKERS = [
  'builder.sdkInfo',
  'tessera.v1.blockHover',
  'builder.patchUpdates',
  'tessera.v1.dragOver',
  'tessera.v1.textInput',
] as const satisfies readonly EditorMessageType[]

const PASSWORD = 'bench password 1234'

async function api<T>(stack: Stack, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${stack.serviceUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    throw new Error(
      `POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    )
  }
  return (await response.json()) as T
}

/** An admin account, signed in: the browser state of its session. */
async function signedInState(stack: Stack, browser: Browser) {
  const { signInUrl } = await api<{ signInUrl: string }>(stack, '/api/v1/users', {
    email: 'bench@example.com',
    role: 'admin',
  })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(signInUrl)
    await page.getByLabel('New password').fill(PASSWORD)
    await page.getByLabel('Repeat it').fill(PASSWORD)
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByRole('heading', { name: 'Pages' }).waitFor()
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/** Writes a published page of `blocks` generated blocks at `/bench-<blocks>`. */
async function createPage(stack: Stack, blocks: number) {
  const path = `/bench-${blocks}`
  const content = generatePageBlocks(blocks)
  const { id } = await api<{ id: string }>(stack, '/api/v1/write/page', {
    name: `Bench ${blocks} blocks`,
    query: [{ property: 'urlPath', operator: 'is', value: path }],
    data: { url: path, title: `Bench ${blocks}`, blocks: content },
  })
  await api(stack, `/api/v1/write/page/${encodeURIComponent(id)}/publish`, {})
  return { id, path, blockId: middleHeadingId(content), dropAfterId: headingIds(content)[0] ?? '' }
}

/** Records the bodies of the scripts `context` loads from `origin` (URL without query). */
function recordScripts(context: BrowserContext, origin: string) {
  const bodies = new Map<string, Uint8Array>()
  const pending: Promise<void>[] = []
  context.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    const url = new URL(response.url())
    if (url.origin !== origin) return
    pending.push(
      response.body().then(
        (body) => void bodies.set(url.origin + url.pathname, body),
        () => undefined,
      ),
    )
  })
  return async (): Promise<LoadedScripts> => {
    await Promise.all(pending)
    return bodies
  }
}

/** The scripts a visitor's browser loads for the page at `path` (until the network is idle). */
async function productionScripts(browser: Browser, stack: Stack, path: string) {
  const context = await browser.newContext()
  try {
    const scripts = recordScripts(context, new URL(stack.siteUrl).origin)
    const page = await context.newPage()
    await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
    return await scripts()
  } finally {
    await context.close()
  }
}

/**
 * Runs the benchmark (several minutes: builds when stale, a stack, two sessions).
 * @example
 * console.log(formatEditorTable(await runEditorBench()))
 */
export async function runEditorBench(options: EditorBenchOptions = {}): Promise<EditorBenchResult> {
  const log = options.log ?? (() => {})
  const sizes = options.sizes ?? [1000, 5000]
  await ensureSiteBuild()
  if (buildEditorIfStale(ROOT, log) !== 0) throw new Error('vite build of apps/editor failed')
  const database = await sqliteDatabase()
  let stack: Stack | undefined
  let browser: Browser | undefined
  try {
    stack = await startStack(database.url)
    browser = await launchChromium()
    const storageState = await signedInState(stack, browser)
    const sessions: SessionResult[] = []
    let frameScripts: LoadedScripts = new Map()
    let firstPath = ''
    for (const blocks of sizes) {
      const page = await createPage(stack, blocks)
      firstPath ||= page.path
      const context = await browser.newContext({
        storageState,
        viewport: { width: 1600, height: 1000 },
      })
      await context.addInitScript({ content: KEEP_NAMES_SHIM })
      await context.addInitScript(installProbe)
      const scripts = recordScripts(context, new URL(stack.siteUrl).origin)
      try {
        log(`session on ${blocks} blocks…`)
        sessions.push(
          await runSession({
            context,
            editorUrl: `${stack.serviceUrl}/editor/pages/${encodeURIComponent(page.id)}`,
            blocks,
            blockId: page.blockId,
            dropAfterId: page.dropAfterId,
            blockText: 'Section',
            edits: options.edits ?? 50,
            inserts: options.inserts ?? 10,
            drags: options.drags ?? 10,
            keystrokes: options.keystrokes ?? 50,
            canvasDrops: options.canvasDrops ?? 10,
          }),
        )
        if (frameScripts.size === 0) frameScripts = await scripts()
      } finally {
        await context.close()
      }
    }
    const production = await productionScripts(browser, stack, firstPath)
    const onlyEditing = new Map([...frameScripts].filter(([url]) => !production.has(url)))
    const runtime = withMarkers(onlyEditing, RUNTIME_MARKERS)
    const isRuntime = new Set(runtime.map((file) => file.name))
    const others = new Map([...onlyEditing].filter(([url]) => !isRuntime.has(url)))
    return {
      sessions,
      editor: editorBundle(join(ROOT, EDITOR_DIST)),
      runtime,
      editingOnlyOther: editingOnly(others, new Map()),
      productionAdded: withMarkers(production, RUNTIME_MARKERS),
      production: {
        scripts: production.size,
        gzipBytes: [...production.values()].reduce((sum, body) => sum + gzipSize(body), 0),
      },
      notes: [],
    }
  } finally {
    await browser?.close()
    await stack?.stop()
    await database.dispose()
  }
}

export { formatEditorTable } from './editor-table.ts'
