export type Device = 'mobile' | 'tablet' | 'desktop'

/** Attributes of the visitor that targeting rules are matched against. */
export interface UserAttributes {
  urlPath?: string
  host?: string
  device?: Device
  locale?: string
  /** Overrides "now" for schedule checks (epoch ms or an ISO date). */
  date?: number | string
  [key: string]: unknown
}
