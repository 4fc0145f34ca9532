/**
 * A plain-text table as the bench prints them: columns padded to their widest cell, the first
 * `leftColumns` left-aligned and the rest right-aligned, cells joined by ` | `, and a `-|-` rule
 * under the header. Returns the lines.
 */
export function textTableLines(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns = 1,
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column < leftColumns
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join(' | ')
  return [render(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(render)]
}
