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
export type { Logger, CreateLoggerOptions, LogFields, LineLevel } from './logger.ts'
export { LOG_LEVELS } from './log-level.ts'
export type { LogLevel } from './log-level.ts'
export { openStore, createSqliteStore, createPostgresStore } from './store/index.ts'
export { backfillExperimentRollups } from './store/experiment-backfill.ts'
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
export { trackRoutes, TRACK_MAX_BODY_BYTES } from './routes/track-routes.ts'
export type { TrackRoutesOptions } from './routes/track-routes.ts'
export { analyticsRoutes } from './routes/analytics-routes.ts'
export type {
  AnalyticsRoutesOptions,
  AnalyticsResponse,
  AnalyticsResult,
} from './routes/analytics-routes.ts'
export { formsRoutes } from './routes/forms-routes.ts'
export { imagesRoutes } from './routes/images-routes.ts'
export type { ImagesRoutesOptions } from './routes/images-routes.ts'
export { createEventBuffer } from './tracking/event-buffer.ts'
export type {
  EventBuffer,
  EventBufferStats,
  CreateEventBufferOptions,
} from './tracking/event-buffer.ts'
export { importImageFile } from './images/import-image-file.ts'
export type { ImportImageFileArgs } from './images/import-image-file.ts'
export type { StoredImage } from './images/store-image.ts'
export { startServer, SHUTDOWN_TIMEOUT_MS } from './serve/start-server.ts'
export type { StartServerOptions, RunningServer, ShutdownHook } from './serve/start-server.ts'
export { ensureSpace, DEFAULT_SPACE_ID, DEFAULT_MODELS } from './serve/ensure-space.ts'
export type { EnsureSpaceOptions, EnsuredSpace } from './serve/ensure-space.ts'
export { seedSampleContent } from './seed/seed-sample-content.ts'
export type { SeedSampleContentOptions, SeedResult } from './seed/seed-sample-content.ts'
export { SAMPLE_CONTENT } from './seed/sample-content.ts'
export type { SeedEntry } from './seed/sample-content.ts'
export { importContent } from './cli/import-content.ts'
export type { ImportContentOptions, ImportReport } from './cli/import-content.ts'
export { exportContent } from './cli/export-content.ts'
export type { ExportContentOptions, ExportReport } from './cli/export-content.ts'
export { runCli } from './cli/run-cli.ts'
export type { RunCliOptions, CliResult } from './cli/run-cli.ts'
export {
  previewRoutes,
  DEFAULT_PREVIEW_TTL_SECONDS,
  MAX_PREVIEW_TTL_SECONDS,
} from './routes/preview-routes.ts'
export { createServiceRoutes } from './routes/all-routes.ts'
export type { ServiceRoutes } from './routes/all-routes.ts'
