/**
 * Makes author CSS safe to put inside a `<style>` element: `</` (which could close the
 * element) becomes `<\/`, an equivalent CSS escape.
 */
export function safeStyleText(css: string): string {
  return css.replace(/<\//g, '<\\/')
}
