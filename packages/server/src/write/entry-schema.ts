import { ELEMENT_TYPE, QUERY_TYPE } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { z } from 'zod'

/**
 * The schema of entry bodies sent to the write API.
 *
 * - Top-level fields: the writable Builder entry fields ({@link WRITABLE_FIELDS}); fields the
 *   service stamps or the SDK computes ({@link IGNORED_FIELDS}) are accepted and dropped, so
 *   an entry read from the API can be sent back as it is. Any other top-level field is refused
 *   (a typo would otherwise be stored silently) unless the stored entry already has it:
 *   custom fields go under `data` (or `meta`).
 * - A top-level `null` means the field is absent (clears a schedule, for example).
 * - `startDate`/`endDate`: epoch ms or an ISO 8601 date (normalised to epoch ms);
 *   `startDate` must be before `endDate`. The same for a variation's window,
 *   `variations.<id>.meta.startDate` / `endDate`.
 * - `data.blocks` (and `children` of blocks, at any depth, and the blocks of variations):
 *   arrays of objects whose `@type` is `@builder.io/sdk:Element`. Other block options are not
 *   checked.
 * - `meta.tessera` is reserved for the service's view of an entry and dropped.
 * @module
 */

/** Fields of a body the write API stores. */
export const WRITABLE_FIELDS = [
  'id',
  'name',
  'data',
  'published',
  'query',
  'startDate',
  'endDate',
  'priority',
  'variations',
  'meta',
  'testRatio',
  'modelId',
  '@version',
  'createdBy',
  'lastUpdatedBy',
] as const

/** Fields accepted but dropped: stamped by the store (`rev`, dates) or computed by the SDKs. */
export const IGNORED_FIELDS = [
  'rev',
  'createdDate',
  'lastUpdated',
  'firstPublished',
  'testVariationId',
  'testVariationName',
  'variationId',
] as const

/** Ids of entries created with an explicit id. */
export const ENTRY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/

const QUERY_OPERATORS = [
  'is',
  'isNot',
  'contains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqualTo',
  'lessThanOrEqualTo',
] as const

const KNOWN_FIELDS = new Set<string>([...WRITABLE_FIELDS, ...IGNORED_FIELDS])
const DATE_MESSAGE = 'expected epoch milliseconds or an ISO 8601 date'
const RATIO_MESSAGE = 'expected a number from 0 to 1'
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const objectOf = (what: string) => ({ error: `expected ${what}` })

const blockSchema = z.looseObject(
  {
    '@type': z.literal(ELEMENT_TYPE, { error: `expected "${ELEMENT_TYPE}"` }),
    get children() {
      return z.array(blockSchema, objectOf('an array of blocks')).optional()
    },
  },
  objectOf('a block object'),
)

const dataSchema = z.looseObject(
  { blocks: z.array(blockSchema, objectOf('an array of blocks')).optional() },
  objectOf('an object'),
)

const queryRuleSchema = z.looseObject(
  {
    '@type': z.literal(QUERY_TYPE, { error: `expected "${QUERY_TYPE}"` }).optional(),
    property: z.string(objectOf('a string or null')).nullable(),
    operator: z
      .enum(QUERY_OPERATORS, { error: `expected one of ${QUERY_OPERATORS.join(', ')}` })
      .nullable(),
    value: z.unknown(),
  },
  objectOf('a rule object {property, operator, value}'),
)

const dateSchema = z
  .union([z.number(), z.string()], { error: DATE_MESSAGE })
  .transform((v, ctx) => {
    const ms = typeof v === 'number' ? v : ISO_DATE.test(v) ? Date.parse(v) : Number.NaN
    if (!Number.isSafeInteger(ms) || ms < 0) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE })
      return z.NEVER
    }
    return ms
  })

const ratioSchema = z.number({ error: RATIO_MESSAGE }).min(0, RATIO_MESSAGE).max(1, RATIO_MESSAGE)
const jsonObject = z.record(z.string(), z.unknown(), objectOf('an object'))

const variationSchema = z
  .looseObject(
    {
      id: z.string(objectOf('a string')).optional(),
      name: z.string(objectOf('a string')).optional(),
      testRatio: ratioSchema.optional(),
      data: dataSchema.optional(),
      meta: z
        .looseObject(
          { startDate: dateSchema.optional(), endDate: dateSchema.optional() },
          objectOf('an object'),
        )
        .optional(),
    },
    objectOf('a variation object'),
  )
  .superRefine((variation, ctx) => {
    const { startDate, endDate } = variation.meta ?? {}
    if (startDate !== undefined && endDate !== undefined && startDate >= endDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['meta', 'endDate'],
        message: 'must be after startDate',
      })
    }
  })

const entryObject = z.looseObject(
  {
    id: z
      .string(objectOf('a string'))
      .regex(ENTRY_ID_PATTERN, 'expected 1 to 128 letters, digits, "-" or "_"')
      .optional(),
    name: z.string(objectOf('a non-empty string')).trim().min(1, 'expected a non-empty string'),
    data: dataSchema.default({}),
    published: z
      .enum(['published', 'draft', 'archived'], {
        error: 'expected one of published, draft, archived',
      })
      .optional(),
    query: z.array(queryRuleSchema, objectOf('an array of rules')).optional(),
    startDate: dateSchema.optional(),
    endDate: dateSchema.optional(),
    priority: z.number(objectOf('a number')).optional(),
    variations: z.record(z.string(), variationSchema, objectOf('an object')).optional(),
    meta: jsonObject.optional(),
    testRatio: ratioSchema.optional(),
    modelId: z.string(objectOf('a string')).optional(),
    '@version': z.number(objectOf('a number')).optional(),
    createdBy: z.string(objectOf('a string')).optional(),
    lastUpdatedBy: z.string(objectOf('a string')).optional(),
  },
  { error: 'The body must be an entry object' },
)

function entrySchema(extraFields: ReadonlySet<string>) {
  return entryObject.superRefine((entry, ctx) => {
    for (const key of Object.keys(entry)) {
      if (!KNOWN_FIELDS.has(key) && !extraFields.has(key) && !key.startsWith('@')) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'unknown field (custom fields go under data)',
        })
      }
    }
    const { startDate, endDate } = entry
    if (startDate !== undefined && endDate !== undefined && startDate >= endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be after startDate' })
    }
    const ratios = Object.values(entry.variations ?? {}).map((v) => v.testRatio ?? 0)
    if (ratios.reduce((sum, ratio) => sum + ratio, 0) > 1 + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        path: ['variations'],
        message: 'the test ratios add up to more than 1',
      })
    }
  })
}

function withoutNulls(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
}

export interface ParseEntryBodyOptions {
  /**
   * Top-level fields accepted besides the known ones (the unknown fields the stored entry
   * already has, so that content imported by other means can still be saved). Default: none.
   */
  extraFields?: ReadonlySet<string>
}

/**
 * Validates and normalises an entry body (see the module notes). Throws a `ZodError` naming
 * the first bad field (`Invalid data.blocks.0.@type: …`), which the app answers with 400.
 * @example
 * parseEntryBody({ name: 'Home', data: {}, startDate: '2025-01-01T00:00:00Z' })
 * // → { name: 'Home', data: {}, startDate: 1735689600000 }
 */
export function parseEntryBody(input: unknown, options: ParseEntryBodyOptions = {}): Entry {
  const schema = entrySchema(options.extraFields ?? new Set())
  const parsed = schema.parse(withoutNulls(input)) as Record<string, unknown>
  for (const key of IGNORED_FIELDS) delete parsed[key]
  const meta = parsed.meta as Record<string, unknown> | undefined
  if (meta && Object.hasOwn(meta, 'tessera')) {
    const rest = { ...meta }
    delete rest.tessera
    parsed.meta = rest
  }
  return parsed as Entry
}
