/**
 * The error model of Tessera. Every error we raise is a `TesseraError` with a stable `code`
 * and, where one exists, the underlying `cause`. Narrow with `instanceof` or by `code`.
 * @module
 */

/** Stable error codes; match on these rather than on messages. */
export type TesseraErrorCode =
  | 'INVALID_ARGUMENT'
  | 'INVALID_API_VERSION'
  | 'INVALID_ENV'
  | 'QUERY_PARSE'
  | 'CONTENT_PARSE'
  | 'CONTENT_FETCH'
  | 'MISSING_API_KEY'
  | 'NOT_INITIALISED'
  | 'EVALUATION'
  | 'HTTP'

export interface TesseraErrorOptions {
  /** The error (or value) that caused this one. */
  cause?: unknown
}

/** Base class of every error Tessera raises. */
export class TesseraError extends Error {
  readonly code: TesseraErrorCode
  declare readonly cause: unknown

  constructor(code: TesseraErrorCode, message: string, options: TesseraErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.code = code
  }
}

/** Bad input given to a function (a bad cookie name, an unknown env, a missing option). */
export class ValidationError extends TesseraError {
  constructor(message: string, options: TesseraErrorOptions & { code?: TesseraErrorCode } = {}) {
    super(options.code ?? 'INVALID_ARGUMENT', message, options)
  }
}

/** A query string or query option that cannot be parsed safely. */
export class QueryParseError extends TesseraError {
  constructor(message: string, options: TesseraErrorOptions = {}) {
    super('QUERY_PARSE', message, options)
  }
}

/** Content JSON that cannot be read (for example a broken `blocksString`). */
export class ContentParseError extends TesseraError {
  /** Id of the entry whose content is broken, when known. */
  readonly entryId: string | undefined

  constructor(message: string, options: TesseraErrorOptions & { entryId?: string } = {}) {
    super('CONTENT_PARSE', message, options)
    this.entryId = options.entryId
  }
}

/** Fetching content from the content service failed. */
export class ContentFetchError extends TesseraError {
  /** HTTP status of the failed response, when there was one. */
  readonly status: number | undefined
  /** The URL that was requested, when known. */
  readonly url: string | undefined
  /**
   * The service's own explanation of a failed response (its `error.message`), when it gave
   * one: what a site can show its visitor without the URL, which holds the API key.
   */
  readonly detail: string | undefined

  constructor(
    message: string,
    options: TesseraErrorOptions & {
      status?: number
      url?: string
      detail?: string
      code?: TesseraErrorCode
    } = {},
  ) {
    super(options.code ?? 'CONTENT_FETCH', message, options)
    this.status = options.status
    this.url = options.url
    this.detail = options.detail
  }
}

/** An author expression (binding or action) that failed to parse or run. */
export class EvaluationError extends TesseraError {
  /** The expression source that failed. */
  readonly source: string

  constructor(message: string, options: TesseraErrorOptions & { source?: string } = {}) {
    super('EVALUATION', message, options)
    this.source = options.source ?? ''
  }
}

/**
 * An error that maps to an HTTP response. `expose` decides whether the message may reach the
 * client (4xx errors default to exposed, 5xx to hidden).
 */
export class HttpError extends TesseraError {
  readonly status: number
  readonly errorCode: string
  readonly expose: boolean

  constructor(
    status: number,
    errorCode: string,
    message: string,
    options: TesseraErrorOptions & { expose?: boolean } = {},
  ) {
    super('HTTP', message, options)
    this.status = status
    this.errorCode = errorCode
    this.expose = options.expose ?? status < 500
  }
}

/** Turns anything thrown into an `Error` without losing it. */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value
  return new Error(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))
}
