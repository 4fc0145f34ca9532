import { describe, expect, it } from 'vitest'
import { createMessage, EDITOR_MESSAGE_TYPES, parseEditorMessage } from './messages.ts'
import type { EditorMessage } from './messages.ts'
import { isSafeLinkUrl, MAX_TEXT_HTML_LENGTH, TEXT_FORMATS } from './text-messages.ts'

const fromSite: EditorMessage[] = [
  createMessage('tessera.v1.textEditStart', { version: 1, contentId: 'c1', blockId: 'b1' }),
  createMessage('tessera.v1.textInput', {
    version: 1,
    contentId: 'c1',
    blockId: 'b1',
    html: '<p>Hi <b>there</b></p>',
    cause: 'typing',
  }),
  createMessage('tessera.v1.textInput', {
    version: 1,
    contentId: 'c1',
    blockId: 'b1',
    html: '',
    cause: 'format',
  }),
  createMessage('tessera.v1.textEditEnd', { version: 1, contentId: 'c1', blockId: 'b1' }),
  createMessage('tessera.v1.textHistory', { version: 1, action: 'undo' }),
  createMessage('tessera.v1.textHistory', { version: 1, action: 'redo' }),
]
const fromEditor: EditorMessage[] = [
  ...TEXT_FORMATS.filter((format) => format !== 'link').map((format) =>
    createMessage('tessera.v1.textFormat', { version: 1, blockId: 'b1', format }),
  ),
  createMessage('tessera.v1.textFormat', {
    version: 1,
    blockId: 'b1',
    format: 'link',
    url: 'https://example.com/a?b=c',
  }),
  createMessage('tessera.v1.textEdit', { version: 1, blockId: 'b1' }),
  createMessage('tessera.v1.textEditStop', { version: 1, blockId: 'b1' }),
]

describe('inline text messages', () => {
  it('are part of the protocol, each checked for its direction', () => {
    for (const message of fromSite) {
      expect(EDITOR_MESSAGE_TYPES).toContain(message.type)
      expect(parseEditorMessage(message, { from: 'site' })).toEqual(message)
      expect(parseEditorMessage(message, { from: 'editor' })).toBeUndefined()
    }
    for (const message of fromEditor) {
      expect(parseEditorMessage(message, { from: 'editor' })).toEqual(message)
      expect(parseEditorMessage(message, { from: 'site' })).toBeUndefined()
    }
  })

  const invalid: Array<[string, string, unknown]> = [
    ['start without block', 'tessera.v1.textEditStart', { version: 1, contentId: 'c1' }],
    [
      'start of version 2',
      'tessera.v1.textEditStart',
      { version: 2, contentId: 'c1', blockId: 'b1' },
    ],
    [
      'input without html',
      'tessera.v1.textInput',
      { version: 1, contentId: 'c1', blockId: 'b1', cause: 'typing' },
    ],
    [
      'input with object html',
      'tessera.v1.textInput',
      { version: 1, contentId: 'c1', blockId: 'b1', html: {}, cause: 'typing' },
    ],
    [
      'input with html too long',
      'tessera.v1.textInput',
      {
        version: 1,
        contentId: 'c1',
        blockId: 'b1',
        html: 'x'.repeat(MAX_TEXT_HTML_LENGTH + 1),
        cause: 'typing',
      },
    ],
    [
      'input with an unknown cause',
      'tessera.v1.textInput',
      { version: 1, contentId: 'c1', blockId: 'b1', html: '', cause: 'paste' },
    ],
    [
      'end with an empty block',
      'tessera.v1.textEditEnd',
      { version: 1, contentId: 'c1', blockId: '' },
    ],
    ['history of another action', 'tessera.v1.textHistory', { version: 1, action: 'reset' }],
    [
      'format that is code',
      'tessera.v1.textFormat',
      { version: 1, blockId: 'b1', format: 'alert(1)' },
    ],
    [
      'format named like a prototype key',
      'tessera.v1.textFormat',
      { version: 1, blockId: 'b1', format: 'toString' },
    ],
    ['link without url', 'tessera.v1.textFormat', { version: 1, blockId: 'b1', format: 'link' }],
    [
      'link to javascript:',
      'tessera.v1.textFormat',
      { version: 1, blockId: 'b1', format: 'link', url: 'javascript:alert(1)' },
    ],
    [
      'bold with a url',
      'tessera.v1.textFormat',
      { version: 1, blockId: 'b1', format: 'bold', url: '/x' },
    ],
    ['stop without block', 'tessera.v1.textEditStop', { version: 1 }],
    ['edit of version 2', 'tessera.v1.textEdit', { version: 2, blockId: 'b1' }],
  ]

  it.each(invalid)('rejects %s', (_name, type, data) => {
    expect(parseEditorMessage({ type, data })).toBeUndefined()
  })
})

describe('isSafeLinkUrl', () => {
  it('allows http(s), mailto and relative links', () => {
    for (const url of [
      'https://example.com',
      'HTTP://example.com/a b'.replace(' ', '%20'),
      'mailto:someone@example.com',
      '/about',
      'about/team',
      '#top',
      '?page=2',
      '../up',
    ])
      expect(isSafeLinkUrl(url), url).toBe(true)
  })

  it('refuses other schemes, protocol-relative links and hidden characters', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example.com',
      '\\\\evil.example.com',
      'https://exa mple.com',
      '',
      `/${'a'.repeat(2048)}`,
    ])
      expect(isSafeLinkUrl(url), url).toBe(false)
  })
})
