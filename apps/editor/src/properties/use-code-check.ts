import { useEffect, useState } from 'react'

type Check = (code: string) => string | undefined

let loading: Promise<Check> | undefined

/** The evaluator's syntax check, loaded on demand (the parser is not in the first load). */
function loadCheck(): Promise<Check> {
  loading ??= import('@tessera/core/evaluator').then((module) => module.codeSyntaxError)
  return loading
}

/**
 * The evaluator's syntax check of author code (`undefined` until it has loaded: no error is
 * shown before it can be known).
 */
export function useCodeCheck(): Check | undefined {
  const [check, setCheck] = useState<{ run: Check }>()
  useEffect(() => {
    let live = true
    void loadCheck().then((run) => live && setCheck({ run }))
    return () => {
      live = false
    }
  }, [])
  return check?.run
}
