/**
 * Test kit of the form blocks: block builders and a hydrated `<Content>` holding one form.
 * Used by the tests of this folder only.
 * @module
 */
import type { Block } from '@tessera/core'
import { act } from 'react'
import { Content } from '../../content/content.tsx'
import type { ContentProps } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import { FORM_BLOCKS } from './index.ts'
import { createFormBlock } from './form/index.ts'

/** A block of component `name` with `options`. */
export function block(
  id: string,
  name: string,
  options: Record<string, unknown> = {},
  extra: Partial<Block> = {},
): Block {
  return { '@type': '@builder.io/sdk:Element', id, component: { name, options }, ...extra }
}

/** A Form:Form block holding `children`. */
export function formWith(options: Record<string, unknown>, children: Block[]): Block {
  return block('form1', 'Form:Form', options, { children })
}

/** What {@link mountForm} returns. */
export interface MountedForm extends HydrationResult {
  form: HTMLFormElement
  /** URLs given to the injected `navigate`. */
  navigations: string[]
}

/** Hydrates a `<Content>` with the form blocks registered (Form:Form with a recording navigate). */
export async function mountForm(
  blocks: Block[],
  props: Partial<ContentProps> = {},
): Promise<MountedForm> {
  const navigations: string[] = []
  const components = [...FORM_BLOCKS, createFormBlock({ navigate: (url) => navigations.push(url) })]
  const result = await hydrateForTest(
    // No tracking: the tests count the requests a form makes (tracking is on by default).
    <Content
      apiKey="key"
      canTrack={false}
      content={entryWith(blocks)}
      customComponents={components}
      {...props}
    />,
  )
  const form = result.container.querySelector('form')
  if (!form) throw new Error(`no form in ${result.html}`)
  return { ...result, form, navigations }
}

/** Waits (a step at a time inside `act`) until `predicate` holds, for at most about two seconds. */
export async function waitUntil(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
  if (!predicate()) throw new Error('condition not met in time')
}

/** Clicks the form's submit button inside `act`. */
export async function clickSubmit(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement | null
  if (!button) throw new Error('no submit button')
  await act(async () => {
    button.click()
  })
}
