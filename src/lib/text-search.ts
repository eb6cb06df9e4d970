/** Search as people type it: case-, width- and accent-insensitive, every word must match. */

/** "émma", "ＥＭＭＡ" and "Emma" are alike. */
export const foldText = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The query's words, folded; none for a blank query. */
export const queryWords = (query: string): string[] => foldText(query).split(/\s+/).filter(Boolean);

/**
 * The items whose text contains every word of the query, in their order (a new array). A blank
 * query keeps everyone.
 */
export function filterByWords<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldText(textOf(item));
    return words.every((word) => haystack.includes(word));
  });
}
