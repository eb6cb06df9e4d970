/** A date, with the weekday the shared day words put after it ("2026-11-28 Sat", "2026-11-28 周六"). */
const DAY = /(\d{4}-\d{2}-\d{2}(?: (?:Sun|Mon|Tue|Wed|Thu|Fri|Sat|周[日一二三四五六]))?)/;

/**
 * Text whose 'YYYY-MM-DD' dates never break across lines, nor away from their weekday: Chromium breaks
 * after a hyphen followed by digits, so a phone read "2026-11-" / "28". The text between them still
 * wraps at its spaces.
 */
export function KeepDates({ text }: { text: string }) {
  return text.split(DAY).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
