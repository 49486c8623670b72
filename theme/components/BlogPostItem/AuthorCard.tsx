/**
 * An author: avatar, name (linking to the author page when it exists, else to the author's
 * `url`), title, and the author's socials as icon links (authors.yml `socials`).
 */
import type { Author } from '../../../generator/core/types'
import { IconGitHub, IconLink, IconX } from '../icons'
import { socialLinks } from './socials'

export interface AuthorCardProps {
  author: Author
  /** Author page URL, or null. */
  href: string | null
  /** Avatar URL with the base added, or null. */
  image: string | null
  /** Heading level of the name (h1 on the author page). */
  as?: 'h1' | 'h2' | 'p'
  /** Line under the title, e.g. "3 posts". */
  extra?: string
}

const ICONS: Record<string, typeof IconLink> = { x: IconX, twitter: IconX, github: IconGitHub }

export function AuthorCard({ author, href, image, as: Name = 'p', extra }: AuthorCardProps) {
  const link = href ?? author.url ?? null
  const socials = socialLinks(author.socials)
  return (
    <div className="author-card">
      {image && <img className="author-card__avatar" src={image} alt="" width={48} height={48} loading="lazy" />}
      <div className="author-card__text">
        <Name className="author-card__name">{link ? <a href={link} {...(href ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>{author.name}</a> : author.name}</Name>
        {author.title && <p className="author-card__title">{author.title}</p>}
        {extra && <p className="author-card__extra">{extra}</p>}
        {socials.length > 0 && (
          <ul className="author-card__socials">
            {socials.map((s) => {
              const Icon = ICONS[s.key] ?? IconLink
              return <li key={s.key}><a href={s.href} target="_blank" rel="noopener noreferrer me" aria-label={`${author.name} on ${s.name}`} title={s.name}><Icon size={16} /></a></li>
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
