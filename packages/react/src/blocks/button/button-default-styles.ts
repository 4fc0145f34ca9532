/**
 * The default styles the editor gives a button block (`Core:Button`, `Form:SubmitButton`) on
 * `backgroundColor`, before the block's own additions.
 */
export function buttonDefaultStyles(backgroundColor: string): Record<string, string> {
  return {
    appearance: 'none',
    paddingTop: '15px',
    paddingBottom: '15px',
    paddingLeft: '25px',
    paddingRight: '25px',
    backgroundColor,
    color: 'white',
    borderRadius: '4px',
  }
}
