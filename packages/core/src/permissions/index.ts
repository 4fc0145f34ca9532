/**
 * Roles and permissions, shared by the content service (which refuses) and the editor (which
 * hides): `@tessera/core/permissions`.
 * @module
 */
export {
  CAPABILITIES,
  CAPABILITY_WORDS,
  ROLES,
  ROLE_CAPABILITIES,
  ROLE_DESCRIPTIONS,
  isRole,
  roleCan,
} from './roles.ts'
export type { Capability, Role } from './roles.ts'
export {
  BLOCK_CODE_FIELDS,
  BLOCK_STYLE_FIELDS,
  CODE_COMPONENTS,
  blockChanges,
} from './block-changes.ts'
export type { NeededChange } from './block-changes.ts'
export { DATA_CODE_FIELDS, DATA_STYLE_FIELDS, changesNeeded } from './entry-changes.ts'
export { refusalMessage, refusedChanges } from './refused-changes.ts'
