/** The levels `LOG_LEVEL` accepts, most verbose first; `silent` writes nothing. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/** The lowest level a logger writes (`LOG_LEVEL`). */
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Whether `value` is one of {@link LOG_LEVELS} (lower case). */
export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value)
}
