/**
 * Colours of the replay screens. Mantine's default shade 6 on white, its light variants and its
 * "dimmed" text fall below WCAG AA contrast at our small sizes (axe flags them); shade 9 and gray 7 pass.
 */
export const ACCENT = 'teal.9';
export const MUTED = 'gray.7';
