/**
 * @tessera/server — the content service: Builder-compatible HTTP API over SQLite (default) or
 * PostgreSQL. Imports nothing of ours but @tessera/core.
 * @module
 */
export type * from './store/types.ts'
export { NotFoundError, ConflictError } from './store/errors.ts'
export type { ServerConfig } from './config.ts'
export type { AppDeps, AppEnv, AuthInfo } from './app-env.ts'
export { createLogger } from './logger.ts'
export type { Logger, CreateLoggerOptions } from './logger.ts'
export { openStore, createSqliteStore, createPostgresStore } from './store/index.ts'
export type {
  OpenStoreOptions,
  CreateSqliteStoreOptions,
  CreatePostgresStoreOptions,
} from './store/index.ts'
export { createApp } from './app.ts'
export type { CreateAppDeps, CreateAppOptions, RouteModule } from './app.ts'
export { loadConfig, CONFIG_DEFAULTS } from './load-config.ts'
export { createPreviewToken, verifyPreviewToken } from './middleware/preview-token.ts'
export type { PreviewTokenClaims } from './middleware/preview-token.ts'
export { requireAuth, requirePrivate } from './middleware/auth.ts'
export { limitBody, readJsonBody } from './middleware/body-limit.ts'
export type { ErrorBody } from './middleware/error-handler.ts'
export { writeRoutes } from './routes/write-routes.ts'
export { revisionsRoutes } from './routes/revisions-routes.ts'
export type { RevisionSummary } from './routes/revisions-routes.ts'
export { modelsRoutes } from './routes/models-routes.ts'
export type { ModelView } from './routes/models-routes.ts'
export { parseEntryBody } from './write/entry-schema.ts'
export type { ParseEntryBodyOptions } from './write/entry-schema.ts'
export type { TesseraEntryInfo } from './write/entry-view.ts'
export type { ConflictBody } from './write/conflict-response.ts'
