import { describe, expect, it, vi } from 'vitest'
import { ValidationError } from '@tessera/core'
import { createMessage } from '@tessera/core/editor'
import { postToEditor } from './post-to-editor.ts'

const message = createMessage('tessera.v1.blockSelect', {
  version: 1,
  blockId: 'b1',
  contentId: 'c1',
})

describe('postToEditor', () => {
  it('posts to the origin of the framing window by default, never to *', () => {
    const postMessage = vi.fn()
    vi.stubGlobal('location', { ancestorOrigins: ['https://editor.example.com'] })
    try {
      expect(postToEditor(message, { targetWindow: { postMessage } })).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(postMessage.mock.calls).toEqual([
      [
        { type: 'tessera.v1.blockSelect', data: { version: 1, blockId: 'b1', contentId: 'c1' } },
        'https://editor.example.com',
      ],
    ])
  })

  it('posts nothing when the origin of the framing window is unknown', () => {
    const postMessage = vi.fn()
    expect(postToEditor(message, { targetWindow: { postMessage } })).toBe(false)
    expect(postToEditor(message, { targetWindow: { postMessage }, targetOrigin: [] })).toBe(false)
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('posts once to each of several origins', () => {
    const postMessage = vi.fn()
    const targetOrigin = ['https://a.example.com', 'https://b.example.com']
    expect(postToEditor(message, { targetWindow: { postMessage }, targetOrigin })).toBe(true)
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual(targetOrigin)
  })

  it('posts to a given origin', () => {
    const postMessage = vi.fn()
    postToEditor(message, {
      targetWindow: { postMessage },
      targetOrigin: 'https://editor.example.com',
    })
    expect(postMessage).toHaveBeenCalledWith(message, 'https://editor.example.com')
  })

  it('sends nothing on the server', () => {
    expect(postToEditor(message)).toBe(false)
  })

  it('wraps a failure to clone the message', () => {
    const cause = new Error('could not be cloned')
    const targetWindow = {
      postMessage: () => {
        throw cause
      },
    }
    let caught: unknown
    try {
      postToEditor(message, { targetWindow, targetOrigin: 'https://editor.example.com' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ValidationError)
    expect((caught as ValidationError).message).toBe(
      'message tessera.v1.blockSelect could not be posted to the editor',
    )
    expect((caught as ValidationError).cause).toBe(cause)
  })
})
