/** Mantine's notification stack, in a file of its own: its code (and its transitions') loads after the first screen. */
export { Notifications } from '@mantine/notifications';
