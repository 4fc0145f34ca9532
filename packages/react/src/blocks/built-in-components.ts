/**
 * The React component of every built-in block, by block name: the one table of the blocks'
 * renderers. Static blocks' components are derived from their tree function (`treeComponent`),
 * and their static-HTML writers are derived from this table (`built-in-html.ts`). Part of the
 * renderer chunk (`lazy/renderer.ts`): the definitions in `built-in-blocks.ts` refer to these
 * by name only (`builtInComponent`), so a browser bundle carries them only when content needs
 * React to render (see `#renderer`).
 * @module
 */
import type { ComponentType } from 'react'
import type { BlockComponentProps } from '../types.ts'
import { Button } from './button/button.ts'
import { Columns } from './columns/columns.ts'
import { CustomCode } from './custom-code/custom-code.tsx'
import { Embed } from './embed/embed.tsx'
import { Form } from './form/form/form-component.ts'
import { Input } from './form/input/input.tsx'
import { Label } from './form/label/label.tsx'
import { Select } from './form/select/select.tsx'
import { SubmitButton } from './form/submit-button/submit-button.tsx'
import { TextArea } from './form/text-area/text-area.tsx'
import { Fragment } from './fragment/fragment.ts'
import { Image } from './image/image.ts'
import { Mutation } from './mutation/mutation.tsx'
import { PersonalizationContainer } from './personalization-container/personalization-container.tsx'
import { RawImg } from './raw-img/raw-img.ts'
import { RawText } from './raw-text/raw-text.ts'
import { Router } from './router/router.tsx'
import { Section } from './section/section.ts'
import { Slot } from './slot/slot.tsx'
import { StateProvider } from './state-provider/state-provider.tsx'
import { Symbol } from './symbol/symbol.tsx'
import { Text } from './text/text.ts'
import { Video } from './video/video.tsx'

const COMPONENTS = {
  Text,
  Fragment,
  'Core:Section': Section,
  'Core:Button': Button,
  Columns,
  'Builder:RawText': RawText,
  Image,
  Video,
  'Raw:Img': RawImg,
  Embed,
  'Custom Code': CustomCode,
  'Form:Form': Form,
  'Form:Input': Input,
  'Form:Select': Select,
  'Form:TextArea': TextArea,
  'Form:Label': Label,
  'Form:SubmitButton': SubmitButton,
  Symbol,
  Slot,
  'Core:Router': Router,
  'Builder:Mutation': Mutation,
  'Builder:StateProvider': StateProvider,
  PersonalizationContainer,
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
