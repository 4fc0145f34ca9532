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
import type { BuiltInComponents } from './built-in-components.ts'

/** The component of the built-in block `name`, typed as the block's own. */
function rootBlock<TName extends keyof BuiltInComponents>(name: TName): BuiltInComponents[TName] {
  return builtInComponent(name) as unknown as BuiltInComponents[TName]
}

/** The `Core:Button` block's component. */
export const Button = /* @__PURE__ */ rootBlock('Core:Button')
/** The `Columns` block's component. */
export const Columns = /* @__PURE__ */ rootBlock('Columns')
/** The `Fragment` block's component. */
export const Fragment = /* @__PURE__ */ rootBlock('Fragment')
/** The `Image` block's component. */
export const Image = /* @__PURE__ */ rootBlock('Image')
/** The `Core:Section` block's component. */
export const Section = /* @__PURE__ */ rootBlock('Core:Section')
/** The `Symbol` block's component. */
export const Symbol = /* @__PURE__ */ rootBlock('Symbol')
/** The `Text` block's component. */
export const Text = /* @__PURE__ */ rootBlock('Text')
/** The `Video` block's component. */
export const Video = /* @__PURE__ */ rootBlock('Video')
