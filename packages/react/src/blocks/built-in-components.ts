/**
 * The React component of every built-in block, by block name. Part of the renderer chunk
 * (`chunks/renderer.ts`): the definitions in `registry/built-in-blocks.ts` refer to these by name only
 * (`builtInComponent`), so a browser bundle carries them only when content needs React to
 * render (see `#renderer`).
 * @module
 */
import type { ComponentType } from 'react'
import type { BlockComponentProps } from '../types.ts'
import { Button } from './button/button.tsx'
import { Columns } from './columns/columns.tsx'
import { CustomCode } from './custom-code/custom-code.tsx'
import { Embed } from './embed/embed.tsx'
import { Form } from './form/form/form-component.ts'
import { Input } from './form/input/input.tsx'
import { Label } from './form/label/label.tsx'
import { Select } from './form/select/select.tsx'
import { SubmitButton } from './form/submit-button/submit-button.tsx'
import { TextArea } from './form/text-area/text-area.tsx'
import { Fragment } from './fragment/fragment.tsx'
import { Image } from './image/image.tsx'
import { Mutation } from './mutation/mutation.tsx'
import { PersonalizationContainer } from './personalization-container/personalization-container.tsx'
import { RawImg } from './raw-img/raw-img.tsx'
import { RawText } from './raw-text/raw-text.tsx'
import { Router } from './router/router.tsx'
import { Section } from './section/section.tsx'
import { Slot } from './slot/slot.tsx'
import { StateProvider } from './state-provider/state-provider.tsx'
import { Symbol } from './symbol/symbol.tsx'
import { Text } from './text/text.tsx'
import { Video } from './video/video.tsx'

/** A block component of any option shape. */
type AnyBlockComponent = ComponentType<never>

/** Built-in block components by the name content uses (`component.name`). */
export const BUILT_IN_COMPONENTS = {
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
} satisfies Record<string, ComponentType<never>> as Readonly<
  Record<BuiltInBlockName, AnyBlockComponent>
>

/** The name of a built-in block. */
export type BuiltInBlockName =
  | 'Text'
  | 'Fragment'
  | 'Core:Section'
  | 'Core:Button'
  | 'Columns'
  | 'Builder:RawText'
  | 'Image'
  | 'Video'
  | 'Raw:Img'
  | 'Embed'
  | 'Custom Code'
  | 'Form:Form'
  | 'Form:Input'
  | 'Form:Select'
  | 'Form:TextArea'
  | 'Form:Label'
  | 'Form:SubmitButton'
  | 'Symbol'
  | 'Slot'
  | 'Core:Router'
  | 'Builder:Mutation'
  | 'Builder:StateProvider'
  | 'PersonalizationContainer'

/** Props every built-in component accepts (options plus the builder props). */
export type BuiltInProps = BlockComponentProps & Record<string, unknown>
