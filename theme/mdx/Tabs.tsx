/**
 * `@theme/Tabs`: the same HTML remark-tabs makes for `:::tabs` (DOM.md "Tabs"), so the CSS
 * and theme/runtime/tabs.ts work unchanged: a tablist of buttons, then one panel per tab
 * starting with `p.tabs__label` (shown only without JS). Every panel is rendered (`lazy` is
 * accepted, but there is no React in the browser to render a panel later).
 */
import { Children, Fragment, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import type { TabItemProps } from './TabItem'
import { cls, idFragment } from './util'

/** One entry of the `values` prop. */
export interface TabValue {
  value: string
  label?: ReactNode
  attributes?: Record<string, unknown>
}

/** Docusaurus's Tabs props. */
export interface TabsProps {
  /** TabItem elements. */
  children?: ReactNode
  /** Tabs with the same groupId switch together; the choice is stored (theme/runtime/tabs.ts). */
  groupId?: string
  /** Tab order and labels; overrides the TabItems' labels. */
  values?: readonly TabValue[]
  /** The value of the tab selected first. */
  defaultValue?: string | null
  /** Docusaurus syncs the tab with `?key=value`; not honoured, only recorded as `data-query-string`. */
  queryString?: string | boolean
  /** Accepted; every panel is rendered. */
  lazy?: boolean
  /** Docusaurus's full-width tab bar; accepted, not styled. */
  block?: boolean
  className?: string
}

interface Tab {
  value: string
  label: ReactNode
  attributes: Record<string, unknown>
  item: ReactElement<TabItemProps> | undefined
}

/** A tabs block: `div.tabs` > `div.tabs__list` + one `div.tabs__panel` per tab. */
export function Tabs({ children, groupId, values, defaultValue, queryString, className }: TabsProps) {
  const base = `tabs-${idFragment(useId())}`
  const items = tabItems(children)
  const tabs = tabList(items, values)
  // Selected: the defaultValue's tab, else the TabItem marked `default`, else the first.
  const byDefaultValue = defaultValue == null ? -1 : tabs.findIndex((t) => t.value === defaultValue)
  const selected =
    byDefaultValue >= 0
      ? byDefaultValue
      : Math.max(
          0,
          tabs.findIndex((t) => t.item?.props.default),
        )
  const query = queryString === true ? groupId : queryString || undefined
  const id = (i: number) => `${base}-${i + 1}`
  return (
    <div className={cls('tabs', className)} data-group-id={groupId || undefined} data-query-string={query}>
      <div className="tabs__list" role="tablist">
        {tabs.map((t, i) => {
          // Docusaurus spreads `attributes` onto the tab last, so they may override; the class is merged.
          const { className: extra, ...attributes } = t.attributes
          return (
            <button
              key={i}
              type="button"
              className={cls('tabs__tab', typeof extra === 'string' && extra)}
              role="tab"
              id={id(i)}
              aria-selected={i === selected}
              aria-controls={`${id(i)}-panel`}
              tabIndex={i === selected ? 0 : -1}
              data-value={t.value}
              {...attributes}
            >
              {t.label}
            </button>
          )
        })}
      </div>
      {tabs.map((t, i) => (
        <div
          key={i}
          className={cls('tabs__panel', t.item?.props.className)}
          role="tabpanel"
          id={`${id(i)}-panel`}
          aria-labelledby={id(i)}
          tabIndex={0}
          hidden={i !== selected}
          data-value={t.value}
        >
          <p className="tabs__label">{t.label}</p>
          {t.item?.props.children}
        </div>
      ))}
    </div>
  )
}

/**
 * The TabItem elements among the children (fragments flattened, blank text skipped). Anything
 * else is an error, as in Docusaurus: a stray child would otherwise vanish from the page.
 */
function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  const items: ReactElement<TabItemProps>[] = []
  Children.forEach(children, (child) => {
    if (child == null || typeof child === 'boolean' || (typeof child === 'string' && !child.trim())) return
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment)
      items.push(...tabItems(child.props.children))
    else if (
      isValidElement<Partial<TabItemProps>>(child) &&
      (typeof child.props.value === 'string' || typeof child.props.value === 'number')
    )
      items.push(child as ReactElement<TabItemProps>)
    else throw new Error(`<Tabs> children must be <TabItem value="…"> elements; found ${describe(child)}`)
  })
  return items
}

/** The tabs in order: `values` first (their labels win), then TabItems `values` does not list. */
function tabList(items: ReactElement<TabItemProps>[], values: readonly TabValue[] | undefined): Tab[] {
  const byValue = new Map<string, ReactElement<TabItemProps>>()
  for (const item of items) {
    const value = String(item.props.value)
    // Two tabs with one value cannot be told apart by the runtime (it selects by value).
    if (byValue.has(value))
      throw new Error(`<Tabs> has two <TabItem>s with value "${value}"; every value must be unique`)
    byValue.set(value, item)
  }
  const tab = (value: string, fromValues?: TabValue): Tab => {
    const item = byValue.get(value)
    return {
      value,
      label: fromValues?.label ?? item?.props.label ?? value,
      attributes: { ...item?.props.attributes, ...fromValues?.attributes },
      item,
    }
  }
  const listed = (values ?? []).map((v) => tab(String(v.value), v))
  const seen = new Set(listed.map((t) => t.value))
  return [...listed, ...[...byValue.keys()].filter((v) => !seen.has(v)).map((v) => tab(v))]
}

function describe(child: ReactNode): string {
  if (isValidElement(child))
    return typeof child.type === 'string'
      ? `<${child.type}>`
      : `<${(child.type as { name?: string }).name || 'component'}> without a value`
  return `text "${String(child).trim().slice(0, 40)}"`
}
