/**
 * Optional fields the portal could not read and showed items without. Reported to the console once
 * per field (not once per item: a list of 500 with the same flaw says it once), so a host's flaw is
 * visible to whoever looks without flooding the console or failing the screen.
 */
const reported = new Set<string>();

/** A short, printable sample of what the host sent. */
const sample = (value: unknown): string => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 120);
  } catch {
    return String(value).slice(0, 120);
  }
};

export function reportUnreadableField(field: string, value: unknown): void {
  if (reported.has(field)) return;
  reported.add(field);
  console.warn(`The host sent an unreadable ${field} (${sample(value)}): shown without it.`);
}

/** Tests only: forget what was reported, so each case sees its own warning. */
export const forgetReportedFields = (): void => reported.clear();
