import type { ModelField, ModelKind } from '../store/types.ts'
import { z } from 'zod'

/** Names of models: a letter, then letters, digits or `-`; at most 64 characters. */
export const MODEL_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/i
/** Names of model fields: a letter, `_` or `$`, then letters, digits, `_`, `$` or `-`. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_$][\w$-]{0,127}$/

const MODEL_KINDS = ['page', 'symbol', 'section', 'data'] as const

/** A validated `PUT /api/v1/models/:name` body. */
export interface ModelBody {
  kind: ModelKind
  /** Undefined: the stored fields are kept (a new model gets none). */
  fields: ModelField[] | undefined
}

const fieldSchema = z.looseObject(
  {
    name: z
      .string({ error: 'expected a string' })
      .regex(
        FIELD_NAME_PATTERN,
        'expected a letter, "_" or "$", then letters, digits, "_", "$" or "-"',
      ),
    type: z.string({ error: 'expected a non-empty string' }).min(1, 'expected a non-empty string'),
    required: z.boolean({ error: 'expected true or false' }).optional(),
    defaultValue: z.unknown().optional(),
  },
  { error: 'expected a field object {name, type}' },
)

const nameSchema = z.object({
  name: z
    .string()
    .regex(MODEL_NAME_PATTERN, 'expected a letter, then letters, digits or "-" (at most 64)'),
})

const schema = z
  .looseObject(
    {
      name: z.string({ error: 'expected a string' }).optional(),
      kind: z.enum(MODEL_KINDS, { error: 'expected one of page, symbol, section, data' }),
      fields: z.array(fieldSchema, { error: 'expected an array of fields' }).optional(),
    },
    { error: 'The body must be a model object {kind, fields}' },
  )
  .superRefine((model, ctx) => {
    for (const key of Object.keys(model)) {
      if (!['name', 'kind', 'fields'].includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'unknown field' })
      }
    }
    const seen = new Set<string>()
    for (const [index, field] of (model.fields ?? []).entries()) {
      if (seen.has(field.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: `duplicate field "${field.name}"`,
        })
      }
      seen.add(field.name)
    }
  })

/**
 * Validates a model name (from the path) and a model body: `{ kind, fields? }` (a `name`, when
 * given, must equal the path's). Field names are unique; a field may carry other settings
 * (`helperText`, `enum`, `subFields`, …), kept as they are. Throws a ZodError naming the bad
 * field (400).
 */
export function parseModelBody(name: string, input: unknown): ModelBody {
  nameSchema.parse({ name })
  const parsed = schema
    .refine((model) => model.name === undefined || model.name === name, {
      path: ['name'],
      message: 'does not match the name in the path',
    })
    .parse(input)
  return { kind: parsed.kind, fields: parsed.fields as ModelField[] | undefined }
}
