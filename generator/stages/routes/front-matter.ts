/** Front-matter values as the routes stage reads them: a non-blank string, a number, or nothing. */

/** A non-blank string value, else undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined)
/** A number value, else undefined. */
export const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined)
