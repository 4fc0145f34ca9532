import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { authMiddleware } from '../middleware/auth.ts'
import type { ReadDeps } from '../read/read-deps.ts'
import { generateBlocksSource } from './codegen-source.ts'
import { respondKeyed } from './query-keyed.ts'

const formatSchema = z.object({
  format: z.enum(['react', 'solid'], { error: 'expected react or solid' }).default('react'),
})

/**
 * `GET /api/v1/codegen/:apiKey/:keys?format=react|solid`: like the query endpoint, and each
 * entry gets `data.blocksJs`, the source of a component rendering its blocks (see
 * `generateBlocksSource`).
 */
export function codegenRoutes(deps: ReadDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const path = '/api/v1/codegen/:apiKey/:keys'
  routes.use(path, authMiddleware(deps.keys, { pathParam: 'apiKey' }))
  routes.get(path, (c) => {
    const raw = c.req.query('format')
    const { format } = formatSchema.parse({ format: raw?.replace(/^"(.*)"$/, '$1') })
    return respondKeyed(c, {
      deps,
      transform: (entries) =>
        entries.map((entry) => ({
          ...entry,
          data: { ...entry.data, blocksJs: generateBlocksSource(entry.data?.blocks, format) },
        })),
    })
  })
  return routes
}
