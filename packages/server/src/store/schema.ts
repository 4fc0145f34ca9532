import type { EntryVersion } from './types.ts'

/**
 * Kysely table types of the store, shared by SQLite and PostgreSQL. Timestamps are epoch ms
 * (`bigint` columns; the PostgreSQL pool parses them back to numbers). JSON is stored as text
 * on both databases and parsed on read.
 * @module
 */

export interface SpacesTable {
  id: string
  name: string
  created_at: number
}

export interface ApiKeysTable {
  key: string
  space_id: string
  kind: string
  name: string
  created_at: number
}

export interface ModelsTable {
  space_id: string
  name: string
  kind: string
  /** JSON array of ModelField. */
  fields: string
  created_at: number
  updated_at: number
}

export interface EntriesTable {
  id: string
  space_id: string
  model: string
  name: string
  revision: number
  /** JSON body. */
  latest: string
  /** JSON body, null when unpublished. */
  published: string | null
  created_at: number
  updated_at: number
  first_published_at: number | null
}

/** The path index of `findCandidates`: one row per (entry, version, indexable path). */
export interface EntryPathsTable {
  space_id: string
  model: string
  entry_id: string
  version: EntryVersion
  /** A normalised path, or `*` for entries without an `urlPath is` rule. */
  url_path: string
}

export interface RevisionsTable {
  entry_id: string
  space_id: string
  revision: number
  /** JSON body of that revision. */
  body: string
  created_at: number
}

export interface EventsTable {
  space_id: string
  type: string
  content_id: string | null
  variation_id: string | null
  amount: number | null
  session_id: string | null
  visitor_id: string | null
  created_at: number
  /** JSON object. */
  data: string
}

/** Per content, variation and UTC day: counts of the experiment report (migration 007). */
export interface ExperimentDaysTable {
  space_id: string
  content_id: string
  /** The variation id; the content id for the default. */
  variation: string
  /** UTC day: floor(epoch ms / 86,400,000). */
  day: number
  impressions: number
  clicks: number
  conversions: number
  /** Visitors entering the test that day: their first impression (of this content and variation). */
  visitors: number
}

/** Per content, variation and visitor: the first UTC days seen and converted (migration 007). */
export interface ExperimentVisitorsTable {
  space_id: string
  content_id: string
  variation: string
  visitor_id: string
  first_seen: number | null
  first_converted: number | null
}

/**
 * Per content, variation, entry day and first conversion day: how many visitors who entered the
 * test that day (first impression) first converted that day (migration 007).
 */
export interface ExperimentCohortConversionsTable {
  space_id: string
  content_id: string
  variation: string
  first_seen: number
  first_converted: number
  visitors: number
}

export interface SubmissionsTable {
  id: string
  space_id: string
  form_name: string
  to_address: string | null
  /** JSON object. */
  data: string
  /** JSON array of StoredFile. */
  files: string
  /** Length of `data` plus the sizes of the files (for the storage quota). */
  bytes: number
  created_at: number
}

export interface AssetsTable {
  id: string
  space_id: string
  filename: string
  content_type: string
  size: number
  width: number | null
  height: number | null
  bytes: Uint8Array
  created_at: number
  /** 1: in the asset library (uploaded by an author); 0: a form submission's file. */
  library: number
  /** Focal point of an image, 0–1 from the left / top; null when unset. */
  focal_x: number | null
  focal_y: number | null
}

export interface ImageVariantsTable {
  asset_id: string
  width: number
  format: string
  bytes: Uint8Array
  created_at: number
}

/** Values shared by every instance (`sharedSecret`). */
export interface SettingsTable {
  name: string
  value: string
  created_at: number
}

export interface UsersTable {
  id: string
  space_id: string
  /** Lower-case. */
  email: string
  name: string
  role: string
  /** `scrypt$…` (see auth/password.ts); null until the user sets a password. */
  password_hash: string | null
  created_at: number
}

export interface SessionsTable {
  /** SHA-256 of the session id the cookie holds: a copy of the table opens no session. */
  id_hash: string
  user_id: string
  csrf_token: string
  created_at: number
  last_seen_at: number
  expires_at: number
}

export interface SignInLinksTable {
  /** SHA-256 of the link's token. */
  token_hash: string
  user_id: string
  expires_at: number
  used_at: number | null
}

/** The audit log (`TeamStore`). */
export interface AuditLogTable {
  id: string
  space_id: string
  at: number
  actor: string
  action: string
  target: string
  /** JSON object. */
  details: string
}

/** Applied migrations, by name. */
export interface MigrationsTable {
  name: string
  applied_at: number
}

export interface Database {
  spaces: SpacesTable
  api_keys: ApiKeysTable
  models: ModelsTable
  entries: EntriesTable
  entry_paths: EntryPathsTable
  revisions: RevisionsTable
  events: EventsTable
  experiment_days: ExperimentDaysTable
  experiment_visitors: ExperimentVisitorsTable
  experiment_cohort_conversions: ExperimentCohortConversionsTable
  submissions: SubmissionsTable
  assets: AssetsTable
  image_variants: ImageVariantsTable
  settings: SettingsTable
  users: UsersTable
  sessions: SessionsTable
  sign_in_links: SignInLinksTable
  audit_log: AuditLogTable
  tessera_migrations: MigrationsTable
}

/** The two databases the store runs on. */
export type StoreKind = 'sqlite' | 'postgres'
