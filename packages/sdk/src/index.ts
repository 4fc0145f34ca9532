/**
 * @tessera/sdk — the content client: fetching, user attributes, split tests, tracking and the
 * site side of editor messaging. Web standards only; imports nothing of ours but @tessera/core.
 * Subpaths: `/site` (all but fetching), `/lazy-fetch` (fetching loaded on first use), `/editor`.
 * @module
 */
export * from './site.ts'
export { fetchEntries, fetchOneEntry } from './fetch/fetch-entries.ts'
export type { FetchEntriesOptions } from './fetch/fetch-entries.ts'
export { fetchBuilderProps } from './fetch/fetch-builder-props.ts'
export type { BuilderProps, FetchBuilderPropsOptions } from './fetch/fetch-builder-props.ts'
export { buildContentUrl } from './fetch/build-content-url.ts'
export type { ContentUrlOptions } from './fetch/build-content-url.ts'
export { createContentClient } from './fetch/create-content-client.ts'
export type { ContentClient, ContentClientOptions } from './fetch/create-content-client.ts'
export type { ContentObservable } from './fetch/content-observable.ts'
export type { GetContentOptions, ContentFormat } from './fetch/plan-get-request.ts'
export type { FetchFunction } from './fetch/request-json.ts'
