/**
 * `@theme/Details` (and `<Details>` without an import): a plain `<details>` with its
 * `<summary>` first, as markdown's raw `<details>` renders, so `.markdown details` styles it
 * and theme/runtime/collapsible.ts animates it.
 */
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react'
import { useT } from '../i18n/context'

/** Docusaurus's Details props: a `summary` prop or a `<summary>` child, plus details attributes. */
export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> {
  summary?: ReactNode
}

const isSummary = (node: ReactNode): boolean => isValidElement(node) && node.type === 'summary'

/** A collapsible block; without any summary it says "Details" (as Docusaurus). */
export function Details({ summary, children, ...rest }: DetailsProps) {
  const t = useT()
  const items = Children.toArray(children)
  const child = items.find(isSummary)
  const head =
    summary == null ? (
      (child ?? <summary>{t('theme.Details.summary')}</summary>)
    ) : isSummary(summary) ? (
      summary
    ) : (
      <summary>{summary}</summary>
    )
  return (
    <details {...rest}>
      {head}
      {items.filter((item) => item !== child)}
    </details>
  )
}
