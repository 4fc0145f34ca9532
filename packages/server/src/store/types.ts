import type { Entry, TrackedEventType } from '@tessera/core'
import type { AccountStore } from './account-types.ts'
import type { TeamStore } from './team-types.ts'
import type { FocalPoint, LibraryStore } from './library-types.ts'

/**
 * The storage contract of the content service: one method per operation, each taking one
 * `XxxArgs` object. Routes see only this interface; adapters (SQLite, PostgreSQL) implement it
 * and pass the same contract suite (`contract.test-support.ts`).
 *
 * Content model: an entry has a `latest` body (what the editor saved; drafts) and a
 * `published` body (what the public content API serves; absent until published and after
 * unpublish). Every save bumps `revision` and keeps the previous body in the revisions table.
 * @module
 */

export type ApiKeyKind = 'public' | 'private'
export type ModelKind = 'page' | 'symbol' | 'section' | 'data'

export interface Space {
  id: string
  name: string
  createdAt: number
}

export interface ApiKeyRecord {
  key: string
  spaceId: string
  kind: ApiKeyKind
  name: string
  createdAt: number
}

export interface ModelField {
  name: string
  type: string
  required?: boolean
  defaultValue?: unknown
  [key: string]: unknown
}

export interface ModelRecord {
  spaceId: string
  name: string
  kind: ModelKind
  fields: ModelField[]
  createdAt: number
  updatedAt: number
}

/** A stored entry. Bodies are Builder-format entries (`id`, `name`, `data`, `query`, ...). */
export interface EntryRecord {
  id: string
  spaceId: string
  model: string
  /** Starts at 1; bumped by every update, publish and unpublish. */
  revision: number
  latest: Entry
  published: Entry | null
  createdAt: number
  updatedAt: number
  firstPublishedAt: number | null
}

export interface RevisionRecord {
  entryId: string
  revision: number
  body: Entry
  createdAt: number
}

/** Which body to read: the published one (public API) or the latest (preview, drafts). */
export type EntryVersion = 'published' | 'latest'

export interface StoredEvent {
  spaceId: string
  type: TrackedEventType | (string & {})
  contentId: string | null
  variationId: string | null
  amount: number | null
  sessionId: string | null
  visitorId: string | null
  /** Epoch ms. */
  createdAt: number
  /** The whole event `data` as sent. */
  data: Record<string, unknown>
}

export interface AnalyticsRow {
  contentId: string
  /** The content id itself for the default variation. */
  variationId: string
  impressions: number
  clicks: number
  conversions: number
  conversionAmount: number
}

/** One variation of a split test over a time range (see `ContentStore.aggregateExperiment`). */
export interface ExperimentRow {
  /** The content id itself for the default variation. */
  variationId: string
  impressions: number
  /** Cohort: distinct visitors who entered the test (first impression) on a day of the range. */
  visitors: number
  clicks: number
  conversions: number
  /** Of those visitors, the ones whose first conversion is on or before the range's last day. */
  convertedVisitors: number
}

/** One UTC day of one variation (see `ContentStore.experimentDaily`). */
export interface ExperimentDayRow {
  /** UTC day: floor(epoch ms / 86,400,000). */
  day: number
  /** The content id itself for the default variation. */
  variationId: string
  impressions: number
  /** Visitors entering the test that day (their first impression of this variation). */
  visitors: number
  clicks: number
  conversions: number
}

export interface StoredFile {
  field: string
  filename: string
  contentType: string
  size: number
  /** Asset id of the stored bytes. */
  assetId: string
}

export interface SubmissionRecord {
  id: string
  spaceId: string
  formName: string
  to: string | null
  data: Record<string, unknown>
  files: StoredFile[]
  createdAt: number
}

export interface AssetRecord {
  id: string
  spaceId: string
  filename: string
  contentType: string
  size: number
  width: number | null
  height: number | null
  createdAt: number
  /** In the asset library (an author's upload), rather than a form submission's file. */
  library: boolean
  /** Where crops of an image centre, 0–1 from the left and top; null: the middle. */
  focalPoint: FocalPoint | null
}

export interface CreateSpaceArgs {
  name: string
  id?: string
}
export interface CreateApiKeyArgs {
  spaceId: string
  kind: ApiKeyKind
  name?: string
  /** Explicit key (from TESSERA_PUBLIC_KEY / TESSERA_PRIVATE_KEY); random when omitted. */
  key?: string
}
export interface FindApiKeyArgs {
  key: string
}
export interface ListApiKeysArgs {
  spaceId: string
}
export interface UpsertModelArgs {
  spaceId: string
  name: string
  kind: ModelKind
  fields?: ModelField[]
}
export interface GetModelArgs {
  spaceId: string
  name: string
}
export interface ListModelsArgs {
  spaceId: string
}
export interface CreateEntryArgs {
  spaceId: string
  model: string
  /** The body; `id` is generated (32 hex) when missing. `published: 'published'` publishes it. */
  body: Entry
}
export interface UpdateEntryArgs {
  spaceId: string
  model: string
  id: string
  body: Entry
  /** Optimistic concurrency: the revision the change is based on; stale → ConflictError. */
  expectedRevision?: number
  /** Also make this body the published one. */
  publish?: boolean
}
export interface EntryRefArgs {
  spaceId: string
  model: string
  id: string
  expectedRevision?: number
}
export interface PublishEntryArgs extends EntryRefArgs {
  /** Who (un)publishes: stamped as the body's `lastUpdatedBy`, so the revision says who. */
  updatedBy?: string
}
export interface GetEntryArgs {
  spaceId: string
  id: string
  /** When given, the entry must belong to this model. */
  model?: string
}
export interface ListEntriesArgs {
  spaceId: string
  model: string
  /** `published`: only entries with a published body. Default `latest` (all). */
  version?: EntryVersion
  limit?: number
  offset?: number
}
export interface FindCandidatesArgs {
  spaceId: string
  model: string
  version: EntryVersion
  /**
   * Normalised URL path of the visitor. When given, only entries whose `urlPath` `is` rule
   * names this path, plus entries without such a rule, are returned (an index lookup, not a
   * scan). Targeting is then checked by the caller with @tessera/core's matcher.
   */
  urlPath?: string
}
export interface ListRevisionsArgs {
  spaceId: string
  entryId: string
  /** At most this many (newest first); all when absent. */
  limit?: number
  /** Skips this many newest ones (with `limit`). */
  offset?: number
}
export interface GetRevisionArgs {
  spaceId: string
  entryId: string
  revision: number
}
export interface InsertEventsArgs {
  events: StoredEvent[]
}
export interface AggregateEventsArgs {
  spaceId: string
  /** Epoch ms, inclusive. */
  from: number
  /** Epoch ms, exclusive. */
  to: number
  contentId?: string
}
/**
 * One content's test over whole UTC days: the days from the one holding `from` to the one
 * holding `to - 1`, both included (see `alignToDays`).
 */
export interface AggregateExperimentArgs {
  spaceId: string
  contentId: string
  /** Epoch ms, inclusive; counts from the start of its UTC day. */
  from: number
  /** Epoch ms, exclusive; counts to the end of the UTC day of `to - 1`. */
  to: number
}
export interface InsertSubmissionArgs {
  spaceId: string
  formName: string
  to: string | null
  data: Record<string, unknown>
  files: StoredFile[]
}
export interface SubmissionBytesArgs {
  spaceId: string
}
export interface ListSubmissionsArgs {
  spaceId: string
  /** Only this form's submissions. */
  formName?: string
  /** Only submissions whose fields contain this text (case-insensitive for ASCII letters). */
  search?: string
  limit?: number
  offset?: number
}
export interface PutAssetArgs {
  spaceId: string
  /** The asset's id (an import keeps the exported one). Default: a new random id. */
  id?: string
  filename: string
  contentType: string
  bytes: Uint8Array
  width?: number | null
  height?: number | null
  /** Put it in the asset library. Default false (a form submission's file). */
  library?: boolean
}
export interface GetAssetArgs {
  spaceId?: string
  id: string
}
export interface ImageVariantArgs {
  assetId: string
  width: number
  format: string
}
export interface PutImageVariantArgs extends ImageVariantArgs {
  bytes: Uint8Array
}

/** A change another instance must hear about (cache invalidation). */
export interface StoreChange {
  spaceId: string
  model?: string
  entryId?: string
}

/**
 * The change feed was interrupted (PostgreSQL: the LISTEN connection broke) or its safety-net
 * interval came round: any space may have changed unheard, so drop everything cached.
 */
export interface MissedChanges {
  missed: true
}

export interface ContentStore extends AccountStore, TeamStore, LibraryStore {
  /** `sqlite` or `postgres`. */
  readonly kind: 'sqlite' | 'postgres'
  /** Applies pending versioned migrations. Idempotent. */
  migrate(): Promise<void>
  close(): Promise<void>

  createSpace(args: CreateSpaceArgs): Promise<Space>
  listSpaces(): Promise<Space[]>
  createApiKey(args: CreateApiKeyArgs): Promise<ApiKeyRecord>
  findApiKey(args: FindApiKeyArgs): Promise<ApiKeyRecord | undefined>
  listApiKeys(args: ListApiKeysArgs): Promise<ApiKeyRecord[]>

  upsertModel(args: UpsertModelArgs): Promise<ModelRecord>
  getModel(args: GetModelArgs): Promise<ModelRecord | undefined>
  listModels(args: ListModelsArgs): Promise<ModelRecord[]>

  /** Throws ConflictError when an entry with the same id exists. */
  createEntry(args: CreateEntryArgs): Promise<EntryRecord>
  /** Throws NotFoundError / ConflictError (stale `expectedRevision`); writes nothing then. */
  updateEntry(args: UpdateEntryArgs): Promise<EntryRecord>
  publishEntry(args: PublishEntryArgs): Promise<EntryRecord>
  unpublishEntry(args: PublishEntryArgs): Promise<EntryRecord>
  /** Returns false when there was nothing to delete. */
  deleteEntry(args: EntryRefArgs): Promise<boolean>
  getEntry(args: GetEntryArgs): Promise<EntryRecord | undefined>
  listEntries(args: ListEntriesArgs): Promise<EntryRecord[]>
  findCandidates(args: FindCandidatesArgs): Promise<EntryRecord[]>
  listRevisions(args: ListRevisionsArgs): Promise<RevisionRecord[]>
  getRevision(args: GetRevisionArgs): Promise<RevisionRecord | undefined>

  /** Inserts in one transaction; returns the number inserted. */
  insertEvents(args: InsertEventsArgs): Promise<number>
  aggregateEvents(args: AggregateEventsArgs): Promise<AnalyticsRow[]>
  /**
   * Per-variation counts of one content's test, ordered by variation id; visitors by cohort
   * (entered on a day of the range), converted if first converted by its last day.
   */
  aggregateExperiment(args: AggregateExperimentArgs): Promise<ExperimentRow[]>
  /** The same test per UTC day with data, ordered by day then variation id. */
  experimentDaily(args: AggregateExperimentArgs): Promise<ExperimentDayRow[]>

  insertSubmission(args: InsertSubmissionArgs): Promise<SubmissionRecord>
  listSubmissions(args: ListSubmissionsArgs): Promise<SubmissionRecord[]>
  /**
   * A random secret kept in the database under `name`, created by the first caller: every
   * instance on the database gets the same one (the preview-token secret).
   */
  sharedSecret(args: { name: string }): Promise<string>
  /** Bytes the space's submissions hold: their fields as JSON plus their files. */
  submissionBytes(args: SubmissionBytesArgs): Promise<number>

  putAsset(args: PutAssetArgs): Promise<AssetRecord>
  getAsset(args: GetAssetArgs): Promise<{ asset: AssetRecord; bytes: Uint8Array } | undefined>
  getImageVariant(args: ImageVariantArgs): Promise<Uint8Array | undefined>
  putImageVariant(args: PutImageVariantArgs): Promise<void>

  /**
   * Hears about content changes made by any instance on the same database (PostgreSQL
   * LISTEN/NOTIFY; in-process only on SQLite). Returns an unsubscribe function.
   */
  onChange(listener: (change: StoreChange | MissedChanges) => void): () => void
  /**
   * Sends a short JSON message to every instance on the same database, this one included
   * (PostgreSQL NOTIFY, unstored and best-effort; in-process on SQLite): editor presence.
   */
  broadcast(message: object): Promise<void>
  /** Hears the broadcasts (validate them: any instance may send). Returns an unsubscribe. */
  onBroadcast(listener: (message: unknown) => void): () => void
}
