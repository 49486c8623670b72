/**
 * lodash's `kebabCase`, which Docusaurus uses for the URL of a tag that is not in tags.yml, of a
 * tags.yml key without a permalink and of an author page (`page: true`). It splits words the
 * way lodash's `words` does — at spaces and punctuation, between a lower-case and an upper-case
 * letter, before the last capital of a run of capitals that starts a word (`XMLHttp` → `xml`,
 * `http`), and between letters and digits (`v5` → `v`, `5`; `1st` stays whole) — after
 * taking accents off Latin letters (`é` → `e`, `ß` → `ss`) and dropping apostrophes. Written
 * here from that behaviour (checked against lodash 4.17); not a copy of lodash.
 *
 * Differences from Docusaurus's other slug rule: a generated-index category slug keeps one
 * hyphen per space or hyphen (`Tutorial - Basics` → `tutorial---basics`); a tag does not
 * (`tutorial-basics`).
 */

/** Characters that separate words: ASCII and Latin-1 punctuation, symbols and spaces, general punctuation, spaces. */
const BREAK = '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf\\xd7\\xf7\\u2000-\\u206f\\s\\ufeff'
const LOWER = 'a-z\\xdf-\\xf6\\xf8-\\xff'
const UPPER = 'A-Z\\xc0-\\xd6\\xd8-\\xde'
const DINGBAT = '\\u2700-\\u27bf'
/** A letter that is neither a Latin-1 lower- nor upper-case letter (other scripts, Latin Extended letters). */
const MISC = `[^${BREAK}\\d${DINGBAT}${LOWER}${UPPER}\\ud800-\\udfff]`
const L = `[${LOWER}]`
const U = `[${UPPER}]`
const MISC_LOWER = `(?:${L}|${MISC})`
const MISC_UPPER = `(?:${U}|${MISC})`
/** An emoji or dingbat, with its variation selector, skin tone and zero-width-joined parts. */
const EMOJI_PART = `(?:[${DINGBAT}]|[\\ud800-\\udbff][\\udc00-\\udfff])[\\ufe0e\\ufe0f]?`
const EMOJI = `${EMOJI_PART}(?:\\u200d${EMOJI_PART})*`

/** One word, in order of preference (the order matters: the first alternative that matches wins). */
const WORD = new RegExp(
  [
    // Capitalised or lower-case word that ends at a break, a capital or the end: `Hello`, `emit`
    `${U}?${L}+(?=[${BREAK}]|${U}|$)`,
    // A run of capitals not followed by a lower-case letter: `HTML` in `HTMLParser`
    `${MISC_UPPER}+(?=[${BREAK}]|${U}${MISC_LOWER}|$)`,
    // Any other letters starting with at most one capital: `v` in `v5`
    `${U}?${MISC_LOWER}+`,
    `${U}+`,
    // Ordinals stay one word
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
    EMOJI,
  ].join('|'),
  'g',
)

/** Whether the text needs the full word rule (mixed case, letters next to digits, anything beyond letters,
 * digits and spaces). */
const NEEDS_FULL_RULE = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/
/** The simple rule: runs of ASCII letters and digits (and anything non-ASCII). */
const SIMPLE_WORD = /[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g

/** Latin-1 and Latin Extended-A letters that do not decompose into a base letter and accents. */
const SPECIAL_LETTERS: Record<string, string> = {
  Æ: 'Ae',
  æ: 'ae',
  Ð: 'D',
  ð: 'd',
  Ø: 'O',
  ø: 'o',
  Þ: 'Th',
  þ: 'th',
  ß: 'ss',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ĳ: 'IJ',
  ĳ: 'ij',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  Ł: 'L',
  ł: 'l',
  ŉ: "'n",
  Ŋ: 'N',
  ŋ: 'n',
  Œ: 'Oe',
  œ: 'oe',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
}

/** Accents off Latin-1 and Latin Extended-A letters (lodash's `deburr`), combining marks dropped. */
export function deburr(text: string): string {
  return text
    .replace(
      /[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g,
      (ch) => SPECIAL_LETTERS[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    )
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff\u1ab0-\u1aff\u1dc0-\u1dff]/g, '')
}

/** The words of a text, as lodash's `words` finds them. */
export function words(text: string): string[] {
  return text.match(NEEDS_FULL_RULE.test(text) ? WORD : SIMPLE_WORD) ?? []
}

/** `Tutorial - Basics` → `tutorial-basics`, `v5` → `v-5`, `emitDecoratorMetadata` → `emit-decorator-metadata`. */
export function kebabCase(text: string): string {
  return words(deburr(text).replace(/['\u2019]/g, ''))
    .map((w) => w.toLowerCase())
    .join('-')
}

/** lodash's `capitalize`: first character upper case, the rest lower case (a tags.yml key without a label). */
export function capitalize(text: string): string {
  const lower = text.toLowerCase()
  return lower.charAt(0).toUpperCase() + lower.slice(1)
}
