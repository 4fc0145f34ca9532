// @vitest-environment happy-dom
import type { Entry } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import homePage from '../../../core/fixtures/home-page.json'
import { enableAct, hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from './content.tsx'

const home = homePage as unknown as Entry
const VARIATION_ID = '9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a'
const COOKIE = `builder.tests.${home.id}`

afterEach(() => {
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/`
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('split tests in the browser', () => {
  it('assigns a group on a client-only render and writes the cookie', async () => {
    enableAct()
    vi.spyOn(Math, 'random').mockReturnValue(0.1)
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () => createRoot(container).render(<Content apiKey="key" content={home} />))
    expect(container.firstElementChild?.className).toBe(`variant-${VARIATION_ID}`)
    expect(container.querySelector('h1')?.textContent).toBe('Build bolder pages')
    expect(document.cookie).toContain(`${COOKIE}=${VARIATION_ID}`)
  })

  it('hydrates the server default, then shows the visitor group without a mismatch', async () => {
    document.cookie = `${COOKIE}=${VARIATION_ID}; Path=/`
    const result = await hydrateForTest(<Content apiKey="key" content={home} />)
    expect(result.html).toContain('Pages from blocks')
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('h1')?.textContent).toBe('Build bolder pages')
    result.unmount()
  })

  it('keeps the default group when the cookie names it', async () => {
    document.cookie = `${COOKIE}=${home.id}; Path=/`
    const result = await hydrateForTest(<Content apiKey="key" content={home} />)
    expect(result.container.querySelector('h1')?.textContent).toBe('Pages from blocks')
    expect(result.container.firstElementChild?.className).toBe(`variant-${home.id}`)
    result.unmount()
  })

  it('hydrates a server-assigned group without choosing again', async () => {
    const assigned = { ...home, testVariationId: VARIATION_ID }
    const result = await hydrateForTest(<Content apiKey="key" content={assigned} />)
    expect(result.consoleErrors).toEqual([])
    expect(result.container.innerHTML).toBe(result.html)
    expect(document.cookie).not.toContain(COOKIE)
    result.unmount()
  })
})
