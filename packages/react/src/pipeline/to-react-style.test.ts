import { describe, expect, it } from 'vitest'
import { toReactStyle } from './to-react-style.ts'

describe('toReactStyle', () => {
  it('keeps safe string values with camelCase keys', () => {
    expect(
      toReactStyle({
        fontSize: '2px',
        '--brand': 'red',
        WebkitTransition: 'all 1s',
        width: 3,
        color: 'red;}',
      }),
    ).toEqual({ fontSize: '2px', '--brand': 'red', WebkitTransition: 'all 1s' })
    expect(toReactStyle(null)).toBeUndefined()
  })
})
