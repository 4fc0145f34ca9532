/**
 * `#block-chunks` as servers, tests and any non-browser build get it: the components of the
 * built-in blocks that browser builds load as chunks of their own (`ChunkBlockName`) are
 * bundled and available at once, so a server render stays synchronous. Browser builds resolve
 * the `browser` condition to `block-loader.browser.ts`.
 * @module
 */
import type { ComponentType } from 'react'
import type { ChunkBlockName } from '../blocks/chunk-block-name.ts'
import { Form, Input, Label, Select, SubmitButton, TextArea } from '../blocks/form/form-blocks.ts'
import {
  CustomCode,
  Embed,
  Mutation,
  PersonalizationContainer,
  Router,
  Slot,
  StateProvider,
  Symbol,
  Video,
} from '../blocks/rare-blocks.ts'

/** A chunk block's component, of any option shape. */
export type ChunkBlockComponent = ComponentType<never>

const BLOCKS: Readonly<Record<ChunkBlockName, ChunkBlockComponent>> = {
  Video,
  Embed,
  'Custom Code': CustomCode,
  'Form:Form': Form,
  'Form:Input': Input,
  'Form:Select': Select,
  'Form:TextArea': TextArea,
  'Form:Label': Label,
  'Form:SubmitButton': SubmitButton,
  Symbol,
  'Core:Router': Router,
  Slot,
  'Builder:Mutation': Mutation,
  'Builder:StateProvider': StateProvider,
  PersonalizationContainer,
}

/** The block's component when it is available synchronously: always, in this build. */
export function getLoadedBlock(name: ChunkBlockName): ChunkBlockComponent | undefined {
  return BLOCKS[name]
}

/** The block's component, in a component's render: at once, in this build. */
export function useChunkBlock(name: ChunkBlockName): ChunkBlockComponent {
  return BLOCKS[name]
}
