/**
 * The classroom opens this long before the start and stays open until the end (the host's
 * ENTER_WINDOW_CLOSED rule): the waiting room's Enter and the dashboard card's way in both keep it.
 */
export const ENTER_EARLY_MS = 15 * 60 * 1000;
