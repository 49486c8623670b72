/**
 * Small Docusaurus client APIs content and site components read, answered as at build time
 * (islands hydrate with the same answers, then run in the browser):
 * `@docusaurus/ExecutionEnvironment` (no DOM while rendering), `@docusaurus/useGlobalData`
 * (the docs plugin's versions). `@docusaurus/router` is docusaurus/router.tsx.
 */
import type { ReactNode } from 'react'
import { useAllDocsData } from './docusaurus/docs-client'
import { mdxSite } from './site'

/** `ExecutionEnvironment`: what the code runs in (the build, so no DOM). */
export const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
}

/** `useGlobalData()`: what the site's plugins published with `setGlobalData`, and the docs plugin's data
 * (its versions), as Docusaurus's docs plugin publishes it. */
export function useGlobalData(): Record<string, Record<string, unknown>> {
  const { docs, globalData } = mdxSite()
  const docsData: Record<string, Record<string, unknown>> = docs
    ? // biome-ignore lint/correctness/useHookAtTopLevel: a site has docs or not in every render
      { 'docusaurus-plugin-content-docs': useAllDocsData() }
    : {}
  return globalData ? { ...globalData, ...docsData } : docsData
}

/** `useAllPluginInstancesData(name)`: every instance's data of that plugin, by id. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> | undefined {
  return useGlobalData()[name]
}

/** `usePluginData(name, id?)`: that plugin instance's global data, or undefined. */
export function usePluginData(name: string, id = 'default'): unknown {
  return useGlobalData()[name]?.[id]
}

/** A component a content file imports from a theme module this generator does not have: its children, unchanged. */
export function Unprovided({ children }: { children?: ReactNode }) {
  return children ?? null
}
