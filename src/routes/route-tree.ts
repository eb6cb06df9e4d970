import { afterClassRoute } from './after-class/after-class-route';
import { bookingRoute } from './booking/booking-route';
import { chatRoute } from './chat/chat-route';
import { classAgainRoute, classRoute } from './classroom/classroom-routes';
import { dashboardRoute } from './dashboard/dashboard-route';
import { evaluationRoute } from './evaluation/evaluation-route';
import { assignRoute, reviewRoute } from './homework/homework-routes';
import { introductionRoute } from './introduction/introduction-route';
import { practiceRoute } from './practice/practice-route';
import { forgotPasswordRoute, loginRoute, notFoundRoute, registerRoute } from './public/public-routes';
import { replayRoute } from './replay/replay-route';
import { rootRoute } from './root';
import { indexRoute, shellRoute } from './shell/shell-routes';
import { studentsRoute } from './students/students-route';
import { systemTestRoute } from './system-test/system-test-route';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  notFoundRoute,
  classRoute,
  classAgainRoute,
  shellRoute.addChildren([
    dashboardRoute,
    bookingRoute,
    practiceRoute,
    replayRoute,
    evaluationRoute,
    assignRoute,
    reviewRoute,
    studentsRoute,
    introductionRoute,
    chatRoute,
    systemTestRoute,
    afterClassRoute,
  ]),
]);
