import { getComponentForModel } from '../pipeline/get-component-for-model.ts'
import { processOptions } from '../pipeline/process-options.ts'
import type { ProcessBlockOptions } from '../pipeline/process-block.ts'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import type { BuilderContextValue, RegisteredBlock } from '../types.ts'
import type { HtmlPreload } from './html-preload.ts'

/**
 * What building the HTML of one block list shares between its blocks, made once per list so
 * that no block allocates callbacks: the context, the `processBlock` options of each block type
 * (with an `evaluate` that only records that it was called) and `renderBlocks`.
 */
export interface HtmlScope {
  context: BuilderContextValue
  /** Set when `processBlock` asked for an evaluation (interpolation): the block is not static. */
  isEvaluated: boolean
  /** `processBlock` options per block type (`null`: a block without component). */
  options: Map<RegisteredBlock | null, ProcessBlockOptions>
  /** The block type of each component name met, looked up once per scope. */
  types: Map<string, ScopedBlockType>
  /** `BlockHtmlArgs.renderBlocks`, bound to this scope. */
  renderBlocks: (props: BlocksProps) => string
  /** `BlockHtmlArgs.preload`: adds to {@link HtmlScope.preloads}. */
  preload: (preload: HtmlPreload) => void
  /** The preloads the list's blocks asked for, used or not. */
  preloads: HtmlPreload[]
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
    isEvaluated: false,
    options: new Map(),
    types: new Map(),
    renderBlocks: (props) => blocksHtml(props, scope),
    preload: (preload) => {
      scope.preloads.push(preload)
    },
    preloads: [],
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
    // Interpolation swallows evaluation errors: record the call instead of throwing.
    options.evaluate = () => {
      scope.isEvaluated = true
      return undefined
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
