import { afterClassRoute } from './after-class-route';
import { bookingRoute } from './booking-route';
import { chatRoute } from './chat-route';
import { classAgainRoute, classRoute } from './classroom-routes';
import { dashboardRoute } from './dashboard-route';
import { evaluationRoute } from './evaluation-route';
import { assignRoute, reviewRoute } from './homework-routes';
import { introductionRoute } from './introduction-route';
import { practiceRoute } from './practice-route';
import { forgotPasswordRoute, loginRoute, notFoundRoute, registerRoute } from './public-routes';
import { replayRoute } from './replay-route';
import { rootRoute } from './root';
import { indexRoute, shellRoute } from './shell-routes';
import { studentsRoute } from './students-route';
import { systemTestRoute } from './system-test-route';

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
