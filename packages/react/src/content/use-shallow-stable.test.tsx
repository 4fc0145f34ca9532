// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { enableAct } from '../testing/render.test-support.tsx'
import { useShallowStable } from './use-shallow-stable.ts'

describe('useShallowStable', () => {
  it('keeps the object while every property is the same, and takes a changed one', () => {
    enableAct()
    const seen: object[] = []
    function Probe(props: { a: number; b: string }) {
      seen.push(useShallowStable({ a: props.a, b: props.b }))
      return null
    }
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe a={1} b="x" />))
    act(() => root.render(<Probe a={1} b="x" />))
    act(() => root.render(<Probe a={2} b="x" />))
    act(() => root.unmount())
    expect(seen[1]).toBe(seen[0])
    expect(seen[2]).not.toBe(seen[1])
    expect(seen[2]).toEqual({ a: 2, b: 'x' })
  })
})
