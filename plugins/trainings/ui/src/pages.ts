// A training's page for other plugins to mount under their own path (`@oj/plugin-trainings/pages`,
// bundled into their remote): the groups plugin's /group/:groupID/training/:trainingID (spec 3 §2)
// shows the same introduction, problems and rank as /training/:trainingID, its links kept under
// that path. Only the route is here (the pages load lazily); parts.ts has the components.
import type { UiRoute } from '@oj/ui';
import { trainingDetailsRoute } from './details/routes.js';

/** a training's page (introduction, problems, rank) at `path`, which names the training as :trainingID */
export function trainingPageRoute(path: string): UiRoute {
  return { ...trainingDetailsRoute, path };
}
