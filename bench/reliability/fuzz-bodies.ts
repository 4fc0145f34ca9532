/**
 * Bodies of the fuzzed writes: entry-like objects with random fields, any JSON, deep nesting,
 * NUL characters, malformed JSON, bytes that are not UTF-8, over-size bodies; tracking batches
 * of random events; multipart forms.
 * @module
 */
import fc from 'fast-check'
import type { FuzzKeys } from './fuzz-reads.ts'
import { deepJson, nulString, pathSegment } from './fuzz-values.ts'

/** Ids the fuzzed writes share, so that updates and deletes often find the entry. */
export const FUZZ_ENTRY_ID = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 9 }).map((n) => `fz-${n}`) },
  { weight: 1, arbitrary: pathSegment },
)

/** An entry-like object: known fields with random values, at times an unknown one. */
const entryLike: fc.Arbitrary<unknown> = fc.record(
  {
    id: fc.oneof(FUZZ_ENTRY_ID, fc.jsonValue({ maxDepth: 1 })),
    name: fc.oneof(fc.string(), nulString, fc.jsonValue({ maxDepth: 1 })),
    data: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 4 })),
      fc.jsonValue(),
    ),
    published: fc.oneof(
      fc.constantFrom('published', 'draft', 'archived'),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    query: fc.jsonValue({ maxDepth: 3 }),
    startDate: fc.oneof(fc.integer(), fc.string(), fc.constant('2020-01-01T00:00:00Z')),
    endDate: fc.oneof(fc.integer(), fc.string()),
    priority: fc.jsonValue({ maxDepth: 1 }),
    variations: fc.jsonValue({ maxDepth: 3 }),
    meta: fc.jsonValue({ maxDepth: 3 }),
    rev: fc.jsonValue({ maxDepth: 1 }),
    unknownField: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
)

/** A JSON body as text: entry-like, any JSON, deep, with NUL, malformed, or (rarely) over 1 MiB. */
export const jsonBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: entryLike.map((value) => JSON.stringify(value)) },
  { weight: 4, arbitrary: fc.json({ maxDepth: 4 }) },
  {
    weight: 6,
    arbitrary: deepJson(100_000).map((deep) => `{"id":"fz-deep","data":{"x":${deep}}}`),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(nulString, fc.boolean())
      .map(([text, inKey]) => JSON.stringify({ data: inKey ? { [text]: 1 } : { text } })),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.json({ maxDepth: 3 }), fc.nat())
      .map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length))),
  },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constant(`{"data":{"big":"${'x'.repeat(1_100_000)}"}}`) },
)

/** A body: JSON text mostly, at times bytes that are not UTF-8, or nothing. */
export const writeBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> = fc.oneof(
  { weight: 12, arbitrary: jsonBody },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 40 })
      .map(
        (bytes) =>
          new Uint8Array([
            ...new TextEncoder().encode('{"data":{"t":"'),
            0xff,
            0xc0,
            ...bytes,
            0x22,
            0x7d,
            0x7d,
          ]),
      ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

/** A tracking body: `{ events: [...] }` with random events, owners and data. */
export function trackBody(keys: FuzzKeys): fc.Arbitrary<string> {
  const event = fc.record(
    {
      type: fc.oneof(fc.constantFrom('impression', 'click', 'conversion'), fc.string(), nulString),
      data: fc.oneof(
        fc.record(
          {
            ownerId: fc.oneof(fc.constant(keys.publicKey), fc.string(), nulString),
            contentId: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
            amount: fc.jsonValue({ maxDepth: 1 }),
            metadata: fc.jsonValue({ maxDepth: 3 }),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: [] },
  )
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(event, { maxLength: 5 }).map((events) => JSON.stringify({ events })),
    },
    { weight: 1, arbitrary: jsonBody },
  )
}

/** A multipart form: random fields and, at times, a small file. */
export const formBody: fc.Arbitrary<FormData> = fc
  .tuple(
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.string(), nulString), {
      maxKeys: 4,
    }),
    fc.option(fc.uint8Array({ maxLength: 2000 }), { nil: undefined }),
  )
  .map(([fields, file]) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    if (file) form.append('upload', new Blob([file]), 'fuzz.bin')
    return form
  })
