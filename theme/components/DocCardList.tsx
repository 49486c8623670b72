/** Cards for the children of a category (R2), in sidebar order. */
import { useT } from '../i18n/context'
import { DocCard, type DocCardProps } from './DocCard'

export function DocCardList({ cards }: { cards: DocCardProps[] }) {
  const t = useT()
  if (cards.length === 0) return null
  return (
    <section className="doc-cards" aria-label={t('theme.DocCardList.ariaLabel')}>
      {cards.map((card) => (
        <DocCard key={card.href} {...card} />
      ))}
    </section>
  )
}
