import { registerComponent } from '@tessera/react'

/** A component of the site that editors place like any block, with an input they fill in. */
export function Greeting(props: { name?: string }) {
  return <p className="greeting">Hello, {props.name ?? 'world'}! (a custom component)</p>
}

// Registered once, at start-up, in the registry every <Content> reads (Builder's
// `registerComponent`): no `customComponents` prop needed.
registerComponent(Greeting, {
  name: 'Greeting',
  inputs: [{ name: 'name', type: 'string', defaultValue: 'world' }],
})
