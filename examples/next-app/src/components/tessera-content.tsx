'use client'

// The client wrapper: a server component cannot pass components (functions) to a client
// component, so the custom components are given to <Content> here, on the client side.
import { Content } from '@tessera/react'
import type { Entry } from '@tessera/react'
import { customComponents } from './custom-components'

export function TesseraContent(props: { content: Entry; apiKey: string; apiHost: string }) {
  return (
    <Content
      model="page"
      content={props.content}
      apiKey={props.apiKey}
      apiHost={props.apiHost}
      customComponents={customComponents}
    />
  )
}
