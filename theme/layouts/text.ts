/** Small wording helpers for layouts, in Docusaurus's words (its English plural forms). */

/** `One post`, `3 posts` (Docusaurus: "One post|{count} posts"). */
export function plural(count: number, noun: string): string {
  return count === 1 ? `One ${noun}` : `${count} ${noun}s`
}

/** `One min read`, `3 min read`: Docusaurus rounds the minutes up ("One min read|{readingTime} min read"). */
export function readingTimeLabel(minutes: number): string {
  const n = Math.ceil(minutes)
  return n === 1 ? 'One min read' : `${n} min read`
}
