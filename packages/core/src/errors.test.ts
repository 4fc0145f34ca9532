import { describe, expect, it } from 'vitest'
import {
  ContentFetchError,
  ContentParseError,
  HttpError,
  QueryParseError,
  TesseraError,
  ValidationError,
  toError,
} from './errors.ts'

describe('errors', () => {
  it('carries a code, a name and a cause', () => {
    const cause = new SyntaxError('bad')
    const error = new ContentParseError('Entry "x" has bad blocksString', { entryId: 'x', cause })
    expect(error).toBeInstanceOf(TesseraError)
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('CONTENT_PARSE')
    expect(error.name).toBe('ContentParseError')
    expect(error.cause).toBe(cause)
    expect(error.entryId).toBe('x')
  })

  it('gives each class its own code', () => {
    expect(new QueryParseError('q').code).toBe('QUERY_PARSE')
    expect(new ValidationError('v').code).toBe('INVALID_ARGUMENT')
    expect(new ValidationError('v', { code: 'INVALID_ENV' }).code).toBe('INVALID_ENV')
    const fetchError = new ContentFetchError('f', { status: 502, url: 'http://h/x' })
    expect([fetchError.code, fetchError.status, fetchError.url]).toEqual([
      'CONTENT_FETCH',
      502,
      'http://h/x',
    ])
  })

  it('exposes 4xx messages and hides 5xx ones by default', () => {
    expect(new HttpError(400, 'BAD_REQUEST', 'bad').expose).toBe(true)
    expect(new HttpError(500, 'INTERNAL', 'boom').expose).toBe(false)
    expect(new HttpError(500, 'INTERNAL', 'boom', { expose: true }).expose).toBe(true)
  })

  it('turns thrown non-errors into errors', () => {
    const error = new Error('e')
    expect(toError(error)).toBe(error)
    expect(toError('text').message).toBe('text')
    expect(toError({ a: 1 }).message).toBe('{"a":1}')
    expect(toError(undefined).message).toBe('undefined')
  })
})
