/**
 * Small Docusaurus client APIs content and site components read, answered as at build time
 * (islands hydrate with the same answers, then run in the browser):
 * `@docusaurus/ExecutionEnvironment` (no DOM while rendering), `@docusaurus/useGlobalData`
 * (no plugin data: our plugins are built in), `@docusaurus/router` (the location is the page's
 * own, which a static page does not need to read).
 */
import type { ReactNode } from 'react'

/** `ExecutionEnvironment`: what the code runs in (the build, so no DOM). */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false }

/** `useGlobalData()`: no plugin publishes global data here. */
export function useGlobalData(): Record<string, unknown> {
  return {}
}

/** `usePluginData(name)`: undefined, as for a plugin that publishes none. */
export function usePluginData(_name: string): undefined {
  return undefined
}

/** `useLocation()`: the root location (a static page's content does not depend on it). */
export function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: '/', search: '', hash: '' }
}

/** A component a content file imports from a theme module this generator does not have: its children, unchanged. */
export function Unprovided({ children }: { children?: ReactNode }) {
  return children ?? null
}
