/**
 * Author socials as Docusaurus reads them from `authors.yml`: a handle per platform becomes the
 * platform's profile URL; a value that is already a URL stays as written.
 */
const PROFILE: Record<string, { name: string; url: (handle: string) => string }> = {
  x: { name: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { name: 'X', url: (h) => `https://x.com/${h}` },
  github: { name: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { name: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { name: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
  bluesky: { name: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { name: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { name: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  mastodon: { name: 'Mastodon', url: (h) => h },
}

/** Each social of an author: platform key, display name and URL, in the order written. */
export function socialLinks(socials: Record<string, string>): { key: string; name: string; href: string }[] {
  return Object.entries(socials).filter(([, v]) => typeof v === 'string' && v.trim()).map(([key, value]) => {
    const known = PROFILE[key.toLowerCase()]
    const href = /^https?:\/\//i.test(value) ? value : known ? known.url(value.replace(/^@/, '')) : value
    return { key: key.toLowerCase(), name: known?.name ?? key, href }
  }).filter((s) => /^https?:\/\//i.test(s.href))
}
