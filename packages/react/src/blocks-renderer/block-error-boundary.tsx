import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

/** Props of {@link BlockErrorBoundary}. */
export interface BlockErrorBoundaryProps {
  blockId: string | undefined
  componentName: string | undefined
  /** Shows the error message in the note (editing). */
  isEditing: boolean
  /** Reports the failure (logged once per block by the caller). */
  onError: (message: string) => void
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
export function BlockErrorNote(props: { message?: string }) {
  return (
    <div className="builder-block-error">
      {props.message === undefined
        ? 'Block failed to render'
        : `Block failed to render: ${props.message}`}
    </div>
  )
}

/**
 * Isolates one block: when it throws, a short note replaces it (with the message in editing
 * mode) and the rest of the page renders.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, State> {
  state: State = { error: undefined, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(
      `block ${this.props.blockId ?? '(no id)'} (${this.props.componentName ?? 'no component'}) failed: ${messageOf(error)}`,
    )
  }

  render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    return (
      <BlockErrorNote message={this.props.isEditing ? messageOf(this.state.error) : undefined} />
    )
  }
}
