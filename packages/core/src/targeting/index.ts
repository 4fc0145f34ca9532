/**
 * `@tessera/core/targeting`: which entries a visitor sees: targeting rules (`matchesTargeting`,
 * `matchesQueryRule`, `matchesPattern`, `filterByTargeting`), URL paths and priority. A subpath,
 * not in the main entry, so a browser bundle carries the rules only with the code that uses them
 * (the PersonalizationContainer block): a bundler splitting code by module puts every module the
 * main entry re-exports in the chunks of every page that imports the main entry.
 * @module
 */
export { matchesTargeting } from './matches-targeting.ts'
export type { TargetedEntry, TargetingOptions } from './matches-targeting.ts'
export { matchesQueryRule } from './matches-query-rule.ts'
export { matchesPattern } from './matches-pattern.ts'
export { filterByTargeting } from './filter-by-targeting.ts'
export { compareByPriority } from './compare-by-priority.ts'
export { normalizeUrlPath } from './normalize-url-path.ts'
export { getIndexableUrlPaths } from './get-indexable-url-paths.ts'
