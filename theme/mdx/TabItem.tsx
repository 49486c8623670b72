/**
 * `@theme/TabItem`: one tab of a `<Tabs>`. Tabs reads these props and renders the panel
 * itself; a TabItem rendered on its own (outside Tabs) is just its content in a panel box.
 */
import type { ReactNode } from 'react'
import { cls } from './util'

/** Docusaurus's TabItem props. */
export interface TabItemProps {
  /** The tab's value: what `defaultValue`, `groupId` syncing and storage compare. */
  value: string
  /** The tab's label. @default value */
  label?: ReactNode
  /** Selected when the Tabs has no matching `defaultValue`. */
  default?: boolean
  /** Extra attributes of the tab button. */
  attributes?: Record<string, unknown>
  /** Extra class of the panel. */
  className?: string
  /** Set by Docusaurus's Tabs on unselected panels; accepted for code that passes it. */
  hidden?: boolean
  children?: ReactNode
}

/** A tab's content; outside `<Tabs>` it renders as a lone panel. */
export function TabItem({ className, hidden, children }: TabItemProps) {
  return (
    <div className={cls('tabs__panel', className)} hidden={hidden}>
      {children}
    </div>
  )
}
