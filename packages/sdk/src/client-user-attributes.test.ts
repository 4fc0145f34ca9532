// @vitest-environment happy-dom
import { USER_ATTRIBUTES_COOKIE } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { getClientUserAttributes, setClientUserAttributes } from './client-user-attributes.ts'

function cookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((item) => item.startsWith(`${name}=`))
  return pair?.slice(name.length + 1)
}

describe('setClientUserAttributes (gen-2)', () => {
  it('merges the attributes and writes them to the builder.userAttributes cookie', () => {
    setClientUserAttributes({ device: 'tablet' })
    setClientUserAttributes({ loggedIn: true })
    expect(getClientUserAttributes()).toEqual({ device: 'tablet', loggedIn: true })
    const raw = cookie(USER_ATTRIBUTES_COOKIE)
    expect(JSON.parse(decodeURIComponent(raw ?? ''))).toEqual({ device: 'tablet', loggedIn: true })
  })
})
