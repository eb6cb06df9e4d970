/** Every handler of the demo administration host, for the browser worker, vitest and the HTTP server. */
import { appointmentGroupHandlers } from './handlers/appointment-groups';
import { authHandlers } from './handlers/auth';
import { classHandlers } from './handlers/classes';
import { courseModuleHandlers } from './handlers/courses-modules';
import { demoControlHandlers } from './handlers/demo-control';
import { historyHandlers } from './handlers/histories';
import { profileHandlers } from './handlers/profile';
import { teacherHandlers } from './handlers/teachers';

export const handlers = [
  ...demoControlHandlers,
  ...authHandlers,
  ...teacherHandlers,
  ...profileHandlers,
  // Histories before classes: both live under /api/v1/alg_classes/.
  ...historyHandlers,
  ...classHandlers,
  ...courseModuleHandlers,
  ...appointmentGroupHandlers,
];
