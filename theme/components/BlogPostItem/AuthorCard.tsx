/** An author: avatar, name (linking to the author page when it exists) and title. */
import type { Author } from '../../../generator/core/types'

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

export function AuthorCard({ author, href, image, as: Name = 'p', extra }: AuthorCardProps) {
  return (
    <div className="author-card">
      {image && <img className="author-card__avatar" src={image} alt="" width={48} height={48} loading="lazy" />}
      <div className="author-card__text">
        <Name className="author-card__name">{href ? <a href={href}>{author.name}</a> : author.name}</Name>
        {author.title && <p className="author-card__title">{author.title}</p>}
        {extra && <p className="author-card__extra">{extra}</p>}
      </div>
    </div>
  )
}
