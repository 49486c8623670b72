/**
 * `@docusaurus/theme-common` (and `/internal`): the hooks and constants a site's own components
 * and swizzled theme files import most, answered from the site's config — `useThemeConfig` the
 * site's `themeConfig`, `useColorMode` the page's `html[data-theme]` (the runtime's toggle and
 * this hook drive the same attribute and stored choice), `ThemeClassNames` Docusaurus's class
 * names; providers and metadata components render their children (the page shell and its head
 * are the generator's own).
 */
import {
  Children,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useCallback,
  type ReactElement,
  type ReactNode,
} from 'react'
import { Head } from '../Head'
import { recordLayout, mdxSite } from '../site'
import { cls } from '../util'

/** Docusaurus's themeConfig as the site wrote it (with Docusaurus's defaults for colorMode, navbar, docs,
 * prism, tableOfContents). */
export function useThemeConfig(): Record<string, unknown> & {
  colorMode: { defaultMode: ColorMode; disableSwitch: boolean; respectPrefersColorScheme: boolean }
} {
  const themeConfig = (mdxSite().siteConfig.themeConfig ?? {}) as ReturnType<typeof useThemeConfig>
  return themeConfig
}

/** A colour mode. */
export type ColorMode = 'light' | 'dark'

/** The key the runtime stores the reader's choice under (theme/runtime/bootstrap.ts THEME_KEY). */
const THEME_KEY = 'theme'

function documentMode(): ColorMode | null {
  if (typeof document === 'undefined') return null
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'
}

/**
 * `useColorMode()`: `{ colorMode, setColorMode, isDarkTheme }`. The build renders the default
 * mode (and so does the first render in the browser, so hydration matches); after hydration it
 * follows `html[data-theme]`, which the navbar toggle and `setColorMode` change.
 */
export function useColorMode(): {
  colorMode: ColorMode
  setColorMode: (mode: ColorMode | null) => void
  isDarkTheme: boolean
  setLightTheme: () => void
  setDarkTheme: () => void
} {
  const initial = (useThemeConfig().colorMode?.defaultMode ?? 'light') === 'dark' ? 'dark' : 'light'
  const [colorMode, setMode] = useState<ColorMode>(initial)
  useEffect(() => {
    const root = document.documentElement
    const sync = () => setMode(documentMode() ?? initial)
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] })
    return () => observer.disconnect()
  }, [initial])
  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      const next: ColorMode = mode ?? initial
      document.documentElement.setAttribute('data-theme', next)
      try {
        if (mode === null) localStorage.removeItem(THEME_KEY)
        else localStorage.setItem(THEME_KEY, next)
      } catch {
        // Storage refused (private mode): the choice holds for this page only.
      }
      setMode(next)
    },
    [initial],
  )
  return {
    colorMode,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  }
}

/** Docusaurus's class names for custom CSS to target (its `ThemeClassNames`, same values). */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: {
    blogFooterTagsRow: 'theme-blog-footer-tags-row',
    blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row',
  },
  pages: {
    pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row',
  },
} as const

/** The plural categories in the order Docusaurus expects a message's `|`-separated forms. */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

/** `usePluralForm()`: `selectMessage(count, 'One item|{count} items')` picks the form of the locale's plural
 * rule for `count`. */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const { currentLocale, siteConfig } = mdxSite()
  const locale = currentLocale ?? (siteConfig.i18n as { defaultLocale?: string } | undefined)?.defaultLocale ?? 'en'
  return {
    selectMessage(count, message) {
      const forms = message.split('|')
      if (forms.length === 1) return forms[0]!
      let rules: Intl.PluralRules
      try {
        rules = new Intl.PluralRules(locale)
      } catch {
        rules = new Intl.PluralRules('en')
      }
      const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c))
      const index = categories.indexOf(rules.select(count))
      return forms[Math.min(index, forms.length - 1)]!
    },
  }
}

/** The breakpoint Docusaurus's theme switches to its mobile layout at. */
const DESKTOP_MIN_WIDTH = 996

/** `useWindowSize()`: `'ssr'` while rendering (and on the first render in the browser, so hydration matches),
 * then `'desktop'` or `'mobile'`. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr')
  useEffect(() => {
    const update = () => setSize(window.innerWidth > DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile')
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return size
}

/** `<HtmlClassNameProvider>`: its children render, and its classes join the page's `<html>` classes (a React
 * page's; theme/layouts/page-facts.ts). */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  recordLayout({ htmlClassName: className })
  return <>{children}</>
}

/** `<PageMetadata>`: the title and description join the page's head (as a `@theme/Layout`'s do); keywords and
 * image as meta tags. */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string
  description?: string
  keywords?: string | string[]
  image?: string
  children?: ReactNode
}) {
  recordLayout({ title, description })
  const words = Array.isArray(keywords) ? keywords.join(',') : keywords
  if (!words && !image && !children) return null
  return (
    <Head>
      {words && <meta name="keywords" content={words} />}
      {image && <meta property="og:image" content={image} />}
      {children}
    </Head>
  )
}

/** `<ThemedComponent>`: both variants in the HTML, CSS shows the one of `html[data-theme]` (as
 * `@theme/ThemedImage`). */
export function ThemedComponent({
  className,
  children,
}: {
  className?: string
  children: (props: { theme: ColorMode; className: string }) => ReactNode
}) {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <span key={theme} style={{ display: 'contents' }}>
          {children({ theme, className: cls(className, 'themed-image', `themed-image--${theme}`) })}
        </span>
      ))}
    </>
  )
}

/** Providers and boundaries of Docusaurus's theme: their children. */
export function PassThrough({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/** `useIsomorphicLayoutEffect`: the layout effect in the browser, the plain effect (which does not run) at
 * build time. */
export const useIsomorphicLayoutEffect = typeof document !== 'undefined' ? useLayoutEffect : useEffect

/** `useEvent(callback)`: a stable function that calls the latest callback. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback)
  useIsomorphicLayoutEffect(() => {
    ref.current = callback
  }, [callback])
  return useCallback((...args: A) => ref.current(...args), [])
}

/** `usePrevious(value)`: the value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined)
  useIsomorphicLayoutEffect(() => {
    ref.current = value
  })
  return ref.current
}

/** `isRegexpStringMatch(pattern, text)`. */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  return typeof regexAsString !== 'undefined' && new RegExp(regexAsString, 'gi').test(valueToTest)
}

/** `useCollapsible({ initialState })`: `{ collapsed, setCollapsed, toggleCollapsed }`. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): {
  collapsed: boolean
  setCollapsed: (c: boolean) => void
  toggleCollapsed: () => void
} {
  const [collapsed, setCollapsed] = useState(initialState)
  return { collapsed, setCollapsed, toggleCollapsed: () => setCollapsed((c) => !c) }
}

/** `<Collapsible collapsed>`: its children, hidden while collapsed. */
export function Collapsible({
  collapsed,
  children,
  className,
  as: As = 'div',
}: {
  collapsed: boolean
  children?: ReactNode
  className?: string
  as?: 'div' | 'ul' | 'li'
  lazy?: boolean
}) {
  return (
    <As className={className} hidden={collapsed || undefined}>
      {children}
    </As>
  )
}

/** `usePrismTheme()`: code is highlighted by the build (Shiki), so no Prism theme: an empty one. */
export function usePrismTheme(): { plain: Record<string, string>; styles: unknown[] } {
  return { plain: {}, styles: [] }
}

/** `useTitleFormatter()`: `title | site title`, with the config's delimiter. */
export function useTitleFormatter(): { format: (title?: string) => string } {
  const { siteConfig } = mdxSite()
  const site = String(siteConfig.title ?? '')
  const delimiter = String(siteConfig.titleDelimiter ?? '|')
  return { format: (title) => (title?.trim() && title.trim() !== site ? `${title.trim()} ${delimiter} ${site}` : site) }
}

/** `docVersionSearchTag(pluginId, versionName)`: Docusaurus's search tag of a docs version. */
export function docVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`
}

/** `useLocationChange(cb)`: a static page's location does not change while it is shown. */
export function useLocationChange(_onLocationChange: unknown): void {}

/** Storage slots (`createStorageSlot(key)`): localStorage by key, nothing at build time. */
export function createStorageSlot(key: string): {
  get: () => string | null
  set: (v: string) => void
  del: () => void
  listen: (cb: (e: StorageEvent) => void) => () => void
} {
  const store = () => (typeof localStorage !== 'undefined' ? localStorage : null)
  return {
    get: () => {
      try {
        return store()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set: (v) => {
      try {
        store()?.setItem(key, v)
      } catch {
        /* refused: not kept */
      }
    },
    del: () => {
      try {
        store()?.removeItem(key)
      } catch {
        /* refused */
      }
    },
    listen: (cb) => {
      if (typeof window === 'undefined') return () => {}
      const on = (e: StorageEvent) => {
        if (e.key === key) cb(e)
      }
      window.addEventListener('storage', on)
      return () => window.removeEventListener('storage', on)
    },
  }
}

/** `useStorageSlot(key)`: `[value, { set, del }]`. */
export function useStorageSlot(key: string | null): [string | null, { set: (v: string) => void; del: () => void }] {
  const slot = createStorageSlot(key ?? '')
  const [value, setValue] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slot is made from the key
  useEffect(() => {
    if (key) setValue(slot.get())
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  return [
    value,
    {
      set: (v) => {
        slot.set(v)
        setValue(v)
      },
      del: () => {
        slot.del()
        setValue(null)
      },
    },
  ]
}

/** `useScrollPositionBlocker()`: a swizzled Tabs keeps the clicked tab in place; a static page has nothing to hold. */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void } {
  return { blockElementScrollPositionUntilNextRender: () => {} }
}

interface TabValue {
  value: string
  label?: ReactNode
  attributes?: Record<string, unknown>
  default?: boolean
}
interface TabsProps {
  values?: readonly TabValue[]
  children?: ReactNode
  defaultValue?: string | null
  groupId?: string
  queryString?: string | boolean
}

/** `sanitizeTabsChildren(children)`: the TabItem elements (the whitespace between them dropped). */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabValue>[] {
  return Children.toArray(children).filter((c): c is ReactElement<TabValue> => isValidElement(c))
}

/**
 * `useTabs(props)`, as theme-classic's swizzled Tabs call it: the tabs' values (`values`, else
 * each TabItem's), the selected one (`defaultValue`, else the item marked `default`, else the
 * first; with a `groupId`, the choice stored under Docusaurus's key once the page has loaded) and
 * `selectValue`, which stores it for the group.
 */
export function useTabs(props: TabsProps): {
  selectedValue: string
  selectValue: (value: string) => void
  tabValues: readonly TabValue[]
} {
  const tabValues =
    props.values ??
    sanitizeTabsChildren(props.children).map(({ props: p }) => ({
      value: p.value,
      label: p.label,
      attributes: p.attributes,
      default: p.default,
    }))
  const initial = props.defaultValue ?? tabValues.find((t) => t.default)?.value ?? tabValues[0]?.value ?? ''
  const [selectedValue, setSelected] = useState(initial)
  const slot = props.groupId ? createStorageSlot(`docusaurus.tab.${props.groupId}`) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per group, as theme-classic's Tabs do
  useEffect(() => {
    const stored = slot?.get()
    if (stored && tabValues.some((t) => t.value === stored)) setSelected(stored)
  }, [props.groupId])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slot is made from the group id
  const selectValue = useCallback(
    (value: string) => {
      setSelected(value)
      slot?.set(value)
    },
    [props.groupId],
  ) // eslint-disable-line react-hooks/exhaustive-deps
  return { selectedValue, selectValue, tabValues }
}

/** The module as sites import it. */
export const THEME_COMMON: Record<string, unknown> = {
  useThemeConfig,
  useColorMode,
  ThemeClassNames,
  usePluralForm,
  useWindowSize,
  HtmlClassNameProvider,
  PageMetadata,
  ThemedComponent,
  ColorModeProvider: PassThrough,
  ErrorCauseBoundary: PassThrough,
  DocsPreferredVersionContextProvider: PassThrough,
  AnnouncementBarProvider: PassThrough,
  ScrollControllerProvider: PassThrough,
  NavbarProvider: PassThrough,
  PluginHtmlClassNameProvider: PassThrough,
  ThemeProvider: PassThrough,
  useIsomorphicLayoutEffect,
  useEvent,
  usePrevious,
  isRegexpStringMatch,
  useCollapsible,
  Collapsible,
  usePrismTheme,
  useTitleFormatter,
  docVersionSearchTag,
  useLocationChange,
  createStorageSlot,
  useStorageSlot,
  useScrollPositionBlocker,
  useTabs,
  sanitizeTabsChildren,
}
