import type { LOCALIZED_VALUE_TYPE } from '../constants.ts'

/** camelCase CSS properties with string values, as the editor writes them. */
export type StyleObject = Record<string, string>

/** The four sizes of responsive styles, desktop first. */
export type SizeName = 'large' | 'medium' | 'small' | 'xsmall'

export type ResponsiveStyles = Partial<Record<SizeName, StyleObject>>

/** A value that differs by locale: `value[locale] ?? value.Default`. */
export interface LocalizedValue<T = unknown> {
  '@type': typeof LOCALIZED_VALUE_TYPE
  Default?: T
  [locale: string]: T | string | undefined
}

export interface AnimationStep {
  id?: string
  isStartState?: boolean
  styles: StyleObject
  delay?: number
}

export interface Animation {
  trigger: 'pageLoad' | 'scrollInView' | 'hover' | (string & {})
  animation?: string
  steps: AnimationStep[]
  /** Seconds. */
  duration: number
  /** Seconds. */
  delay?: number
  easing?: string
  repeat?: boolean
  thresholdPercent?: number
  elementId?: string
  id?: string
}

export interface BlockComponent {
  name: string
  options?: Record<string, unknown>
  tag?: string
}

export interface Repeat {
  collection: string
  itemName?: string
}

/** One block of content: `@builder.io/sdk:Element`. */
export interface Block {
  '@type': '@builder.io/sdk:Element'
  '@version'?: number
  id?: string
  tagName?: string
  layerName?: string
  groupLocked?: boolean
  layerLocked?: boolean
  class?: string
  component?: BlockComponent
  children?: Block[]
  responsiveStyles?: ResponsiveStyles
  /** HTML attributes of the wrapper. */
  properties?: Record<string, string>
  /** Dot path on the block → expression. */
  bindings?: Record<string, string>
  /** Event name (`click`) → statements. */
  actions?: Record<string, string>
  code?: { bindings?: Record<string, string>; actions?: Record<string, string> }
  repeat?: Repeat | null
  animations?: Animation[]
  hide?: boolean
  show?: boolean
  meta?: Record<string, unknown>
  /** gen-2: inline style object. */
  style?: StyleObject
  /** gen-2: link of the wrapper. */
  href?: string
  /** gen-1: plain text block. */
  text?: string
}
