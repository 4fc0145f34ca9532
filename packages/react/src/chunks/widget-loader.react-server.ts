/**
 * `#widgets` in React Server Components (the `react-server` import condition): widgets are
 * never loaded there (see `renderer-loader.react-server.ts`); their definitions get stand-ins.
 * @module
 */
import type { WidgetComponent } from './widget-loader.ts'
import type { WidgetName } from '../widgets/widget-name.ts'

export type { WidgetComponent }

/** Never loaded in server components. */
export function getLoadedWidget(_name: WidgetName): WidgetComponent | undefined {
  return undefined
}

/** Refuses: widgets render in client components. */
export function useWidget(name: WidgetName): WidgetComponent {
  throw new Error(`${name} renders in client components: render <Content> or <Blocks>`)
}
