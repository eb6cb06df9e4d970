/**
 * A button that cannot succeed now: it looks disabled and is announced so (aria-disabled), yet
 * stays focusable so a keyboard or screen-reader user reaches it and hears why (aria-describedby
 * points at the reason shown beside it). A native `disabled` button could say neither.
 */
export const unavailable = (available: boolean, reasonId: string | undefined) =>
  available ? {} : { 'data-disabled': true, 'aria-disabled': true, 'aria-describedby': reasonId };
