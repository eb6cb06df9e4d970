const WEEKDAY = '(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat|周[日一二三四五六])';
/**
 * A date, with its weekday: after it as the shared day words put it ("2026-11-28 Sat", "2026-11-28 周六"),
 * or before it as the booking lines do ("Mon 2026-11-30", "周一 2026-11-30").
 */
const DAY = new RegExp(`((?:${WEEKDAY} )?\\d{4}-\\d{2}-\\d{2}(?: ${WEEKDAY})?)`);

/**
 * Text whose 'YYYY-MM-DD' dates never break across lines, nor away from their weekday: Chromium breaks
 * after a hyphen followed by digits, so a phone read "2026-11-" / "28" (issue 48: "周一 2026-11-" / "30" in
 * the copy dialog). The text between them still wraps at its spaces; the text reads and copies as written.
 */
export function KeepDates({ text }: { text: string }) {
  // One inline box around the whole: inside a flex row (a checkbox's label) its pieces stay one line of text,
  // not one flex item each.
  return (
    <span>
      {text.split(DAY).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
