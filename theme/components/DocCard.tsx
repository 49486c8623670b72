/** One card: a doc's title and description, the whole card a link. */
export interface DocCardProps {
  title: string
  href: string
  description: string
}

export function DocCard({ title, href, description }: DocCardProps) {
  return (
    <a className="doc-card" href={href}>
      <h2 className="doc-card__title">{title}</h2>
      {description && <p className="doc-card__description">{description}</p>}
    </a>
  )
}
