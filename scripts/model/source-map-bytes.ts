/**
 * Which source each byte of a generated file came from, read from its source map: the budget
 * check uses it to say which packages fill a page's JavaScript. Pure: text in, numbers out.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping segment: VLQ-encoded numbers (generated column, source, line, column, name). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error(`Unterminated VLQ segment: ${segment}`);
  return values;
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/**
 * Generated characters per source. A segment owns the text up to the next segment on its line;
 * text before a line's first segment, or after a segment without a source, is `null`'s.
 */
export function bytesPerSource(code: string, map: SourceMapLike): Map<string | null, number> {
  const totals = new Map<string | null, number>();
  const add = (source: string | null, count: number) => {
    if (count > 0) totals.set(source, (totals.get(source) ?? 0) + count);
  };
  const lines = code.split('\n');
  const mappings = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const mapping = mappings[lineIndex] ?? '';
    const length = line.length;
    let column = 0;
    let owner: string | null = null;
    let start = 0;
    for (const segment of mapping === '' ? [] : mapping.split(',')) {
      const values = decodeSegment(segment);
      column += values[0] ?? 0;
      add(owner, column - start);
      if (values.length >= 4) {
        sourceIndex += values[1]!;
        owner = map.sources[sourceIndex] ?? null;
      } else owner = null;
      start = column;
    }
    add(owner, length - start);
  });
  return totals;
}

/**
 * The source of a generated position (0-based line and column), as a profiler names a frame: the
 * segment at or before the column on its line; none there, or a segment without a source: null.
 */
export function sourceLookup(map: SourceMapLike): (line: number, column: number) => string | null {
  let sourceIndex = 0;
  const lines = map.mappings.split(';').map((mapping) => {
    let column = 0;
    return (mapping === '' ? [] : mapping.split(',')).map((segment) => {
      const values = decodeSegment(segment);
      column += values[0] ?? 0;
      if (values.length < 4) return { column, source: null };
      sourceIndex += values[1]!;
      return { column, source: map.sources[sourceIndex] ?? null };
    });
  });
  return (line, column) => {
    let found: string | null = null;
    for (const segment of lines[line] ?? []) {
      if (segment.column > column) break;
      found = segment.source;
    }
    return found;
  };
}
