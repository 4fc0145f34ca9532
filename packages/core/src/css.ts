/**
 * `@tessera/core/css`: writing CSS from Builder style objects: block styles and responsive
 * rules (`responsiveStylesToCss`), declarations (`cssObjectToText`), safe values and
 * identifiers. A subpath, not in the main entry, so a browser bundle carries it only with the
 * code that renders blocks (a page of static blocks hydrates without it).
 * @module
 */
export {
  cssObjectToText,
  toCssPropertyName,
  isSafeCssValue,
} from './responsive/css-object-to-text.ts'
export type { CssObjectToTextOptions } from './responsive/css-object-to-text.ts'
export { escapeCssIdentifier } from './responsive/escape-css-identifier.ts'
export { responsiveStylesToCss } from './responsive/responsive-styles-to-css.ts'
export type { ResponsiveStylesToCssOptions } from './responsive/responsive-styles-to-css.ts'
