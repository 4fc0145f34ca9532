import { CODE_COMPONENTS, roleCan } from '@tessera/core/permissions'
import type { Role } from '@tessera/core/permissions'

/**
 * What the editor shows a role, from the rules the service enforces
 * (`@tessera/core/permissions`): nothing is offered that the service would refuse.
 */
export interface RoleView {
  /** Nothing can be changed (viewer). */
  readOnly: boolean
  /** No insert palette, no dragging or moving blocks, no paste or delete (editor, viewer). */
  structureLocked: boolean
  /** The styles panel is read-only (editor, viewer). */
  stylesLocked: boolean
  /** Bindings, actions and code fields are hidden; Custom Code blocks are read-only. */
  codeHidden: boolean
  /** The Team screen: users, keys, audit log (admin). */
  canManageTeam: boolean
}

/** The editor's view of `role`. */
export function roleView(role: Role): RoleView {
  return {
    readOnly: !roleCan(role, 'content'),
    structureLocked: !roleCan(role, 'structure'),
    stylesLocked: !roleCan(role, 'styles'),
    codeHidden: !roleCan(role, 'code'),
    canManageTeam: roleCan(role, 'team'),
  }
}

/** Whether a block of `componentName` holds code (its options are code: Custom Code, Embed). */
export function isCodeBlock(componentName: string | undefined): boolean {
  return CODE_COMPONENTS.includes(componentName ?? '')
}
