/** The placeholder of a block whose component is not registered (editing mode only). */
export function MissingComponent({ name }: { name: string }) {
  return (
    <div className="builder-missing-component" data-component-name={name}>
      {`Missing component: ${name}`}
    </div>
  )
}

/** The warning logged (once) for a block whose component is not registered. */
export function missingComponentMessage(name: string): string {
  return `Could not find a registered component named "${name}". Register it with registerComponent or pass it in customComponents.`
}
