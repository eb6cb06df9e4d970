/**
 * Which of the page's stylesheets the paint needs: those with a rule for something in it. The page keeps every
 * stylesheet a part ever linked (a dialog opened and closed, the class brief), and each one the paint names is
 * linked, and waited for, before it shows: on a returning visit seven such sheets cost ~170 ms at 4x (`npm run
 * perf:boot`). One with no rule for the paint's elements changes nothing when the app links it later.
 * Doubt keeps a sheet: one not loaded or unreadable, a rule that cannot be checked, a font.
 */

// Pseudo-elements and the states of a pointer or focus: loosened away, a rule matches the element it styles.
const LOOSEN =
  /::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)\b|:(?:hover|active|focus-visible|focus-within|focus|visited|target)\b/g;

function selectorUsed(selector: string, root: Element): boolean {
  const loose = selector.replace(LOOSEN, '');
  // An emptied group (`:is(:hover)`) or compound would match nothing, or everything: kept.
  if (/\(\s*\)/.test(loose) || /(^|,)\s*(,|$)/.test(loose)) return true;
  try {
    const doc = root.ownerDocument;
    return root.querySelector(loose) !== null || doc.documentElement.matches(loose) || (doc.body?.matches(loose) ?? false);
  } catch {
    return true;
  }
}

function rulesUsed(rules: CSSRuleList, root: Element): boolean {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule) {
      if (selectorUsed(String(rule.selectorText), root)) return true;
    } else if (rule.type === CSSRule.KEYFRAMES_RULE || 'nameList' in rule) {
      // Keyframes serve a rule of their own part; a layer statement orders, and index.html's sheet orders first.
    } else if ('cssRules' in rule) {
      if (rulesUsed(rule.cssRules as CSSRuleList, root)) return true;
    } else return true; // a font, an import, a property: kept
  }
  return false;
}

/** Whether `sheet` styles anything in `root` (or the page's html and body, which the paint keeps). */
export function sheetUsed(sheet: CSSStyleSheet | null, root: Element): boolean {
  try {
    return !sheet || rulesUsed(sheet.cssRules, root);
  } catch {
    return true; // another origin's rules cannot be read
  }
}
