import { once } from 'node:events'
import type { EventEmitter } from 'node:events'
import pino from 'pino'
import type { DestinationStream } from 'pino'

/** The level names a line can have (`silent` is a threshold, never a line's level). */
export type LineLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'

/** Where a logger's lines go, and how to wait until they are out. */
export interface LogDestination {
  /** What pino writes each line to (one call per line, `\n`-terminated). */
  stream: DestinationStream
  /**
   * Resolves once every line written so far has been handed to the operating system (or after
   * `timeoutMs`, so that a stuck reader cannot stop a shutdown).
   */
  flush(timeoutMs?: number): Promise<void>
}

/** pino's number of `warn`: lines at or above it go to stderr. */
const WARN = pino.levels.values.warn ?? 40

/**
 * pino tells a stream that carries this symbol the level of each line before writing it
 * (`lastLevel`): lines are routed by level without being parsed.
 */
const WANTS_LEVEL = pino.symbols.needsMetadataGsym

type LevelAwareStream = DestinationStream & { lastLevel: number }

/**
 * Lines are written in batches of at least this many bytes (sonic-boom's `minLength`). Every
 * write hands a buffer to the thread pool, and on a busy machine each hand-off costs far more
 * than the write itself (waking a thread and a trip through the scheduler): with one write per
 * 8 KiB the service spent about 30 µs more CPU per request than with one per 32 KiB, which
 * comes within a few µs of not logging at all (measured at load 4–5 on 2 cores).
 */
export const LOG_BATCH_BYTES = 32 * 1024

/** The largest single write, in bytes (sonic-boom's `maxWrite`; above {@link LOG_BATCH_BYTES}). */
const MAX_WRITE_BYTES = 64 * 1024

/** Lines waiting in a batch that is not full go out after at most this long, in ms. */
export const LOG_FLUSH_INTERVAL_MS = 100

/** What a sonic-boom in buffer mode offers (its types only describe the string mode). */
interface BufferWriter extends EventEmitter {
  write(chunk: Buffer): boolean
  flush(): void
}

/** An asynchronous writer to `fd` that knows how many bytes it still holds. */
function asyncWriter(fd: number) {
  const writer = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    maxWrite: MAX_WRITE_BYTES,
    // Keeps each line as a buffer and joins them once per write; in its string mode sonic-boom
    // appends to the pending string and measures all of it again for every line.
    contentMode: 'buffer',
  }) as unknown as BufferWriter
  // Bytes taken and not yet written (sonic-boom reports each write it completes).
  let held = 0
  writer.on('write', (bytes: number) => (held -= bytes))
  // Not sonic-boom's `periodicFlush`, which writes even an empty buffer.
  setInterval(() => held > 0 && writer.flush(), LOG_FLUSH_INTERVAL_MS).unref()
  return {
    write(line: string) {
      const bytes = Buffer.from(line)
      held += bytes.length
      writer.write(bytes)
    },
    async drained(timeoutMs: number) {
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        while (held > 0) {
          // Starts a write of what is left unless one is in flight; `drain` follows either.
          writer.flush()
          await once(writer, 'drain', { signal })
        }
      } catch {
        // Timed out, or the writer failed (pino stops writing to a closed pipe): give up.
      }
    },
  }
}

export interface StdioDestinationOptions {
  /** File descriptor of trace/debug/info lines. Default 1 (stdout). */
  stdout?: number
  /** File descriptor of warn/error/fatal lines. Default 2 (stderr). */
  stderr?: number
}

/**
 * Lines below `warn` to stdout, the others to stderr, through pino's asynchronous writers
 * (sonic-boom, `sync: false`): logging a line appends it to a buffer, written by the thread pool
 * once it holds {@link LOG_BATCH_BYTES} or {@link LOG_FLUSH_INTERVAL_MS} later, so a request
 * never waits for a pipe or a disk. pino writes what is still buffered synchronously when the
 * process exits (its `exit` event, which also follows an uncaught exception);
 * {@link LogDestination.flush} writes it out and waits for it on a planned shutdown.
 */
export function stdioDestination(options: StdioDestinationOptions = {}): LogDestination {
  const out = asyncWriter(options.stdout ?? 1)
  const err = asyncWriter(options.stderr ?? 2)
  const stream: LevelAwareStream = {
    [WANTS_LEVEL]: true,
    lastLevel: 0,
    write(line: string) {
      if (this.lastLevel >= WARN) err.write(line)
      else out.write(line)
    },
  }
  return {
    stream,
    async flush(timeoutMs = 2_000) {
      await Promise.all([out.drained(timeoutMs), err.drained(timeoutMs)])
    },
  }
}

/**
 * Hands each line, synchronously and without its `\n`, to `write` with its level: for tests
 * and for callers that route lines themselves (`runCli` with injected output).
 */
export function writerDestination(write: (line: string, level: LineLevel) => void): LogDestination {
  const labels = pino.levels.labels
  const stream: LevelAwareStream = {
    [WANTS_LEVEL]: true,
    lastLevel: 0,
    write(line: string) {
      write(line.endsWith('\n') ? line.slice(0, -1) : line, labels[this.lastLevel] as LineLevel)
    },
  }
  return { stream, flush: () => Promise.resolve() }
}
