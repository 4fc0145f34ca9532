import type { RouteModule } from '../app.ts'
import type { Logger } from '../logger.ts'
import type { ContentStore } from '../store/types.ts'
import { createEventBuffer } from '../tracking/event-buffer.ts'
import { analyticsRoutes } from './analytics-routes.ts'
import { assetsRoutes } from './assets-routes.ts'
import { editorRoutes } from './editor-routes.ts'
import { experimentRoutes } from './experiment-routes.ts'
import { formSubmissionsRoutes } from './form-submissions-routes.ts'
import { formsRoutes } from './forms-routes.ts'
import { imagesRoutes } from './images-routes.ts'
import { modelsRoutes } from './models-routes.ts'
import { pixelRoutes } from './pixel-routes.ts'
import { presenceRoutes } from './presence-routes.ts'
import { previewRoutes } from './preview-routes.ts'
import { revisionsRoutes } from './revisions-routes.ts'
import { trackRoutes } from './track-routes.ts'
import { writeRoutes } from './write-routes.ts'

export interface ServiceRoutes {
  /** Every route module `tessera serve` mounts after the read API (see `createApp`). */
  routes: RouteModule[]
  /** Writes the buffered tracking events; run it on shutdown, after requests have drained. */
  close(): Promise<void>
}

/**
 * The write, tracking, analytics, forms, images and preview routes of the service, sharing one
 * tracking event buffer (flushed to the store in batches, and by `close()`).
 */
export function createServiceRoutes(args: { store: ContentStore; logger: Logger }): ServiceRoutes {
  const events = createEventBuffer({ store: args.store, logger: args.logger })
  return {
    routes: [
      writeRoutes,
      revisionsRoutes,
      modelsRoutes,
      trackRoutes({ events }),
      pixelRoutes({ events }),
      analyticsRoutes({ events }),
      experimentRoutes({ events }),
      formsRoutes,
      formSubmissionsRoutes,
      imagesRoutes,
      assetsRoutes,
      previewRoutes,
      editorRoutes,
      presenceRoutes,
    ],
    close: () => events.close(),
  }
}
