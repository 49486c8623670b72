/** `@docusaurus/useRouteContext`: the plugin that made the route. Pages here are made by the built-in plugins. */
import { DEFAULT_PLUGIN_ID } from './constants'

/** Docusaurus's RouteContext shape. */
export interface RouteContext {
  plugin: { name: string; id: string }
  data?: Record<string, unknown>
}

/** The route's plugin: the pages plugin's default instance (the only one a site component's page comes from). */
export function useRouteContext(): RouteContext {
  return { plugin: { name: 'docusaurus-plugin-content-pages', id: DEFAULT_PLUGIN_ID }, data: {} }
}
