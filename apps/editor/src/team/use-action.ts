import { useState } from 'react'

/**
 * Runs the Team screen's actions one at a time: the error of the last one (its message), and
 * `run(action)` which clears it, awaits the action and then `after` (a reload).
 */
export function useAction(after: () => void): {
  error: string | undefined
  run: (action: () => Promise<unknown>) => Promise<void>
} {
  const [error, setError] = useState<string>()
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await action()
    } catch (caught: unknown) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
    after()
  }
  return { error, run }
}
