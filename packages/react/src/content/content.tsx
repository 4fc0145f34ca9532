'use client'

import { getBreakpoints, LOG_PREFIX, normalizeEntry } from '@tessera/core'
import type { Entry, UserAttributes } from '@tessera/core'
import { isEditing as detectEditing, isPreviewing as detectPreviewing } from '@tessera/sdk/site'
import type { Tracker } from '@tessera/sdk/site'
import { useCallback, useContext, useMemo, useRef, useState } from 'react'
import { Blocks } from '../blocks-renderer/blocks.tsx'
import { BuilderContext } from '../context/builder-context.ts'
import { NestedContentContext } from '../context/nested-content.ts'
import { createContextValue } from '../context/create-context-value.ts'
import type { ContextFields } from '../context/create-context-value.ts'
import { useHydratedInTransition } from '../context/use-hydrated-in-transition.ts'
import { useIsHydrated } from '../context/use-is-hydrated.ts'
import type { EditorConnection } from '../editing/use-editor-bridge.ts'
import { EditorBridgeSlot } from '../editing/editor-bridge-slot.tsx'
import { getLoadedRenderer, loadRenderer } from '#renderer'
import { getLoadedParts, loadParts } from '#renderer-parts'
import { getLoadedEvaluator } from '@tessera/core/evaluator-loader'
import { needsEvaluator } from './needs-evaluator.ts'
import { withEvaluator } from './with-evaluator.tsx'
import type { CreateEvaluator } from './with-evaluator.tsx'
import { createRegistry } from '../registry/create-registry.ts'
import { defaultRegistry } from '../registry/default-registry.ts'
import type { BlockDefinition, BuilderState, LinkComponent, Registry } from '../types.ts'
import { useContentRuntime } from './use-content-runtime.ts'
import { useContentCss } from './use-content-css.ts'
import { useContentTracking } from './use-content-tracking.ts'
import { useDefaultTracker } from './use-default-tracker.ts'
import { checkApiVersion } from './gen2-content-props.ts'
import type { Gen2ContentProps } from './gen2-content-props.ts'
import { useHttpRequests } from './use-http-requests.ts'
import { useShallowStable } from './use-shallow-stable.ts'
import { useVariation } from './use-variation.ts'

/**
 * Props of {@link Content} (Builder gen-2 names). A `<Content>` rendered inside another one (a
 * Symbol's content) takes `apiKey`, `apiHost`, `locale`, `linkComponent`, `canTrack`, `enrich`,
 * the registry, the tracker and the editing flags from the outer one when not given, tracks
 * impressions and clicks only when it is split-tested (a group assigned), and leaves the editor
 * messages to the outer one.
 */
export interface ContentProps extends Gen2ContentProps {
  /** The model of the content. Default: `page`. */
  model?: string
  /** The entry to render (from `fetchOneEntry`); nothing renders without it unless editing. */
  content?: Entry | null
  /** The space's public API key (editor announcements, tracking). */
  apiKey?: string
  /** Base URL of the content service. Default: none (the SDK's default host where needed). */
  apiHost?: string
  /** Extra components (gen-2 `customComponents`: `{ component, name, inputs, ... }`). */
  customComponents?: readonly BlockDefinition[]
  /** Registry of blocks and actions. Default: `defaultRegistry`. */
  registry?: Registry
  /** Merged into the content's state (`state.x` in bindings). */
  data?: BuilderState
  /** `context` in author code. Default: `{}`. */
  context?: Record<string, unknown>
  /**
   * `false` disables split-test cookies and tracking. Default: `true`: impressions and clicks go
   * to `{apiHost}/api/v1/track` (as Builder's gen-2 SDK sends them), with `tracker` or a tracker
   * of the page's own.
   */
  canTrack?: boolean
  /** Locale of localized values; also `state.locale`. */
  locale?: string
  /** The site's link component (`next/link`), used for links. Default: `a`. */
  linkComponent?: LinkComponent
  /**
   * Trusted editor host names, any port (`*.example.com` allowed), as Builder's gen-2 prop.
   * Prefer `editor.editorOrigins` (exact origins, also where the site's messages go); local
   * hosts follow `editor.trustLocalhost`.
   */
  trustedHosts?: readonly string[]
  /** Passed on to blocks that fetch references (Symbol). */
  enrich?: boolean
  /**
   * Tracker (`createTracker`) for impressions, clicks and conversions. Default: one per page load
   * and `apiKey`/`apiHost`, made in the browser (nothing is sent with `canTrack={false}`, in
   * previews and the editor, for bots or without `apiKey`).
   */
  tracker?: Tracker
  /**
   * The editor connection: its origins (`editorOrigins`), whether local editors are trusted
   * (`trustLocalhost`), and overrides for tests and custom hosts. Default: detected from the page.
   */
  editor?: EditorConnection
  /** Fetch used for `httpRequests`. Default: `globalThis.fetch`. */
  fetch?: typeof fetch
  /**
   * The visitor's attributes, as the page was fetched with them (`urlPath`, `device`, custom
   * ones): the PersonalizationContainer block shows the first variant whose targeting they
   * match, decided on the server and kept in the browser (no flicker). Default: the outer
   * content's, else none (every container shows its default blocks).
   */
  userAttributes?: UserAttributes
}

const EMPTY_CONTEXT: Record<string, unknown> = {}

/** Logged (once per `<Content>`) when `apiKey` is missing. */
export const MISSING_API_KEY_MESSAGE = `${LOG_PREFIX}No API key provided to \`Content\` component. This can interfere with editing, tracking and split tests. Please provide your API key.`

function normalize(content: Entry | null | undefined): Entry | null {
  if (typeof content !== 'object' || content === null) return null
  const { entry, errors } = normalizeEntry(content)
  for (const error of errors) console.warn(`${LOG_PREFIX}${error.message}`)
  return entry
}

/**
 * Renders a content entry: `div[builder-content-id][builder-model].variant-<id>` with the
 * content's `<style data-id="builderio-content">` and its blocks. The same HTML on the server
 * and in the browser; in the editor's frame it also follows the editor's messages.
 * @example
 * <Content model="page" content={entry} apiKey="public-key" customComponents={[heroBlock]} />
 */
export function Content(props: ContentProps) {
  // In the browser build the evaluator loads only for content with code, or in the editor
  // (whose edits may add code); on the server it is always there.
  const isEditingHere = props.editor?.isEditing ?? detectEditing()
  // Once the evaluator is at hand (always, on the server) the content need not be scanned.
  const isLoaded = getLoadedEvaluator() !== undefined
  const hasCode = useMemo(
    () => !isLoaded && needsEvaluator(props.content),
    [isLoaded, props.content],
  )
  const isNeeded = isEditingHere || hasCode
  // Such content renders through the React renderer too: load its chunk alongside the
  // evaluator's rather than after it (browser builds; elsewhere it is at hand).
  if (isNeeded && !getLoadedRenderer()) void loadRenderer()
  // And the handlers of block actions (author code), likewise.
  if (isNeeded && !getLoadedParts()) void loadParts()
  return withEvaluator(isNeeded, (create) => <ContentView {...props} createEvaluator={create} />)
}

/** The context fields `<Content>` sets (all but the content and the root state). */
type ContentSettings = Omit<ContextFields, 'content' | 'rootState'>

/** {@link Content} once its evaluator is settled. */
function ContentView(props: ContentProps & { createEvaluator: CreateEvaluator | undefined }) {
  // A <Content> inside another one (a Symbol's content) inherits what it is not given, and
  // leaves the editor connection to the outer one.
  const outer = useContext(BuilderContext)
  const isNested = outer !== null
  const model = props.model ?? 'page'
  const apiKey = props.apiKey ?? outer?.apiKey
  const apiHost = props.apiHost ?? outer?.apiHost
  const locale = props.locale ?? outer?.locale
  const linkComponent = props.linkComponent ?? outer?.linkComponent
  const nonce = props.nonce ?? outer?.nonce
  const canTrack = props.canTrack ?? outer?.canTrack ?? true
  const isHydrated = useIsHydrated()
  const isEditing = isHydrated && (props.editor?.isEditing ?? outer?.isEditing ?? detectEditing())
  const isPreviewing = isHydrated && (isEditing || (outer?.isPreviewing ?? detectPreviewing()))
  // The context's "in the browser" flag, switched in a transition after hydration (see
  // `useHydratedInTransition`).
  const isBrowser = useHydratedInTransition(isHydrated)
  const defaultTracker = useDefaultTracker({
    isWanted: !isNested && props.tracker === undefined && canTrack && !isPreviewing,
    // Not `isHydrated`: the tracker goes into the context, and a synchronous change there would
    // reach the Suspense boundaries still waiting for a chunk, which React would render again.
    isHydrated: isBrowser,
    apiKey,
    apiHost,
  })
  // Handed down to nested content, which tracks only when split-tested (see below).
  const tracker = isNested ? outer?.tracker : (props.tracker ?? defaultTracker)
  const rootRef = useRef<HTMLDivElement>(null)

  useState(() => {
    if (!isNested && (typeof apiKey !== 'string' || apiKey.trim() === '')) {
      console.warn(MISSING_API_KEY_MESSAGE)
    }
    checkApiVersion(props.apiVersion)
    return null
  })
  const parentRegistry = props.registry ?? outer?.registry ?? defaultRegistry
  const registry = useMemo(
    () =>
      // Without custom components the parent registry serves as is (no registry per render).
      props.customComponents && props.customComponents.length > 0
        ? createRegistry({ parent: parentRegistry, components: props.customComponents })
        : parentRegistry,
    [parentRegistry, props.customComponents],
  )
  const normalized = useMemo(() => normalize(props.content), [props.content])
  const variant = useVariation(normalized, { canTrack, isDisabled: isPreviewing })
  const [edited, setEdited] = useState<Entry | null>(null)
  // `builder.overrideUserAttributes` from the editor: the page renders as those visitors see it.
  const [ownOverride, setOverrideUserAttributes] = useState<UserAttributes | undefined>()
  const overrideUserAttributes = ownOverride ?? outer?.overrideUserAttributes
  const content = edited ?? variant
  const breakpoints = useMemo(
    () => getBreakpoints(content?.meta?.breakpoints),
    [content?.meta?.breakpoints],
  )
  const context = props.context ?? EMPTY_CONTEXT

  // The context value reads the content through this ref, so an edit (a new content object)
  // leaves the value as it is: blocks then re-render only when their own JSON changes (see
  // `Block`), not on every edit of the page. What re-renders after an edit sees the new content.
  const latestContent = useRef(content)
  latestContent.current = content
  // The same object while every setting is the same, so the context value changes only when one
  // of them does.
  const settings = useShallowStable<ContentSettings>({
    model,
    context,
    registry,
    apiKey,
    apiHost,
    locale,
    isEditing,
    isPreviewing,
    isBrowser,
    canTrack,
    tracker,
    linkComponent,
    nonce,
    breakpoints,
    enrich: props.enrich ?? outer?.enrich,
    overrideUserAttributes,
    userAttributes: props.userAttributes ?? outer?.userAttributes,
  })
  const fieldsFor = useCallback(
    (rootState: BuilderState): ContextFields => ({
      ...settings,
      rootState,
      get content() {
        return latestContent.current
      },
    }),
    [settings],
  )
  const { runtime, rootState } = useContentRuntime({
    content,
    data: props.data,
    locale,
    fieldsFor,
    createEvaluator: props.createEvaluator,
  })
  const value = useMemo(
    () => createContextValue(fieldsFor(rootState), runtime),
    [fieldsFor, rootState, runtime],
  )

  useHttpRequests(content, runtime, props.data, props.fetch)
  // Nested content (a Symbol's) tracks only when it is split-tested (a group assigned): its
  // impressions and clicks, with its own content and variation ids, make its test's report.
  const isTested = typeof content?.testVariationId === 'string'
  const ownTracker = isNested && !isTested ? undefined : tracker
  useContentTracking(ownTracker, content, rootRef, canTrack && !isPreviewing)
  // Only the outer <Content> talks to the editor; in browser builds its code loads only now.
  const editorBridge = isEditing && !isNested && (
    <EditorBridgeSlot
      connection={props.editor}
      model={model}
      apiKey={apiKey}
      contentId={content?.id}
      registry={registry}
      trustedHosts={props.trustedHosts}
      rootRef={rootRef}
      evaluate={(text) => runtime.evaluator.evaluate(text, { state: runtime.store.get(), context })}
      getContent={() => latestContent.current}
      setEdited={setEdited}
      resetState={(state) => runtime.store.set(state)}
      overrideUserAttributes={(attributes) =>
        setOverrideUserAttributes(Object.keys(attributes).length === 0 ? undefined : attributes)
      }
    />
  )

  const { css, isServerCss } = useContentCss(content, isHydrated, isNested)
  // The same element while the blocks are the same: the re-render that follows hydration then
  // stops here instead of reaching parts of the page still waiting for a lazy chunk.
  const blocks = content?.data?.blocks
  const blocksElement = useMemo(() => <Blocks blocks={blocks} />, [blocks])
  if (!content && !isEditing) return null
  const variantId = content?.testVariationId || content?.id
  // gen-2's `contentWrapper`: any tag or component instead of the div.
  const Wrapper = (props.contentWrapper ?? 'div') as 'div'
  return (
    <NestedContentContext.Provider value={Content}>
      <BuilderContext.Provider value={value}>
        <Wrapper
          {...props.contentWrapperProps}
          ref={rootRef}
          builder-content-id={content?.id}
          builder-model={model}
          className={variantId ? `variant-${variantId}` : undefined}
        >
          {content && (
            <style
              data-id="builderio-content"
              nonce={nonce}
              suppressHydrationWarning={isServerCss}
              dangerouslySetInnerHTML={{ __html: css }}
            />
          )}
          {blocksElement}
        </Wrapper>
        {editorBridge}
      </BuilderContext.Provider>
    </NestedContentContext.Provider>
  )
}
