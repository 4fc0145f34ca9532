import type { BlockDefinition } from '@tessera/react'

/** A component of the site that editors place like any block, with an input they fill in. */
export function Greeting(props: { name?: string }) {
  return <p className="greeting">Hello, {props.name ?? 'world'}! (a custom component)</p>
}

export const customComponents: BlockDefinition[] = [
  {
    name: 'Greeting',
    component: Greeting,
    inputs: [{ name: 'name', type: 'string', defaultValue: 'world' }],
  },
]
