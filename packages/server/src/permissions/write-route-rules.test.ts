import { CAPABILITY_WORDS, ROLES, roleCan } from '@tessera/core/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceTestHarness } from '../routes/service-harness.test-support.ts'
import type { ServiceTestHarness } from '../routes/service-harness.test-support.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import { roleSession, sendAs } from './role-sessions.test-support.ts'
import { WRITE_ROUTE_RULES } from './write-route-rules.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A request path for a route pattern: every `:param` becomes `none`. */
const concrete = (pattern: string) => pattern.replace(/:\w+(\{[^}]*\})?/g, 'none')

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'write route rules on %s',
  (_name, database) => {
    let h: ServiceTestHarness
    beforeAll(async () => {
      h = await createServiceTestHarness(database)
    })
    afterAll(() => h.close())

    it('classifies every write route of the service (a new route must get a rule)', () => {
      const routes = h.app.routes
        .filter((route) => WRITE_METHODS.has(route.method))
        .map((route) => `${route.method} ${route.path}`)
      const classified = WRITE_ROUTE_RULES.map((rule) => `${rule.method} ${rule.path}`)
      const missing = [...new Set(routes)].filter((route) => !classified.includes(route))
      expect(missing, 'add these routes to WRITE_ROUTE_RULES').toEqual([])
      const stale = classified.filter((route) => !routes.includes(route))
      expect(stale, 'these rules name no route').toEqual([])
    })

    for (const role of ROLES) {
      it(`lets a ${role} call exactly the write routes the role allows`, async () => {
        for (const { method, path, rule } of WRITE_ROUTE_RULES) {
          // A fresh session each time: sign-out and password routes end sessions.
          const session = await roleSession(h, role)
          const response = await sendAs(h, session, method, concrete(path), {})
          const capability = rule === 'entry-diff' ? 'content' : rule
          const refused =
            capability !== 'public' && capability !== 'signed-in' && !roleCan(role, capability)
          const label = `${role} ${method} ${path} → ${response.status}`
          if (refused) {
            expect(response.status, label).toBe(403)
            const body = (await response.json()) as { error: { message: string } }
            expect(body.error.message).toContain(`cannot ${CAPABILITY_WORDS[capability]}`)
          } else {
            expect(response.status, label).not.toBe(403)
          }
        }
      })
    }

    it('lets the private key call every write route but those about a person', async () => {
      for (const { method, path, sessionOnly } of WRITE_ROUTE_RULES) {
        const response = await sendAs(h, h.privateKey, method, concrete(path), {})
        if (sessionOnly) expect(response.status, `${method} ${path}`).toBe(403)
        else expect(response.status, `${method} ${path}`).not.toBe(403)
      }
    })
  },
)
