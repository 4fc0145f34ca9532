/**
 * The storage of the content service: one ContentStore contract (`types.ts`), implemented once
 * over Kysely and run on SQLite (default) or PostgreSQL.
 * @module
 */
export { openStore } from './open-store.ts'
export type { OpenStoreOptions } from './open-store.ts'
export { createSqliteStore } from './sqlite/create-sqlite-store.ts'
export type { CreateSqliteStoreOptions } from './sqlite/create-sqlite-store.ts'
export { createPostgresStore } from './postgres/create-postgres-store.ts'
export type { CreatePostgresStoreOptions } from './postgres/create-postgres-store.ts'
