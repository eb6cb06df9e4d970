/** Where the sealed session is stored; also read by index.html's first-page preload (scripts/vite/first-page-preload.ts). */
export const SESSION_KEY = 'tp.session';
