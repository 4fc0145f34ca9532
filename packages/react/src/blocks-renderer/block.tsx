import type { Block as BlockData } from '@tessera/core'
import { createElement, memo, Suspense, useMemo } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { useBlockAnimations } from '../animations/use-block-animations.ts'
import { BuilderContext, useBuilderContext } from '../context/builder-context.ts'
import type { BuilderContextValue, RegisteredBlock } from '../types.ts'
import { BlockErrorBoundary } from './block-error-boundary.tsx'
import { BlockWrapper } from './block-wrapper.tsx'
import { getActionHandlers } from './get-action-handlers.ts'
import { getBlockAttributes, getBlockTag } from './get-block-attributes.ts'
import { getBlockCss } from './get-block-css.ts'
import { getBlockKeys } from './get-block-keys.ts'
import { getRepeatItems } from './get-repeat-items.ts'
import { MissingComponent, missingComponentMessage } from './missing-component.tsx'
import { processBlock } from './process-block.ts'

/** Props of {@link Block}. */
export interface BlockRendererProps {
  block: BlockData
}

/** Renders a list of child blocks (no container element). */
export function renderBlockList(blocks: readonly BlockData[] | undefined): ReactNode {
  if (!Array.isArray(blocks) || blocks.length === 0) return undefined
  const keys = getBlockKeys(blocks)
  return blocks.map((child, index) => <Block key={keys[index]} block={child} />)
}

function componentProps(
  definition: RegisteredBlock,
  block: BlockData,
  context: BuilderContextValue,
  children: ReactNode,
): Record<string, unknown> {
  const { key: _key, ref: _ref, ...options } = block.component?.options ?? {}
  const receive = definition.shouldReceiveBuilderProps ?? {}
  const props: Record<string, unknown> = { ...options }
  if (receive.builderBlock !== false) props.builderBlock = block
  if (receive.builderContext !== false) props.builderContext = context
  if (receive.builderComponents === true) props.builderComponents = context.registry
  if (receive.builderLinkComponent === true) props.builderLinkComponent = context.linkComponent
  props.children = children
  return props
}

function SingleBlock({ block }: BlockRendererProps) {
  const context = useBuilderContext()
  const name = block.component?.name
  const definition =
    typeof name === 'string' && name !== '' ? context.registry.getComponent(name) : undefined
  const locale = typeof context.state.locale === 'string' ? context.state.locale : context.locale
  const { block: processed, isVisible } = processBlock(block, {
    evaluate: (code) => context.evaluate(code),
    locale,
    interpolatedOptions: definition?.interpolatedOptions,
    onMissingLocale: () =>
      context.warnOnce(
        'missing-locale',
        'Localized value found but no locale is set; using Default',
      ),
    onInvalidBinding: (path) =>
      context.warnOnce(`binding:${path}`, `Binding "${path}" refused: the path is not allowed`),
  })
  useBlockAnimations(processed.id, processed.animations, isVisible && context.isBrowser)
  if (!isVisible) return null
  if (typeof name === 'string' && name !== '' && !definition) {
    context.warnOnce(`missing:${name}`, missingComponentMessage(name))
    if (!context.isEditing) return null
  }

  const attributes = getBlockAttributes(processed, getActionHandlers(processed.actions, context))
  const tag = getBlockTag(processed)
  const css = getBlockCss(processed, context.content?.meta?.breakpoints)
  const children = renderBlockList(processed.children)
  let body: ReactNode
  if (!definition) {
    body = (
      <BlockWrapper tag={tag} attributes={attributes} linkComponent={context.linkComponent}>
        {name ? <MissingComponent name={name} /> : children}
      </BlockWrapper>
    )
  } else {
    const props = componentProps(definition, processed, context, children)
    if (definition.noWrap) props.attributes = attributes
    const guarded = (
      <BlockErrorBoundary
        blockId={processed.id}
        componentName={definition.name}
        isEditing={context.isEditing}
        onError={(message) => context.warnOnce(`error:${processed.id}`, message, 'error')}
      >
        <Suspense fallback={null}>
          {createElement(
            // Registries hold components of every option shape; the props come from content.
            definition.component as ComponentType<Record<string, unknown>>,
            props,
          )}
        </Suspense>
      </BlockErrorBoundary>
    )
    body = definition.noWrap ? (
      guarded
    ) : (
      <BlockWrapper tag={tag} attributes={attributes} linkComponent={context.linkComponent}>
        {guarded}
      </BlockWrapper>
    )
  }
  return (
    <>
      {css !== '' && <style data-id="builderio-block" dangerouslySetInnerHTML={{ __html: css }} />}
      {body}
    </>
  )
}

function RepeatedBlock({ block }: BlockRendererProps) {
  const context = useBuilderContext()
  const single = useMemo(() => ({ ...block, repeat: null }), [block])
  if (!block.repeat) return null
  const items = getRepeatItems(block.repeat, (code) => context.evaluate(code))
  return (
    <>
      {items.map((localState, index) => (
        <BuilderContext.Provider key={index} value={context.withLocalState(localState)}>
          <SingleBlock block={single} />
        </BuilderContext.Provider>
      ))}
    </>
  )
}

/**
 * Renders one block: repeat, bindings, show/hide, its CSS (`<style data-id="builderio-block">`
 * before it), its wrapper and component (inside an error boundary), and its children.
 * Memoized on the block object, so unchanged blocks skip re-rendering when their parent does.
 */
export const Block = memo(function Block({ block }: BlockRendererProps) {
  if (typeof block !== 'object' || block === null) return null
  if (block.repeat && typeof block.repeat.collection === 'string') {
    return <RepeatedBlock block={block} />
  }
  return <SingleBlock block={block} />
})
