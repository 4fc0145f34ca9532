import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireCapability, requirePrivate } from '../middleware/auth.ts'
import { readJsonBody } from '../middleware/body-limit.ts'
import { NotFoundError } from '../store/errors.ts'
import type { ModelField, ModelKind, ModelRecord } from '../store/types.ts'
import { parseModelBody } from '../write/model-schema.ts'
import { privateJsonGuard } from '../write/write-request.ts'

/** A model as the models API returns it. */
export interface ModelView {
  name: string
  kind: ModelKind
  fields: ModelField[]
  createdAt: number
  updatedAt: number
}

function toModelView(record: ModelRecord): ModelView {
  const { name, kind, fields, createdAt, updatedAt } = record
  return { name, kind, fields, createdAt, updatedAt }
}

/**
 * The models of the caller's space (private key only; 401 without a key, 403 with a public
 * one):
 *
 * - `GET /api/v1/models` → `{ results: ModelView[] }`, by name.
 * - `GET /api/v1/models/:name` → the model, or 404 `Unknown model "<name>"`.
 * - `PUT /api/v1/models/:name` with `{ kind: page|symbol|section|data, fields?: [{ name,
 *   type, required?, defaultValue?, … }] }` creates (201) or updates (200) the model; fields
 *   left out are kept. Validated by `parseModelBody` (400 naming the field; 413 over
 *   `config.maxBodyBytes`). Calls `deps.invalidate(spaceId)`.
 */
export function modelsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const { store } = deps
  const guard = privateJsonGuard(deps.config.maxBodyBytes)

  routes.get('/api/v1/models', guard, async (c) => {
    const { spaceId } = requirePrivate(c)
    const models = await store.listModels({ spaceId })
    return c.json({ results: models.map(toModelView) })
  })

  routes.get('/api/v1/models/:name', guard, async (c) => {
    const { spaceId } = requirePrivate(c)
    const name = c.req.param('name')
    const model = await store.getModel({ spaceId, name })
    if (!model) throw new NotFoundError(`Unknown model "${name}"`)
    return c.json(toModelView(model))
  })

  routes.put('/api/v1/models/:name', guard, async (c) => {
    const { spaceId } = requireCapability(c, 'models')
    const name = c.req.param('name')
    const body = parseModelBody(name, await readJsonBody(c))
    const existed = (await store.getModel({ spaceId, name })) !== undefined
    const model = await store.upsertModel({
      spaceId,
      name,
      kind: body.kind,
      ...(body.fields === undefined ? {} : { fields: body.fields }),
    })
    deps.invalidate(spaceId)
    return c.json(toModelView(model), existed ? 200 : 201)
  })
  return routes
}
