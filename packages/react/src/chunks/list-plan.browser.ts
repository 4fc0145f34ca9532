/**
 * `#list-plan` in browser builds (the `browser` import condition): nothing is written. While
 * hydrating, a mixed list takes its static blocks over from the server's page
 * (`#server-pieces`); any other list (a static list the server did not write, client-only apps,
 * a list planned again after a bound value or the locale changed) renders through the React
 * components, which give the same elements. So the static-HTML writer is not in browser
 * bundles.
 * @module
 */
export { planTakenOverList as planStaticBlockList } from '../static-html/taken-over-plan.ts'
