import type { Block as BlockData } from '@tessera/core'
import { useParts } from '#renderer-parts'
import { createElement, memo, useMemo } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { useBlockAnimations } from '../animations/use-block-animations.ts'
import { BuilderContext, useBuilderContext } from '../context/builder-context.ts'
import type { BuilderContextValue, RegisteredBlock } from '../types.ts'
import { getComponentForModel } from '../pipeline/get-component-for-model.ts'
import { guardBlock } from './block-error-boundary.tsx'
import { wrapperElement } from './block-wrapper.tsx'
import { getBlockAttributes } from '../pipeline/get-block-attributes.ts'
import { getBlockTag } from '../pipeline/block-tag.ts'
import { getBlockCss } from '../pipeline/get-block-css.ts'
import { getBlockKeys } from '../pipeline/get-block-keys.ts'
import { isCssInList } from '../pipeline/get-list-css.ts'
import { getRepeatItems } from '../pipeline/get-repeat-items.ts'
import { MissingComponent, missingComponentMessage } from './missing-component.tsx'
import { processBlock } from '../pipeline/process-block.ts'
import { processOptions } from '../pipeline/process-options.ts'

/** Props of {@link Block}. */
export interface BlockRendererProps {
  block: BlockData
  /**
   * Whether its list's `<style data-id="builderio-blocks">` holds its CSS when its styles cannot
   * change (`isCssInList`, see `getListCss`): it then writes no `<style>` of its own. Default:
   * false.
   */
  inListCss?: boolean
}

/** Renders a list of child blocks (no container element); `inListCss` as {@link Block}'s. */
export function renderBlockList(
  blocks: readonly BlockData[] | undefined,
  inListCss = false,
): ReactNode {
  if (!Array.isArray(blocks) || blocks.length === 0) return undefined
  const keys = getBlockKeys(blocks)
  return blocks.map((child, index) => (
    <Block key={keys[index]} block={child} inListCss={inListCss} />
  ))
}

/** The component's props: its options (one copy, without `key`/`ref`) and the builder props. */
function componentProps(
  definition: RegisteredBlock,
  block: BlockData,
  context: BuilderContextValue,
  children: ReactNode,
): Record<string, unknown> {
  const options = block.component?.options
  const props: Record<string, unknown> = {}
  if (typeof options === 'object' && options !== null) {
    for (const key in options) {
      if (key === 'key' || key === 'ref' || key === '__proto__' || !Object.hasOwn(options, key))
        continue
      props[key] = options[key]
    }
  }
  const receive = definition.shouldReceiveBuilderProps
  if (receive?.builderBlock !== false) props.builderBlock = block
  if (receive?.builderContext !== false) props.builderContext = context
  if (receive?.builderComponents === true) props.builderComponents = context.registry
  if (receive?.builderLinkComponent === true) props.builderLinkComponent = context.linkComponent
  props.children = children
  return props
}

/** Whether a block field (`actions`) has an entry. */
function hasEntries(value: object | undefined): value is object {
  if (typeof value !== 'object' || value === null) return false
  for (const key in value) if (Object.hasOwn(value, key)) return true
  return false
}

/**
 * One block without repeat: bindings, show/hide, its CSS (a `<style>` before it unless its
 * list's has it: `isInList`), its wrapper and component, and its children; nothing for
 * `undefined`. A hook: it runs the block's animations (none for `undefined`).
 */
function useSingleBlock(
  block: BlockData | undefined,
  context: BuilderContextValue,
  isInList: boolean,
): ReactNode {
  const name = block?.component?.name
  const hasName = typeof name === 'string' && name !== ''
  const definition = hasName
    ? getComponentForModel(context.registry, name, context.model)
    : undefined
  const result = block && processBlock(block, processOptions(context, definition))
  const isVisible = result?.isVisible === true
  useBlockAnimations(result?.block.id, result?.block.animations, isVisible && context.isBrowser)
  if (!result || !isVisible) return null
  const processed = result.block
  if (hasName && !definition) {
    context.warnOnce(`missing:${name}`, missingComponentMessage(name))
    if (!context.isEditing) return null
  }

  // The handlers' code is a chunk in browser builds, loaded with the evaluator (`<Content>`).
  const handlers = hasEntries(processed.actions)
    ? // eslint-disable-next-line react-hooks/rules-of-hooks -- useParts is React's use()
      useParts().actions.getActionHandlers(processed.actions, context)
    : undefined
  const attributes = getBlockAttributes(processed, handlers)
  const css = isInList ? '' : getBlockCss(processed, context.breakpoints, definition?.css)
  const children = renderBlockList(processed.children, isInList)
  let body: ReactNode
  if (!definition) {
    const inner = hasName ? <MissingComponent name={name} /> : children
    body = wrapperElement(getBlockTag(processed), attributes, context.linkComponent, inner)
  } else {
    const props = componentProps(definition, processed, context, children)
    if (definition.noWrap) props.attributes = attributes
    const rendered = createElement(
      // Registries hold components of every option shape; the props come from content.
      definition.component as ComponentType<Record<string, unknown>>,
      props,
    )
    const guarded =
      definition.noErrorBoundary === true
        ? rendered
        : guardBlock(rendered, {
            blockId: processed.id,
            componentName: definition.name,
            isEditing: context.isEditing,
            warnOnce: context.warnOnce,
          })
    body = definition.noWrap
      ? guarded
      : wrapperElement(getBlockTag(processed), attributes, context.linkComponent, guarded)
  }
  if (css === '') return body
  return (
    <>
      <style
        data-id="builderio-block"
        nonce={context.nonce}
        dangerouslySetInnerHTML={{ __html: css }}
      />
      {body}
    </>
  )
}

/** One copy of a repeated block, rendered under its own local-state context. */
function RepeatedCopy({ block }: BlockRendererProps) {
  return useSingleBlock(block, useBuilderContext(), false)
}

function RepeatedBlock({ block }: BlockRendererProps) {
  const context = useBuilderContext()
  const single = useMemo(() => ({ ...block, repeat: null }), [block])
  if (!block.repeat) return null
  const items = getRepeatItems(block.repeat, context.evaluate)
  return (
    <>
      {items.map((localState, index) => (
        <BuilderContext.Provider key={index} value={context.withLocalState(localState)}>
          <RepeatedCopy block={single} />
        </BuilderContext.Provider>
      ))}
    </>
  )
}

function isRepeated(block: BlockData): boolean {
  return Boolean(block.repeat) && typeof block.repeat?.collection === 'string'
}

/**
 * Renders one block: repeat, bindings, show/hide, its CSS (`<style data-id="builderio-block">`
 * before it, or in its list's style: `inListCss`), its wrapper and component (inside an error boundary unless the block type opts
 * out with `noErrorBoundary`), and its children. Memoized on the block object, so unchanged
 * blocks skip re-rendering when their parent does.
 */
export const Block = memo(function Block({ block, inListCss = false }: BlockRendererProps) {
  const context = useBuilderContext()
  const isBlock = typeof block === 'object' && block !== null
  const single = isBlock && !isRepeated(block) ? block : undefined
  // One call on every path (nothing for a repeated block), so a block may change kind.
  const rendered = useSingleBlock(
    single,
    context,
    single !== undefined && inListCss && isCssInList(single),
  )
  if (!isBlock) return null
  return isRepeated(block) ? <RepeatedBlock block={block} /> : rendered
})
