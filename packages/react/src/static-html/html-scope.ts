import { getComponentForModel } from '../pipeline/get-component-for-model.ts'
import { knownComponents } from '../pipeline/get-list-css.ts'
import type { IsKnownComponent } from '../pipeline/get-list-css.ts'
import { processOptions } from '../pipeline/process-options.ts'
import type { ProcessBlockOptions } from '../pipeline/process-block.ts'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import type { BuilderContextValue, RegisteredBlock } from '../types.ts'
import type { HtmlPreload } from './html-preload.ts'
import { isPlainData } from './is-plain-data.ts'

/**
 * What building the HTML of one block list shares between its blocks, made once per list so
 * that no block allocates callbacks: the context, the `processBlock` options of each block type
 * (with an `evaluate` that runs the block's bindings and records anything else) and
 * `renderBlocks`.
 */
export interface HtmlScope {
  context: BuilderContextValue
  /** The expressions of the bindings of the block being processed. */
  bindings: string[]
  /**
   * Set when `processBlock` asked for something else than a binding of the block (`{{…}}`
   * interpolation), or a binding gave a value that is not plain data (see `isPlainData`): the
   * block then renders through React.
   */
  isDynamic: boolean
  /** `processBlock` options per block type (`null`: a block without component). */
  options: Map<RegisteredBlock | null, ProcessBlockOptions>
  /** The block type of each component name met, looked up once per scope. */
  types: Map<string, ScopedBlockType>
  /** The component names the registry renders, for the lists' CSS (`getListCss`). */
  isKnown: IsKnownComponent
  /** `BlockHtmlArgs.renderBlocks`, bound to this scope. */
  renderBlocks: (props: BlocksProps) => string
  /** `BlockHtmlArgs.preload`: adds to {@link HtmlScope.preloads}. */
  preload: (preload: HtmlPreload) => void
  /** The preloads the list's blocks asked for, used or not. */
  preloads: HtmlPreload[]
  /**
   * Whether the block being written has its CSS in its list's style element (`isCssInList`
   * down from the list): false under a block with bindings or repeat, whose descendants write
   * a `<style>` of their own, as `<Block>` does.
   */
  inListCss: boolean
}

/** A component name's registration in a scope and its `processBlock` options. */
export interface ScopedBlockType {
  /** Undefined when the registry has no such component. */
  definition: RegisteredBlock | undefined
  options: ProcessBlockOptions
}

/**
 * A scope for the blocks of a list.
 * @param blocksHtml - renders a nested `<Blocks>` in a scope (passed in: no import cycle)
 */
export function createHtmlScope(
  context: BuilderContextValue,
  blocksHtml: (props: BlocksProps, scope: HtmlScope) => string,
): HtmlScope {
  const scope: HtmlScope = {
    context,
    bindings: [],
    isDynamic: false,
    options: new Map(),
    types: new Map(),
    isKnown: knownComponents(context),
    renderBlocks: (props) => blocksHtml(props, scope),
    preload: (preload) => {
      scope.preloads.push(preload)
    },
    preloads: [],
    inListCss: true,
  }
  return scope
}

/** The `processBlock` options of `definition` in `scope`, as `<Block>` makes them. */
export function getProcessOptions(
  scope: HtmlScope,
  definition: RegisteredBlock | undefined,
): ProcessBlockOptions {
  const key = definition ?? null
  let options = scope.options.get(key)
  if (options === undefined) {
    options = processOptions(scope.context, definition)
    const { evaluate } = scope.context
    // Bindings are evaluated as `<Block>` does (the HTML depends on the state then: the list's
    // plan is memoized on what it reads, see `stateSignature`); interpolation is recorded, not
    // run (it swallows evaluation errors, so nothing is thrown).
    options.evaluate = (code) => {
      if (!scope.bindings.includes(code)) {
        scope.isDynamic = true
        return undefined
      }
      const value = evaluate(code)
      if (!isPlainData(value)) scope.isDynamic = true
      return value
    }
    scope.options.set(key, options)
  }
  return options
}

/**
 * The registration of the component `name` in the scope's registry and its `processBlock`
 * options: one lookup per name and scope instead of two per block.
 */
export function getScopedBlockType(scope: HtmlScope, name: string): ScopedBlockType {
  let type = scope.types.get(name)
  if (type === undefined) {
    const definition = getComponentForModel(scope.context.registry, name, scope.context.model)
    type = { definition, options: getProcessOptions(scope, definition) }
    scope.types.set(name, type)
  }
  return type
}
