/** A fenced code block of a guide marked as an example's file. */
export interface ExampleBlock {
  /** The file it is, relative to the repository root (the marker's path). */
  path: string
  /** The block's text, ending with a newline (as the file does). */
  code: string
}

/** `<!-- example: <path> -->` on the line before a fenced block: that block is the file. */
const MARKED_BLOCK = /^<!-- example: (\S+) -->\n```[a-z]*\n([\s\S]*?)^```$/gm

/** The code blocks `markdown` marks as files of the examples, in order. */
export function exampleBlocks(markdown: string): ExampleBlock[] {
  return [...markdown.matchAll(MARKED_BLOCK)].map((match) => ({
    path: match[1]!,
    code: match[2]!,
  }))
}
