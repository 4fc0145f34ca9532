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
  it('posts the message to the target window with origin *', () => {
    const postMessage = vi.fn()
    expect(postToEditor(message, { targetWindow: { postMessage } })).toBe(true)
    expect(postMessage.mock.calls).toEqual([
      [
        { type: 'tessera.v1.blockSelect', data: { version: 1, blockId: 'b1', contentId: 'c1' } },
        '*',
      ],
    ])
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
      postToEditor(message, { targetWindow })
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
