/**
 * The built-in blocks' components that `@tessera/react` exports at its root (Builder gen-2's
 * `Text`, `Image`, `Columns`…), for custom components that render a built-in block. Each is the
 * component the block's definition uses (`builtInComponent`): the real one on the server, in tests
 * and once the renderer chunk has loaded; in browser builds before that, a stand-in rendering it
 * from the renderer chunk. So a page importing `<Content>` from the root does not carry the
 * renderer in its initial chunks, as it would with the components imported statically.
 * @module
 */
import { builtInComponent } from './chunk-component.tsx'
import type { Button as ButtonComponent } from './button/button.tsx'
import type { Columns as ColumnsComponent } from './columns/columns.tsx'
import type { Fragment as FragmentComponent } from './fragment/fragment.tsx'
import type { Image as ImageComponent } from './image/image.tsx'
import type { Section as SectionComponent } from './section/section.tsx'
import type { Symbol as SymbolComponent } from './symbol/symbol.tsx'
import type { Text as TextComponent } from './text/text.tsx'
import type { Video as VideoComponent } from './video/video.tsx'

/** The `Core:Button` block's component. */
export const Button = /* @__PURE__ */ builtInComponent(
  'Core:Button',
) as unknown as typeof ButtonComponent
/** The `Columns` block's component. */
export const Columns = /* @__PURE__ */ builtInComponent(
  'Columns',
) as unknown as typeof ColumnsComponent
/** The `Fragment` block's component. */
export const Fragment = /* @__PURE__ */ builtInComponent(
  'Fragment',
) as unknown as typeof FragmentComponent
/** The `Image` block's component. */
export const Image = /* @__PURE__ */ builtInComponent('Image') as unknown as typeof ImageComponent
/** The `Core:Section` block's component. */
export const Section = /* @__PURE__ */ builtInComponent(
  'Core:Section',
) as unknown as typeof SectionComponent
/** The `Symbol` block's component. */
export const Symbol = /* @__PURE__ */ builtInComponent(
  'Symbol',
) as unknown as typeof SymbolComponent
/** The `Text` block's component. */
export const Text = /* @__PURE__ */ builtInComponent('Text') as unknown as typeof TextComponent
/** The `Video` block's component. */
export const Video = /* @__PURE__ */ builtInComponent('Video') as unknown as typeof VideoComponent
