/**
 * An author: avatar, name (linking to the author's page when there is one, else to their `url`,
 * else to their `email`), title, and their socials as icon links, as Docusaurus shows them.
 */
import type { AuthorLink } from '../../../generator/core/theme-contract'
import { socialLinks } from './socials'

export interface AuthorCardProps {
  author: AuthorLink
  /** Avatar URL with the base added, or null. */
  image: string | null
  /** Heading level of the name (h1 on the author page). */
  as?: 'h1' | 'h2' | 'p'
  /** On the author's own page the name does not link to the page itself. */
  onOwnPage?: boolean
  /** Line under the title, e.g. "3 posts". */
  extra?: string
}

export function AuthorCard({ author, image, as: Name = 'p', onOwnPage = false, extra }: AuthorCardProps) {
  const page = onOwnPage ? null : author.href
  const link = page ?? author.url ?? (author.email ? `mailto:${author.email}` : null)
  const external = !page && link !== null && !link.startsWith('mailto:')
  const label = author.name ?? author.key ?? 'Author'
  const socials = socialLinks(author.socials)
  return (
    <div className="author-card">
      {/* The name beside the avatar says who it is; an image-only author's avatar carries the name. */}
      {image && (
        <img
          className="author-card__avatar"
          src={image}
          alt={author.name ? '' : label}
          width={48}
          height={48}
          loading="lazy"
        />
      )}
      <div className="author-card__text">
        {author.name && (
          <Name className="author-card__name" translate="no">
            {link ? (
              <a href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {author.name}
              </a>
            ) : (
              author.name
            )}
          </Name>
        )}
        {author.title && <p className="author-card__title">{author.title}</p>}
        {extra && <p className="author-card__extra">{extra}</p>}
        {socials.length > 0 && (
          <ul className="author-card__socials">
            {socials.map(({ key, name, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer me' })}
                  aria-label={key === 'email' ? `Email ${label}` : `${label} on ${name}`}
                  title={name}
                >
                  <Icon size={16} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
