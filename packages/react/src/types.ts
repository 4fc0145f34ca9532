/**
 * The contracts of the renderer: what a block component receives, what a registration holds,
 * and what the builder context offers. Built-in and custom blocks are written against these
 * types only. This file is long because it is the one place the contracts are documented.
 * @module
 */
import type { Block, Breakpoints, Entry, UserAttributes } from '@tessera/core'
import type { Tracker } from '@tessera/sdk'
import type { ComponentType, CSSProperties, ReactNode } from 'react'
import type { BlockHtmlArgs } from './static-html/block-html-args.ts'

/** Content state: plain JSON-like data that author code reads and writes. */
export type BuilderState = Record<string, unknown>

/** An editor input of a component (what the editor shows in its options panel). */
export interface ComponentInput {
  name: string
  /** `string`, `number`, `boolean`, `longText`, `richText`, `file`, `url`, `list`, `object`, `uiBlocks`… */
  type?: string
  /** Written into `component.options` by the editor when the block is inserted (never at render). */
  defaultValue?: unknown
  /** Allowed values (strings, or `{ label, value }`). */
  enum?: readonly unknown[]
  /** Inputs of each item (`list`) or of the object (`object`). */
  subFields?: readonly ComponentInput[]
  required?: boolean
  helperText?: string
  friendlyName?: string
  advanced?: boolean
  hideFromUI?: boolean
  [key: string]: unknown
}

/** Which builder props a component receives (Builder gen-2's `shouldReceiveBuilderProps`). */
export interface BuilderPropsSelection {
  /** `builderBlock`, the processed block. Default: `true`. */
  builderBlock?: boolean
  /** `builderContext`, the {@link BuilderContextValue}. Default: `true`. */
  builderContext?: boolean
  /** `builderComponents`, the registry. Default: `false`. */
  builderComponents?: boolean
  /** `builderLinkComponent`, the site's link component. Default: `false`. */
  builderLinkComponent?: boolean
}

/**
 * The serialisable description of a component (Builder's registration info). Everything but
 * functions is sent to the editor in `builder.registerComponent`.
 */
export interface ComponentInfo {
  /** The name content refers to in `component.name` (`Text`, `Core:Button`, `MyHero`). */
  name: string
  friendlyName?: string
  description?: string
  inputs?: readonly ComponentInput[]
  /** Whether authors may drop blocks inside. Default: `false`. */
  canHaveChildren?: boolean
  /**
   * When true no wrapper element is rendered: the component receives the wrapper attributes as
   * `attributes` and must spread them on its own root element. Default: `false`.
   */
  noWrap?: boolean
  /** Styles the editor gives a newly inserted block (not applied at render). */
  defaultStyles?: Readonly<Record<string, string>>
  /** Children the editor gives a newly inserted block. */
  defaultChildren?: readonly Block[]
  /** Icon URL of the insert menu. */
  image?: string
  /**
   * Models the component may be used in: in content of another model its blocks render as a
   * missing component (nothing outside the editor), on the server and in the browser. The model
   * is the nearest `<Content>`'s (a Symbol's content has its own). Default: all.
   */
  models?: readonly string[]
  /** Builder props passed to the component. Default: `builderBlock` and `builderContext`. */
  shouldReceiveBuilderProps?: BuilderPropsSelection
  /**
   * Options whose string value gets `{{expr}}` interpolation before bindings run (each value
   * HTML-escaped). The Text block declares `['text']`. Default: none.
   */
  interpolatedOptions?: readonly string[]
  /**
   * Promise that the component's render never throws nor suspends, whatever its options: it
   * then renders without the error boundary and `<Suspense>` that isolate other blocks (a
   * faster server render). Its children are still isolated on their own. Set it only for
   * components that check every option they read. Default: `false`.
   */
  noErrorBoundary?: boolean
  [key: string]: unknown
}

/** Where a block's {@link BlockCss} adds its rules (a minified style sheet). */
export interface BlockCssSheet {
  /** Adds `selector{declarations}` (minified declarations, `''` adds nothing). */
  addRule(selector: string, declarations: string): void
  /** Adds `selector{declarations}` inside `@media (max-width:<maxWidth>px)`. */
  addMediaRule(maxWidth: number, selector: string, declarations: string): void
}

/** What a {@link BlockCss} receives. */
export interface BlockCssArgs {
  /** The block's options (localized values resolved). */
  options: Readonly<Record<string, unknown>>
  /** The selector of the block's class (its id, escaped: `.<id>`). */
  selector: string
  /** The content's breakpoints. */
  breakpoints: Breakpoints
  sheet: BlockCssSheet
}

/** Adds the CSS a block's markup needs beyond its styles (see `BlockDefinition.css`). */
export type BlockCss = (args: BlockCssArgs) => void

/**
 * A block type: its info plus the React component that renders it. Without a type argument
 * any component fits (`never` props), so definitions of every option shape can be listed
 * together (`customComponents`, registries).
 */
export interface BlockDefinition<TOptions = never> extends ComponentInfo {
  component: ComponentType<TOptions & BlockComponentProps>
  /**
   * CSS the component's markup needs beyond the block's styles, added with them: to its list's
   * one `<style>` (where identical declarations are written once for every selector), or to
   * the block's own `<style>` when it keeps one (bindings, the editor). Default: none.
   */
  css?: BlockCss
  /**
   * The component's HTML as a string, for the fast path of static content: a block is static
   * when it has no bindings, actions, repeat, animations or `{{expr}}`, the page is not being
   * edited, and it and every descendant has a `renderHtml`. A list of static blocks renders as
   * one HTML string instead of React elements (in a list with other blocks, each static block
   * is its wrapper with this HTML inside). It must return, byte for byte, what react-dom/server
   * renders for `component` with these options and children, so that hydration matches: the
   * wrapper is added around it, except for `noWrap` components, whose HTML carries the
   * `attributes` on its root. Return `undefined` (or throw) when it cannot for these options:
   * the block then renders through React. A component registered over a built-in's name has
   * none unless it brings its own. Called on servers (and in any non-browser build): browser
   * builds take the server's HTML over and render other lists through React (`#list-plan`).
   * Default: none (the block always renders through React).
   */
  renderHtml?: (args: BlockHtmlArgs) => string | undefined
}

/** A definition held by a registry; `builtIn` marks the blocks shipped with Tessera. */
export interface RegisteredBlock extends BlockDefinition {
  builtIn: boolean
}

/** What a registered action's function receives. */
export interface ActionArguments {
  /** The options of the call (`{ "options": {...} }` in content, or the argument in code). */
  options: Record<string, unknown>
  /** Plain snapshot of the DOM event that triggered the action (undefined when called from code). */
  event: EventSnapshot | undefined
  /** Root state at the time of the call (read only: use `setState`). */
  state: BuilderState
  setState: BuilderContextValue['setState']
  builderContext: BuilderContextValue
}

/** A site function content can run from a block's actions (see `registerAction`). */
export interface ActionDefinition {
  name: string
  friendlyName?: string
  inputs?: readonly ComponentInput[]
  action: (args: ActionArguments) => unknown
}

/** The registry of block types and actions (see `createRegistry`). */
export interface Registry {
  /** Registers a React component under `info.name` (Builder's `registerComponent`); later wins. */
  registerComponent<TOptions>(
    component: ComponentType<TOptions & BlockComponentProps>,
    info: ComponentInfo,
  ): void
  /** Registers a definition (`defineBlock` output or a gen-2 `customComponents` item). */
  register(definition: BlockDefinition): void
  /** Registers an action content can run. */
  registerAction(definition: ActionDefinition): void
  /** The block type named `name` here or in the parent registry. */
  getComponent(name: string): RegisteredBlock | undefined
  getAction(name: string): ActionDefinition | undefined
  /** Every block type, own registrations overriding the parent's. */
  listComponents(options?: { includeBuiltIns?: boolean }): RegisteredBlock[]
  listActions(): ActionDefinition[]
}

/** A plain copy of a DOM event handed to author code and actions. */
export interface EventSnapshot {
  type: string
  target: ElementSnapshot | null
  currentTarget: ElementSnapshot | null
  key?: string
  code?: string
  clientX?: number
  clientY?: number
  button?: number
  altKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  shiftKey?: boolean
  defaultPrevented: boolean
  preventDefault: () => void
  stopPropagation: () => void
}

/** The readable parts of an event's element. */
export interface ElementSnapshot {
  tagName: string
  id: string
  name?: string
  value?: string
  checked?: boolean
  builderId?: string
}

/** Options of `builderContext.evaluate`. */
export interface EvaluateInContextOptions {
  /** `event` of the scope. Default: none. */
  event?: EventSnapshot
  /** Extra local variables on top of the context's local state. Default: none. */
  localState?: BuilderState
}

/** The link component of the site (`next/link`); it receives `href` and anchor attributes. */
export type LinkComponent = ComponentType<Record<string, unknown> & { href?: string }>

/**
 * The value of `BuilderContext`, passed to every block as `builderContext`.
 * One per `<Content>`; blocks that change the local state (repeat, Symbol) provide a copy.
 */
export interface BuilderContextValue {
  /**
   * The content being rendered (variation applied); in the editor, the latest edit. A getter:
   * an edit changes it without giving a new context value, so a block re-renders only when its
   * own JSON (or the state, or another field) changes; read it while rendering or later.
   */
  readonly content: Entry | null
  /** The model of the content (`page`). */
  model: string
  /** The root state of the content. */
  rootState: BuilderState
  /** Repeat-item variables (`$index`, `$item`, `<itemName>`…) and others set by parents. */
  localState: BuilderState
  /** `{ ...rootState, ...localState }`: what `state` means in author code. */
  state: BuilderState
  /**
   * Changes the root state and re-renders: an object is merged shallowly; a function receives
   * the current root state and returns the next one.
   */
  setState(update: BuilderState | ((previous: BuilderState) => BuilderState)): void
  /** Runs author code through the safe evaluator (expression or statements); errors → undefined. */
  evaluate(code: string, options?: EvaluateInContextOptions): unknown
  /**
   * Runs action code (statements) with `event`; writes to `state` go to the root state and
   * re-render. Writes to local variables are refused with a warning.
   */
  runAction(code: string, options?: EvaluateInContextOptions): unknown
  /** Runs a registered action by name; unknown → `Action not found: <name>` warning. */
  runRegisteredAction(
    name: string,
    options?: Record<string, unknown>,
    event?: EventSnapshot,
  ): unknown
  /** The user context object (`context` prop), `context` in author code. */
  context: Record<string, unknown>
  registry: Registry
  apiKey: string | undefined
  apiHost: string | undefined
  locale: string | undefined
  /** Whether the page is the editor's editing frame (false during SSR and hydration). */
  isEditing: boolean
  /** Whether the page shows a preview (`builder.preview=`; false during SSR and hydration). */
  isPreviewing: boolean
  /** True once mounted in a browser (false on the server and during hydration). */
  isBrowser: boolean
  canTrack: boolean
  /**
   * `<Content nonce>` (or the outer content's): put on every `<style>` the renderer writes, so
   * that a Content-Security-Policy `style-src 'nonce-…'` needs no `'unsafe-inline'`.
   */
  nonce?: string | undefined
  tracker: Tracker | undefined
  linkComponent: LinkComponent | undefined
  /** The content's breakpoints (`getBreakpoints(content.meta.breakpoints)`). */
  breakpoints: Breakpoints
  /** `enrich` prop, for blocks that fetch references (Symbol). */
  enrich: boolean | undefined
  /**
   * Attributes the editor asked to render as (`builder.overrideUserAttributes`), merged over
   * the visitor's own by `builder.getUserAttributes()`. Undefined outside the editor.
   */
  overrideUserAttributes?: UserAttributes | undefined
  /**
   * The visitor's attributes (`userAttributes` prop): the PersonalizationContainer block shows
   * the variant they match, the same on the server and in the browser. Default: none.
   */
  userAttributes?: UserAttributes | undefined
  /**
   * Logs `[Tessera]: <message>` once per `key` for this content, with `console.warn` (or
   * `console.error` when `level` is `'error'`).
   */
  warnOnce(key: string, message: string, level?: 'warn' | 'error'): void
  /**
   * A copy of this context with more local variables (`$index`, `$item`…), for blocks that
   * repeat their own block lists: provide it with `<BuilderContext.Provider value={...}>`.
   */
  withLocalState(localState: BuilderState): BuilderContextValue
}

/** Attributes of a block's wrapper, ready to spread on a React DOM element. */
export interface BlockAttributes {
  /** `<id> builder-block <block.class> <properties.class>` (gen-2 order). */
  className: string
  'builder-id'?: string
  style?: CSSProperties
  [attribute: string]: unknown
}

/**
 * Props every block component receives: `component.options` (after localized values,
 * interpolation and bindings) spread at the top level, plus these.
 */
export interface BlockComponentProps {
  /** The processed block (bindings applied, without `repeat`). */
  builderBlock: Block
  builderContext: BuilderContextValue
  /** Only for `noWrap` components: spread on the root element (className, builder-id, style, handlers). */
  attributes?: BlockAttributes
  /**
   * The block's `children` already rendered (each through `<Block>`), or undefined when it has
   * none. Blocks that render other block lists use `<Blocks blocks path parent />`.
   */
  children?: ReactNode
  builderComponents?: Registry
  builderLinkComponent?: LinkComponent
}

/** Props of a block component with typed options. */
export type BlockProps<TOptions = Record<string, unknown>> = TOptions & BlockComponentProps
