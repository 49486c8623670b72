/** A page's element ids as one string (NUL never is in an id: HTML replaces it), and back: fewer objects for
 * a record to load. */
export const joinIds = (ids: string[]): string => ids.join('\0')
export const splitIds = (ids: string[] | string | undefined): string[] =>
  typeof ids === 'string' ? (ids ? ids.split('\0') : []) : (ids ?? [])
