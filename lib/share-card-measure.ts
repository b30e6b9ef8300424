// The longest title the content manager and validate-content accept, derived from the share card's measure
// (scripts/build/share-card-template.mjs: the title box and the smallest size it is set at; tests/unit/content-safety
// holds these numbers equal to the template's and draws the longest accepted title to show it fits), so a
// title the CMS accepts never fails `share-cards` at build time.

/** scripts/build/share-card-template.mjs TITLE_BOX and the last of TITLE_SIZES, in px. */
export const TITLE_BOX = { width: 1040, height: 300 } as const;
export const SMALLEST_TITLE_SIZE = 40;

/**
 * Lines at the smallest size (line height 1.3 em and the template's spacing of 0.12 em), and characters a
 * line at a wide average advance of 0.8 em (capitals, Arabic letters with their marks); one line is kept for
 * what word wrapping loses. 40 px: 5 lines of 32 → 4 × 32 = 128 characters.
 */
const lines = Math.floor(
  TITLE_BOX.height / (SMALLEST_TITLE_SIZE * 1.3 + Math.round(SMALLEST_TITLE_SIZE * 0.12)),
);
const perLine = Math.floor(TITLE_BOX.width / (SMALLEST_TITLE_SIZE * 0.8));
export const TITLE_MAX_CHARACTERS = (lines - 1) * perLine;
