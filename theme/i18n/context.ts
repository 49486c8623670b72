/**
 * The page's locale for components deep in the tree: render.ts wraps each render in
 * `I18nContext.Provider` with the page's SiteData; without one (component tests) strings are English.
 */
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react'
import type { SiteData } from '../../generator/core/theme-contract'
import { EN, interpolate, pluralForm, type MessageId } from './messages'

/** The page's locale facts; `pageUrl` (with base) lets the locale dropdown link this page in other locales. */
type LocaleSite = Pick<SiteData, 'locale' | 'i18n'> & { pageUrl?: string }

export const I18nContext = createContext<LocaleSite | null>(null)

/** `t(id, values?)` in the page's locale. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const site = useContext(I18nContext)
  return (id, values) => {
    const message = site?.i18n.messages[id] ?? EN[id]
    return values ? interpolate(message, values) : message
  }
}

/** A plural message for `count` in the page's locale. */
export function usePlural(): (id: MessageId, count: number, values: Record<string, string | number>) => string {
  const site = useContext(I18nContext)
  return (id, count, values) =>
    interpolate(pluralForm(site?.i18n.messages[id] ?? EN[id], count, site?.locale.htmlLang ?? 'en'), values)
}

/** A message whose placeholders are React nodes (a link, bold text): `{name}` → `values.name`. */
export function interpolateNodes(message: string, values: Record<string, ReactNode>): ReactNode {
  const parts = message
    .split(/\{(\w+)\}/)
    .map((p, i) => (i % 2 ? (p in values ? values[p] : `{${p}}`) : p))
    .filter((p) => p !== '')
  return createElement(Fragment, null, ...parts)
}
