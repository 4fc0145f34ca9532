import type { Block, Entry } from '@tessera/core'
import type { Role } from '@tessera/core/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceTestHarness } from '../routes/service-harness.test-support.ts'
import type { ServiceTestHarness } from '../routes/service-harness.test-support.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import { roleSession, sendAs } from './role-sessions.test-support.ts'
import type { RoleSession } from './role-sessions.test-support.ts'

const text = (id: string, words: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: words } },
})

const PAGE: Entry = {
  id: 'team-page',
  name: 'Team page',
  published: 'published',
  data: { blocks: [text('a', 'Hello'), text('b', 'World')] },
}

type Attempt = (h: ServiceTestHarness, who: RoleSession) => Promise<Response>

const patch =
  (body: unknown): Attempt =>
  (h, who) =>
    sendAs(h, who, 'PATCH', `/api/v1/write/page/${PAGE.id}`, body)

const blocksWith = (...blocks: Block[]) => ({ data: { blocks } })

/** Each change, the roles that may make it, and the words of the refusal. */
const CASES: Array<[string, Attempt, Role[], string]> = [
  [
    'change a text',
    patch(blocksWith(text('a', 'Hi'), text('b', 'World'))),
    ['admin', 'developer', 'designer', 'editor'],
    'change content',
  ],
  [
    'change a style',
    patch(
      blocksWith(
        { ...text('a', 'Hello'), responsiveStyles: { large: { color: 'red' } } },
        text('b', 'World'),
      ),
    ),
    ['admin', 'developer', 'designer'],
    'cannot change styles (block a: responsiveStyles)',
  ],
  [
    'add a binding',
    patch(
      blocksWith(
        { ...text('a', 'Hello'), bindings: { 'component.options.text': 'state.x' } },
        text('b', 'World'),
      ),
    ),
    ['admin', 'developer'],
    'cannot change code, bindings or actions (block a: bindings)',
  ],
  [
    'set the page script',
    patch({ data: { jsCode: 'state.x = 1' } }),
    ['admin', 'developer'],
    'cannot change code, bindings or actions (data.jsCode)',
  ],
  [
    'add a block',
    patch(blocksWith(text('a', 'Hello'), text('b', 'World'), text('c', 'New'))),
    ['admin', 'developer', 'designer'],
    'cannot add, remove or move blocks and entries (adds block c)',
  ],
  [
    'move a block',
    (h, who) =>
      sendAs(h, who, 'PUT', `/api/v1/write/page/${PAGE.id}`, {
        ...PAGE,
        data: { blocks: [text('b', 'World'), text('a', 'Hello')] },
      }),
    ['admin', 'developer', 'designer'],
    'reorders blocks in root',
  ],
  [
    'create a page',
    (h, who) => sendAs(h, who, 'POST', '/api/v1/write/page', { name: 'New', data: { blocks: [] } }),
    ['admin', 'developer', 'designer'],
    'creates an entry',
  ],
  [
    'publish',
    (h, who) => sendAs(h, who, 'POST', `/api/v1/write/page/${PAGE.id}/unpublish`),
    ['admin', 'developer', 'designer', 'editor'],
    'cannot publish or unpublish',
  ],
  [
    'restore an old revision that had other blocks',
    (h, who) => sendAs(h, who, 'POST', `/api/v1/write/page/${PAGE.id}/revisions/1/restore`),
    ['admin', 'developer', 'designer'],
    'removes block a',
  ],
  [
    'delete the page',
    (h, who) => sendAs(h, who, 'DELETE', `/api/v1/write/page/${PAGE.id}`),
    ['admin', 'developer', 'designer'],
    'cannot add, remove or move blocks and entries',
  ],
]

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'entry changes by role on %s',
  (_name, database) => {
    let h: ServiceTestHarness
    beforeAll(async () => {
      h = await createServiceTestHarness(database)
    })
    afterAll(() => h.close())

    /** A fresh page whose revision 1 has other blocks than the latest one. */
    async function freshPage(): Promise<void> {
      await h.store.deleteEntry({ spaceId: h.spaceId, model: 'page', id: PAGE.id })
      await h.store.createEntry({
        spaceId: h.spaceId,
        model: 'page',
        body: { ...PAGE, data: { blocks: [text('old', 'Before')] } },
      })
      await h.store.updateEntry({ spaceId: h.spaceId, model: 'page', id: PAGE.id, body: PAGE })
    }

    for (const [change, attempt, allowed, words] of CASES) {
      it(`lets ${allowed.join(', ')} ${change}, and refuses the others naming it`, async () => {
        for (const role of ['admin', 'developer', 'designer', 'editor', 'viewer'] as const) {
          await freshPage()
          const response = await attempt(h, await roleSession(h, role))
          const body = (await response.json()) as { error?: { message: string } }
          if (allowed.includes(role)) {
            expect(response.status, `${role}: ${JSON.stringify(body)}`).toBeLessThan(300)
            continue
          }
          expect(response.status, role).toBe(403)
          if (role !== 'viewer') expect(body.error?.message).toContain(words)
          const stored = await h.store.getEntry({ spaceId: h.spaceId, id: PAGE.id })
          expect(stored?.revision, `${role} changed nothing`).toBe(2)
        }
      })
    }
  },
)
