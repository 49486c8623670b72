/**
 * Author socials as links: the content stage has already made every handle a URL (see
 * generator/stages/metadata/authors.ts); here each platform gets its name (Docusaurus's labels; an
 * unknown platform is named by its key, as written) and its icon.
 */
import {
  IconBluesky,
  IconGitHub,
  IconInstagram,
  IconLink,
  IconLinkedIn,
  IconMail,
  IconMastodon,
  IconStackOverflow,
  IconThreads,
  IconTwitch,
  IconTwitter,
  IconX,
  IconYouTube,
} from '../icons'

const PLATFORMS: Record<string, { name: string; Icon: typeof IconLink }> = {
  x: { name: 'X', Icon: IconX },
  twitter: { name: 'Twitter', Icon: IconTwitter },
  github: { name: 'GitHub', Icon: IconGitHub },
  linkedin: { name: 'LinkedIn', Icon: IconLinkedIn },
  stackoverflow: { name: 'Stack Overflow', Icon: IconStackOverflow },
  bluesky: { name: 'Bluesky', Icon: IconBluesky },
  instagram: { name: 'Instagram', Icon: IconInstagram },
  threads: { name: 'Threads', Icon: IconThreads },
  mastodon: { name: 'Mastodon', Icon: IconMastodon },
  youtube: { name: 'YouTube', Icon: IconYouTube },
  twitch: { name: 'Twitch', Icon: IconTwitch },
  email: { name: 'Email', Icon: IconMail },
}

/** Each social of an author, in the order written: platform key, its name, URL and icon. */
export function socialLinks(
  socials: Record<string, string>,
): { key: string; name: string; href: string; Icon: typeof IconLink }[] {
  return Object.entries(socials).map(([key, href]) => ({
    key,
    href,
    name: PLATFORMS[key]?.name ?? key,
    Icon: PLATFORMS[key]?.Icon ?? (href.startsWith('mailto:') ? IconMail : IconLink),
  }))
}
