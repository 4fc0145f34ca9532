import type { QUERY_TYPE, REQUEST_TYPE } from '../constants.ts'
import type { Block } from './block.ts'

/** A targeting rule of an entry; rules are ANDed. */
export interface QueryRule {
  '@type'?: typeof QUERY_TYPE
  property: string | null
  operator: QueryOperator | (string & {}) | null
  value: unknown
}

export type QueryOperator =
  | 'is'
  | 'isNot'
  | 'contains'
  | 'startsWith'
  | 'endsWith'
  /** Tessera's: a wildcard pattern (`*` within a path segment, `**` across). */
  | 'matches'
  | 'greaterThan'
  | 'lessThan'
  | 'greaterThanOrEqualTo'
  | 'lessThanOrEqualTo'

export interface HttpRequestSpec {
  '@type': typeof REQUEST_TYPE
  request: { url: string; method?: string; headers?: Record<string, string>; body?: unknown }
}

export interface ComponentInput {
  name: string
  type?: string
  defaultValue?: unknown
  [key: string]: unknown
}

export interface CustomFont {
  family: string
  kind?: string
  fileUrl?: string
  files?: Record<string, string>
}

/** The `data` of an entry (or of a variation). Unknown keys are custom fields. */
export interface EntryData {
  blocks?: Block[]
  blocksString?: string
  state?: Record<string, unknown>
  inputs?: ComponentInput[]
  jsCode?: string
  tsCode?: string
  httpRequests?: Record<string, string | HttpRequestSpec>
  cssCode?: string
  customFonts?: CustomFont[]
  title?: string
  pageTitle?: string
  description?: string
  pageDescription?: string
  url?: string
  [key: string]: unknown
}

export interface Variation {
  id: string
  name?: string
  /** Share of traffic, 0..1. */
  testRatio?: number
  data?: EntryData
  meta?: Record<string, unknown>
}

/** Custom breakpoints of an entry (`meta.breakpoints`), max widths in px. */
export interface CustomBreakpoints {
  xsmall?: number
  small?: number
  medium?: number
}

export interface EntryMeta {
  kind?: 'page' | 'component' | 'data' | (string & {})
  hasLinks?: boolean
  lastPreviewUrl?: string
  breakpoints?: CustomBreakpoints
  rtlMode?: boolean
  componentsUsed?: Record<string, number>
  [key: string]: unknown
}

export type PublishedState = 'published' | 'draft' | 'archived'

/** A content entry as the content API returns it. */
export interface Entry {
  id: string
  name?: string
  modelId?: string
  published?: PublishedState
  '@version'?: number
  priority?: number
  query?: QueryRule[]
  /** Epoch ms. */
  startDate?: number
  /** Epoch ms. */
  endDate?: number
  testRatio?: number
  variations?: Record<string, Variation>
  /** Set by the SDK after a split-test assignment. */
  testVariationId?: string
  testVariationName?: string
  createdDate?: number
  createdBy?: string
  lastUpdated?: number
  lastUpdatedBy?: string
  firstPublished?: number
  rev?: string
  meta?: EntryMeta
  data?: EntryData
  [key: string]: unknown
}
