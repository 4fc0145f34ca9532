/**
 * Every built-in block that browser builds load from a chunk of its own (`ChunkBlockName`), by
 * block name, bundled: what servers get at once (`block-loader.ts`) and what `bundleRenderer`
 * provides in browser builds.
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

/** Every chunk block's component, by block name. */
export const CHUNK_BLOCKS: Readonly<Record<ChunkBlockName, ChunkBlockComponent>> = {
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
