import { Component, createElement, Suspense } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import type { BuilderContextValue } from '../types.ts'

/** Props of {@link BlockErrorBoundary}. */
export interface BlockErrorBoundaryProps {
  blockId: string | undefined
  componentName: string | undefined
  /** Shows the error message in the note (editing). */
  isEditing: boolean
  /** Logs the failure once per block (`builderContext.warnOnce`). */
  warnOnce: BuilderContextValue['warnOnce']
  children?: ReactNode
}

interface State {
  error: unknown
  hasError: boolean
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The note shown instead of a block that failed. */
function BlockErrorNote(props: { message?: string }) {
  return (
    <div className="builder-block-error">
      {props.message === undefined
        ? 'Block failed to render'
        : `Block failed to render: ${props.message}`}
    </div>
  )
}

/**
 * Isolates one block in the browser: when it throws, a short note replaces it (with the message
 * in editing mode), the failure is logged once and the rest of the page renders.
 */
class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, State> {
  state: State = { error: undefined, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { blockId, componentName, warnOnce } = this.props
    warnOnce(
      `error:${blockId ?? ''}`,
      `block ${blockId ?? '(no id)'} (${componentName ?? 'no component'}) failed: ${messageOf(error)}`,
      'error',
    )
  }

  render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    return (
      <BlockErrorNote message={this.props.isEditing ? messageOf(this.state.error) : undefined} />
    )
  }
}

/**
 * Whether this code runs without a DOM (a server). Server rendering ignores error boundaries
 * (a throwing component makes React render the nearest `<Suspense>` fallback and retry in the
 * browser), so the boundary is left out there: it produces no HTML, so hydration is unaffected.
 */
const IS_SERVER = typeof document === 'undefined'

/**
 * Isolates a block's component: `<Suspense fallback={null}>` (on the server a failing block
 * renders nothing, and the browser retries it) inside a {@link BlockErrorBoundary} in the
 * browser.
 */
export function guardBlock(element: ReactNode, props: Omit<BlockErrorBoundaryProps, 'children'>) {
  const suspense = createElement(Suspense, { fallback: null }, element)
  return IS_SERVER ? suspense : createElement(BlockErrorBoundary, props, suspense)
}
