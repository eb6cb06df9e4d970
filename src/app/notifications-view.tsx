/**
 * Mantine's notification stack, in a file of its own (scripts/vite/code-splitting.ts): its code and its
 * transitions' load after the first screen, never among the first card's downloads.
 */
export { Notifications as default } from '@mantine/notifications';
