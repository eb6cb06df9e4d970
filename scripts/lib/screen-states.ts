import enClassroom from '../../locales/en/classroom.json' with { type: 'json' };
import enDashboard from '../../locales/en/dashboard.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import enBrief from '../../locales/en/on-use/brief.json' with { type: 'json' };
import zhClassroom from '../../locales/zh/classroom.json' with { type: 'json' };
import zhDashboard from '../../locales/zh/dashboard.json' with { type: 'json' };
import zhErrors from '../../locales/zh/errors.json' with { type: 'json' };
import zhBrief from '../../locales/zh/on-use/brief.json' with { type: 'json' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message's longest run of words between its placeholders ("Offline — showing classes as of {{time}}"). */
const lead = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');

const words = (errors: typeof enErrors, classroom: typeof enClassroom, dashboard: typeof enDashboard, brief: typeof enBrief) => [
  errors.offlineTitle,
  errors.loadFailedTitle,
  errors.pageBrokeTitle,
  errors.chatError,
  errors.mediaFailedTitle,
  classroom.lastKnown.title,
  classroom.again.offline,
  classroom.lastKnown.text,
  lead(dashboard.offline.noNetwork),
  lead(dashboard.offline.noHost),
  lead(dashboard.courseware.kindFailed),
  brief.failed,
  brief.checklist.failed,
];

/**
 * What a screen says, in either language, while it shows a failed, offline or last-known state: the
 * titles of the error and offline states (a page's that could not load its code included), the waiting room's and the dashboard's last-known lines, the
 * chat's spec message. The recovery journeys and the soak hold every screen to leaving it by itself.
 */
export const FAILED_STATE = new RegExp(
  [...words(enErrors, enClassroom, enDashboard, enBrief), ...words(zhErrors, zhClassroom, zhDashboard, zhBrief)].map(escape).join('|'),
);
