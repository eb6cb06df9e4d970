/** Groups and the demo accounts printed by the HTTP server and listed in the README. */

export const DEMO_PASSWORD = 'demo1234';
export const SUPER_USER_GROUP = 'SuperUser';

export const GROUPS: Record<number, string> = {
  0: SUPER_USER_GROUP,
  1: 'Beijing Tutors',
  2: 'Shanghai Tutors',
};

/** Spec section 6: the super user is whoever belongs to the super-user group. */
export const isSuperUserGroup = (groupId: number): boolean => GROUPS[groupId] === SUPER_USER_GROUP;

export interface DemoAccount {
  role: 'teacher' | 'group admin' | 'super user';
  id: number;
  name: string;
  email: string;
  password: string;
  group_id: number;
  group_name: string;
  is_admin: 0 | 1;
  timezone: string;
}

const account = (
  role: DemoAccount['role'],
  id: number,
  name: string,
  email: string,
  group_id: number,
  is_admin: 0 | 1,
  timezone: string,
): DemoAccount => ({
  role,
  id,
  name,
  email,
  password: DEMO_PASSWORD,
  group_id,
  group_name: GROUPS[group_id] ?? '',
  is_admin,
  timezone,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('teacher', 1001, 'Emma Li', 'teacher@demo.school', 1, 0, 'America/New_York'),
  account('group admin', 1002, 'Grace Wang', 'admin@demo.school', 1, 1, 'Asia/Shanghai'),
  account('super user', 1, 'Sam Root', 'super@demo.school', 0, 1, 'Europe/London'),
];

export function listDemoAccounts(): readonly DemoAccount[] {
  return DEMO_ACCOUNTS;
}

/** One line per account, for consoles and READMEs. */
export function describeDemoAccounts(): string {
  return DEMO_ACCOUNTS.map(
    (a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(22)} ${a.password}  (${a.name}, group ${a.group_id} "${a.group_name}", ${a.timezone})`,
  ).join('\n');
}
