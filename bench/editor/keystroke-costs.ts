/**
 * Pairs the inline-typing timestamps of the two documents: each key down in the canvas frame
 * with the moment the editor stored the change it made (one `tessera.v1.textInput` per key).
 * @module
 */

/**
 * The cost of each keystroke in ms (`stored[i] - keys[i]`), the i-th store answering the i-th
 * key (the bench presses one key at a time and waits for its store before the next).
 * @throws Error when the lists differ in length or a store comes before its key
 */
export function keystrokeCosts(keys: readonly number[], stored: readonly number[]): number[] {
  if (keys.length !== stored.length) {
    throw new Error(
      `${keys.length} key presses in the frame but ${stored.length} tessera.v1.textInput stored`,
    )
  }
  return keys.map((key, index) => {
    const cost = (stored[index] ?? Number.NaN) - key
    if (!(cost >= 0)) {
      throw new Error(`keystroke ${index + 1} was stored before it was pressed (${cost} ms)`)
    }
    return cost
  })
}
