/** Small wording helpers for layouts. */

/** `1 post`, `3 posts`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** The tags index next to a tag page: `/blog/tags/news` → `/blog/tags`. */
export function tagsIndexHref(tagHref: string): string {
  return tagHref.replace(/\/+$/, '').replace(/\/[^/]*$/, '') || '/'
}
