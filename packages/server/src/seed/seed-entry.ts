import type { Entry } from '@tessera/core'
import type { ModelKind } from '../store/types.ts'

/** One entry to seed: its model (created when missing, of `kind`, default `data`) and body. */
export interface SeedEntry {
  model: string
  kind?: ModelKind
  body: Entry
}
