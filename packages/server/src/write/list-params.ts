import { DEFAULT_LIMIT, MAX_LIMIT } from '@tessera/core'
import type { PublishedState } from '@tessera/core'
import { z } from 'zod'

/** The paging and filter of a write API listing. */
export interface ListParams {
  /** 1..100, default 30. */
  limit: number
  /** ≥ 0, default 0. */
  offset: number
  /** Only entries whose latest body has this status. Default: all. */
  published: PublishedState | undefined
}

const LIMIT_MESSAGE = `expected an integer from 1 to ${MAX_LIMIT}`
const OFFSET_MESSAGE = 'expected an integer ≥ 0'

const integer = (message: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, message)
    .transform(Number)

const schema = z.object({
  limit: integer(LIMIT_MESSAGE)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(MAX_LIMIT, LIMIT_MESSAGE))
    .default(DEFAULT_LIMIT),
  offset: integer(OFFSET_MESSAGE).default(0),
  published: z
    .enum(['published', 'draft', 'archived'], {
      error: 'expected one of published, draft, archived',
    })
    .optional(),
})

/** `?limit&offset&published` of a listing; ZodError (400 naming the parameter) when bad. */
export function listParams(query: Record<string, string>): ListParams {
  const { limit, offset, published } = schema.parse(query)
  return { limit, offset, published }
}
