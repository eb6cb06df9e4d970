/** The shell's navigation: only screens that exist. Each later screen adds its line here. */
export const NAV_ITEMS = [
  { to: '/dashboard', labelKey: 'shell:nav.dashboard' },
  { to: '/yykc', labelKey: 'shell:nav.booking' },
  { to: '/khlx', labelKey: 'shell:nav.practice' },
  { to: '/kchf', labelKey: 'shell:nav.replay' },
  { to: '/EvalStudent', labelKey: 'shell:nav.evaluation' },
  { to: '/Assignments', labelKey: 'shell:nav.assign' },
  { to: '/ReviewAssignments', labelKey: 'shell:nav.review' },
  { to: '/wdxs', labelKey: 'shell:nav.students' },
  { to: '/StudentInstr', labelKey: 'shell:nav.introduction' },
  { to: '/chat', labelKey: 'shell:nav.chat' },
] as const;
