import type { AssetRecord, SubmissionRecord } from './types.ts'

/** A point of an image, each coordinate 0–1 from the left and the top. */
export interface FocalPoint {
  x: number
  y: number
}

/** The kinds of asset the library tells apart (by media type). */
export type AssetKind = 'image' | 'video' | 'file'

export interface ListAssetsArgs {
  spaceId: string
  /** Only assets whose file name contains this text (case-insensitive for ASCII letters). */
  search?: string
  /** Only images (`image/*`), videos (`video/*`) or other files. */
  kind?: AssetKind
  limit?: number
  offset?: number
}

export interface AssetRefArgs {
  spaceId: string
  id: string
}

export interface SetFocalPointArgs extends AssetRefArgs {
  /** The point, or null to clear it. */
  focalPoint: FocalPoint | null
}

/** An entry whose content refers to an asset. */
export interface AssetUsage {
  id: string
  model: string
  name: string
  /** Whether the reference is in the published version (else only in the draft). */
  published: boolean
}

/** A form of the space, as its submissions name it. */
export interface FormSummary {
  formName: string
  submissions: number
  /** Epoch ms of the newest submission. */
  lastSubmittedAt: number
}

/** The asset library and the per-form reading of submissions. */
export interface LibraryStore {
  /** The library's assets (not form files) of a space, newest first. */
  listAssets(args: ListAssetsArgs): Promise<AssetRecord[]>
  /** A library asset without its bytes, or undefined. */
  getAssetRecord(args: AssetRefArgs): Promise<AssetRecord | undefined>
  /** Sets an asset's focal point; NotFoundError for an unknown asset. */
  setAssetFocalPoint(args: SetFocalPointArgs): Promise<AssetRecord>
  /** Deletes an asset and its variants; false when there was none. */
  deleteAsset(args: AssetRefArgs): Promise<boolean>
  /** Entries of the space whose draft or published content mentions the asset's id. */
  findAssetUsage(args: AssetRefArgs): Promise<AssetUsage[]>
  /** The forms that have submissions, by name. */
  listForms(args: { spaceId: string }): Promise<FormSummary[]>
  getSubmission(args: { spaceId: string; id: string }): Promise<SubmissionRecord | undefined>
}
