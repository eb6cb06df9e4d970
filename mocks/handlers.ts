/** Every handler of the demo administration host, for the browser worker, vitest and the HTTP server. */
import { appointmentGroupHandlers } from './handlers/appointment-groups';
import { authHandlers } from './handlers/auth';
import { chatHandlers } from './handlers/chat';
import { classHandlers } from './handlers/classes';
import { courseModuleHandlers } from './handlers/courses-modules';
import { demoClassroomHandlers } from './handlers/demo-classroom';
import { demoCoursewareHandlers } from './handlers/demo-courseware';
import { demoControlHandlers } from './handlers/demo-control';
import { evaluationHandlers } from './handlers/evaluations';
import { historyActionHandlers } from './handlers/history-actions';
import { historyHandlers } from './handlers/histories';
import { homeworkHandlers } from './handlers/homework';
import { homeworkFileHandlers } from './handlers/homework-files';
import { introductionHandlers } from './handlers/introduction';
import { practiceHandlers } from './handlers/practice';
import { profileHandlers } from './handlers/profile';
import { studentHandlers } from './handlers/students';
import { teacherHandlers } from './handlers/teachers';

export const handlers = [
  ...demoControlHandlers,
  ...demoClassroomHandlers,
  ...demoCoursewareHandlers,
  ...authHandlers,
  ...teacherHandlers,
  ...profileHandlers,
  // Histories before classes: both live under /api/v1/alg_classes/.
  ...historyHandlers,
  ...historyActionHandlers,
  ...classHandlers,
  ...courseModuleHandlers,
  ...appointmentGroupHandlers,
  ...studentHandlers,
  ...introductionHandlers,
  ...homeworkHandlers,
  ...homeworkFileHandlers,
  ...practiceHandlers,
  ...evaluationHandlers,
  // The demo Rocket.Chat (its own auth: X-User-Id / X-Auth-Token).
  ...chatHandlers,
];
