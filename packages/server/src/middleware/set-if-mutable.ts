/**
 * Sets a header of a finished response, unless its headers are immutable
 * (`Response.redirect`, `Response.error`).
 */
export function setIfMutable(headers: Headers, name: string, value: string): void {
  try {
    headers.set(name, value)
  } catch {
    // Immutable headers: the response goes out as it is.
  }
}
