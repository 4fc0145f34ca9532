/**
 * Editor roles and what each may do, as Builder's users know them. The one source of these
 * rules: the content service refuses what a role cannot do, and the editor hides it.
 * @module
 */

/**
 * What a change can need:
 * - `content`: the text, options and images of existing blocks, and the entry's own fields;
 * - `structure`: adding, removing or moving blocks, creating and deleting entries;
 * - `styles`: block styles (`responsiveStyles`, `style`, `class`, animations) and fonts;
 * - `code`: bindings, actions, block code, Custom Code blocks, `jsCode`/`cssCode`/`tsCode`,
 *   `httpRequests`, state and inputs;
 * - `publish`: publishing and unpublishing;
 * - `models`: changing models (their fields);
 * - `team`: users, API keys and the audit log.
 */
export type Capability = 'content' | 'structure' | 'styles' | 'code' | 'publish' | 'models' | 'team'

/** Every capability, in the order messages name them. */
export const CAPABILITIES: readonly Capability[] = [
  'content',
  'structure',
  'styles',
  'code',
  'publish',
  'models',
  'team',
]

/** An editor account's role. */
export type Role = 'admin' | 'developer' | 'designer' | 'editor' | 'viewer'

/** Every role, the most powerful first. */
export const ROLES: readonly Role[] = ['admin', 'developer', 'designer', 'editor', 'viewer']

/**
 * The capabilities of each role: admin everything; developer everything but the team
 * (code, bindings, custom CSS, models); designer layout and styles; editor the content of
 * existing blocks (and publishing it); viewer nothing (read only).
 */
export const ROLE_CAPABILITIES: Readonly<Record<Role, readonly Capability[]>> = {
  admin: CAPABILITIES,
  developer: ['content', 'structure', 'styles', 'code', 'publish', 'models'],
  designer: ['content', 'structure', 'styles', 'publish'],
  editor: ['content', 'publish'],
  viewer: [],
}

/** One line per role, for the team screen. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  admin: 'Everything, including users and API keys',
  developer: 'Code, bindings, custom CSS and models, plus layout, styles and content',
  designer: 'Layout and styles, plus content',
  editor: 'Text, options and images of existing blocks',
  viewer: 'Read only',
}

/** What a capability lets one do, in words for messages ("cannot change styles"). */
export const CAPABILITY_WORDS: Readonly<Record<Capability, string>> = {
  content: 'change content',
  structure: 'add, remove or move blocks and entries',
  styles: 'change styles',
  code: 'change code, bindings or actions',
  publish: 'publish or unpublish',
  models: 'change models',
  team: 'manage users, API keys and the audit log',
}

/** Whether `role` is a known role (for input validation). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** Whether a user of `role` may do what `capability` covers. */
export function roleCan(role: Role, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability)
}
