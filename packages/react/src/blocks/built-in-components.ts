/**
 * The React component of every built-in block, by block name: the one table of the blocks'
 * renderers. Static blocks' components are derived from their tree function (`treeComponent`),
 * and their static-HTML writers are derived from this table (`built-in-html.ts`). Part of the
 * renderer chunk (`chunks/renderer.browser.ts`): the definitions in `built-in-blocks.ts` refer
 * to these by name only (`builtInComponent`), so a browser bundle carries them only when
 * content needs React to render (see `#renderer`). The blocks most pages do not have (`ChunkBlockName`) are
 * stand-ins here (`chunkBlock`) in browser builds: each loads from its own chunk when rendered.
 * @module
 */
import type { ComponentType } from 'react'
import type { BlockComponentProps } from '../types.ts'
import { Button } from './button/button.ts'
import { chunkBlock } from './chunk-block.tsx'
import { Columns } from './columns/columns.ts'
import type { CustomCode } from './custom-code/custom-code.tsx'
import type { Embed } from './embed/embed.tsx'
import type { Form, Input, Label, Select, SubmitButton, TextArea } from './form/form-blocks.ts'
import { Fragment } from './fragment/fragment.ts'
import { Image } from './image/image.ts'
import type { Mutation } from './mutation/mutation.tsx'
import type { PersonalizationContainer } from './personalization-container/personalization-container.tsx'
import { RawImg } from './raw-img/raw-img.ts'
import { RawText } from './raw-text/raw-text.ts'
import type { Router } from './router/router.tsx'
import { Section } from './section/section.ts'
import type { Slot } from './slot/slot.tsx'
import type { StateProvider } from './state-provider/state-provider.tsx'
import type { Symbol } from './symbol/symbol.tsx'
import { Text } from './text/text.ts'
import type { Video } from './video/video.tsx'

const COMPONENTS = {
  Text,
  Fragment,
  'Core:Section': Section,
  'Core:Button': Button,
  Columns,
  'Builder:RawText': RawText,
  Image,
  Video: chunkBlock<typeof Video>('Video'),
  'Raw:Img': RawImg,
  Embed: chunkBlock<typeof Embed>('Embed'),
  'Custom Code': chunkBlock<typeof CustomCode>('Custom Code'),
  'Form:Form': chunkBlock<typeof Form>('Form:Form'),
  'Form:Input': chunkBlock<typeof Input>('Form:Input'),
  'Form:Select': chunkBlock<typeof Select>('Form:Select'),
  'Form:TextArea': chunkBlock<typeof TextArea>('Form:TextArea'),
  'Form:Label': chunkBlock<typeof Label>('Form:Label'),
  'Form:SubmitButton': chunkBlock<typeof SubmitButton>('Form:SubmitButton'),
  Symbol: chunkBlock<typeof Symbol>('Symbol'),
  Slot: chunkBlock<typeof Slot>('Slot'),
  'Core:Router': chunkBlock<typeof Router>('Core:Router'),
  'Builder:Mutation': chunkBlock<typeof Mutation>('Builder:Mutation'),
  'Builder:StateProvider': chunkBlock<typeof StateProvider>('Builder:StateProvider'),
  PersonalizationContainer: chunkBlock<typeof PersonalizationContainer>('PersonalizationContainer'),
}

/** The built-in components with their own prop types, by block name. */
export type BuiltInComponents = typeof COMPONENTS

/** The name of a built-in block. */
export type BuiltInBlockName = keyof BuiltInComponents

/** The built-in blocks described by a tree function (their HTML is derived from it). */
export type StaticHtmlBlockName = {
  [Name in BuiltInBlockName]: BuiltInComponents[Name] extends { tree: unknown } ? Name : never
}[BuiltInBlockName]

/** A block component of any option shape. */
type AnyBlockComponent = ComponentType<never>

/** Built-in block components by the name content uses (`component.name`). */
export const BUILT_IN_COMPONENTS = COMPONENTS satisfies Record<
  string,
  ComponentType<never>
> as Readonly<Record<BuiltInBlockName, AnyBlockComponent>>

/** Props every built-in component accepts (options plus the builder props). */
export type BuiltInProps = BlockComponentProps & Record<string, unknown>
