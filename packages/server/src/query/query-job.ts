/** A matching job sent to the query worker. */
export interface QueryJob {
  id: number
  query: Record<string, unknown>
  /** Documents projected to the fields the query reads. */
  docs: unknown[]
}

/** The worker's answer: whether each document matches, or why the query failed. */
export type QueryJobResult = { id: number; matches: boolean[] } | { id: number; error: string }
