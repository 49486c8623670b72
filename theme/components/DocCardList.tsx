/** Cards for the children of a category (R2), in sidebar order. */
import { DocCard, type DocCardProps } from './DocCard'

export function DocCardList({ cards }: { cards: DocCardProps[] }) {
  if (cards.length === 0) return null
  return (
    <section className="doc-cards" aria-label="Pages in this section">
      {cards.map((card) => <DocCard key={card.href} {...card} />)}
    </section>
  )
}
