/**
 * Text whose 'YYYY-MM-DD' dates never break across lines: Chromium breaks after a hyphen followed
 * by digits, so a phone read "2026-11-" / "28". The text between them still wraps at its spaces.
 */
export function KeepDates({ text }: { text: string }) {
  return text.split(/(\d{4}-\d{2}-\d{2})/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
