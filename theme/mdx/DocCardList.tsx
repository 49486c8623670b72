/**
 * `@theme/DocCardList`: an empty placeholder that a later stage fills with the cards of the
 * page's category (the card data is not known while the content renders). `items` is ignored.
 */

/** Docusaurus's DocCardList props. */
export interface DocCardListProps {
  /** Docusaurus's explicit card list; ignored: the category's own cards are used. */
  items?: unknown
  className?: string
}

/** The placeholder's HTML, which the doc layout replaces with the cards. */
export const DOC_CARD_LIST_MARKER = '<div class="doc-card-list" data-doc-card-list=""></div>'

/** The placeholder `div.doc-card-list[data-doc-card-list]`. */
export function DocCardList(_props: DocCardListProps) {
  return <div className="doc-card-list" data-doc-card-list="" />
}
