/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's versions, answered from the site's
 * real versions (SiteConfig.docs.versions, through setMdxSite). One docs plugin instance, the
 * default; the active version is the one whose path the page's location is under.
 */
import { DEFAULT_PLUGIN_ID } from './constants'
import { mdxSite, type MdxDocs, type MdxDocsVersion } from '../site'
import { useLocation } from './router'

/** A version as Docusaurus's global data gives it (`GlobalVersion`; `docs` and `sidebars` are not published here). */
export interface GlobalVersion extends MdxDocsVersion {
  docs: { id: string; path: string; sidebar?: string }[]
  draftIds: string[]
  sidebars?: Record<string, unknown>
}

/** The docs plugin's global data (`GlobalPluginData`). */
export interface GlobalPluginData {
  path: string
  versions: GlobalVersion[]
  breadcrumbs: boolean
}

function docsData(): GlobalPluginData {
  const docs: MdxDocs = mdxSite().docs ?? { path: mdxSite().baseUrl, versions: [] }
  return { path: docs.path, breadcrumbs: true, versions: docs.versions.map((v) => ({ ...v, docs: [], draftIds: [] })) }
}

/** `useAllDocsData()`: every docs plugin instance's data, by id. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  return { [DEFAULT_PLUGIN_ID]: docsData() }
}

/** `useDocsData(pluginId)`: the plugin's data (only the default instance exists here). */
export function useDocsData(pluginId?: string): GlobalPluginData {
  if (pluginId !== undefined && pluginId !== DEFAULT_PLUGIN_ID)
    throw new Error(
      `useDocsData: no docs plugin with id "${pluginId}" (this site has the default docs plugin only, id "${DEFAULT_PLUGIN_ID}")`,
    )
  return docsData()
}

/** `useVersions(pluginId)`: the versions, in Docusaurus's order (current first, then newest to oldest). */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions
}

/** `useLatestVersion(pluginId)`: the last released version (`isLast`), else the first. */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId)
  return versions.find((v) => v.isLast) ?? versions[0]!
}

/** The version whose path holds `pathname` (the longest match), if any. */
function versionAt(versions: GlobalVersion[], pathname: string): GlobalVersion | undefined {
  const under = (v: GlobalVersion) =>
    pathname === v.path.replace(/\/$/, '') || pathname.startsWith(v.path.endsWith('/') ? v.path : v.path + '/')
  return [...versions].sort((a, b) => b.path.length - a.path.length).find(under)
}

/** `useActivePlugin()`: the docs plugin when the page is under its path. */
export function useActivePlugin(_options?: {
  failfast?: boolean
}): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const { pathname } = useLocation()
  const data = docsData()
  return versionAt(data.versions, pathname) ? { pluginId: DEFAULT_PLUGIN_ID, pluginData: data } : undefined
}

/** `useActivePluginAndVersion()`. */
export function useActivePluginAndVersion(_options?: {
  failfast?: boolean
}):
  | { activePlugin: { pluginId: string; pluginData: GlobalPluginData }; activeVersion: GlobalVersion | undefined }
  | undefined {
  const plugin = useActivePlugin()
  return (
    // biome-ignore lint/correctness/useHookAtTopLevel: a page is a docs page or not in every render
    plugin && { activePlugin: plugin, activeVersion: versionAt(plugin.pluginData.versions, useLocation().pathname) }
  )
}

/** `useActiveVersion(pluginId)`: the version of the page being shown (undefined off the docs). */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return versionAt(useVersions(pluginId), useLocation().pathname)
}

/** `useActiveDocContext(pluginId)`: the active version and its alternatives (doc-level matching needs the
 * docs list, which is not published: `activeDoc` is undefined). */
export function useActiveDocContext(pluginId?: string): {
  activeVersion: GlobalVersion | undefined
  activeDoc: undefined
  alternateDocVersions: Record<string, never>
} {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} }
}

/** `useDocVersionSuggestions(pluginId)`: the latest version's main doc, to suggest from an older version. */
export function useDocVersionSuggestions(pluginId?: string): {
  latestDocSuggestion: undefined
  latestVersionSuggestion: GlobalVersion
} {
  return { latestDocSuggestion: undefined, latestVersionSuggestion: useLatestVersion(pluginId) }
}

/** `useDocsPreferredVersion(pluginId)`: the remembered version is the reader's (runtime
 * preferred-version.ts); at build time none. */
export function useDocsPreferredVersion(_pluginId?: string): {
  preferredVersion: GlobalVersion | null
  savePreferredVersionName: (name: string) => void
} {
  return { preferredVersion: null, savePreferredVersionName: () => {} }
}

/** What `useDocsVersion()` gives: the version metadata of the doc being shown (Docusaurus's
 * `PropVersionMetadata`, without its docs and sidebars). */
export interface PropVersionMetadata {
  pluginId: string
  version: string
  label: string
  isLast: boolean
  banner: 'unreleased' | 'unmaintained' | null
  badge: boolean
  noIndex: boolean
  className: string
  docs: Record<string, never>
  docsSidebars: Record<string, never>
}

/**
 * `useDocsVersion()`: the version of the page being shown. Docusaurus throws outside a docs
 * version's pages; so does this, naming where it was called.
 */
export function useDocsVersion(): PropVersionMetadata {
  const active = useActiveVersion()
  if (!active)
    throw new Error(
      // biome-ignore lint/correctness/useHookAtTopLevel: called only to say where the error is, as it throws
      `useDocsVersion: the page ${useLocation().pathname} is not a docs page (call it only in docs pages and their components, or use useActiveVersion(), which gives undefined elsewhere)`,
    )
  return {
    pluginId: DEFAULT_PLUGIN_ID,
    version: active.name,
    label: active.label,
    isLast: active.isLast,
    banner: active.banner === 'none' ? null : active.banner,
    badge: active.badge,
    noIndex: active.noIndex,
    className: `docs-version-${active.name}`,
    docs: {},
    docsSidebars: {},
  }
}

/** The module as sites import it. */
export const DOCS_CLIENT: Record<string, unknown> = {
  useAllDocsData,
  useDocsData,
  useVersions,
  useLatestVersion,
  useActivePlugin,
  useActivePluginAndVersion,
  useActiveVersion,
  useActiveDocContext,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
}
