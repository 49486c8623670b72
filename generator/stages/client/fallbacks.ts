/**
 * The site's module fallbacks in its browser bundles (webpack's `resolve.fallback`, from a Docusaurus
 * plugin's `configureWebpack`): a module that does not resolve (a Node builtin in the browser) is the
 * file or package named for it, or an empty module where the site says `false`.
 */
import type { Plugin } from 'esbuild'

const EMPTY = 'cwc-empty-module'

/** The esbuild plugin; none without fallbacks. */
export function fallbacksPlugin(fallbacks: Record<string, string | false> | undefined): Plugin[] {
  const names = Object.keys(fallbacks ?? {})
  if (!fallbacks || !names.length) return []
  const again = Symbol('cwc-fallback')
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  const filter = new RegExp(`^(${escaped.join('|')})(/.*)?$`)
  return [
    {
      name: 'cwc-fallbacks',
      setup(build) {
        build.onResolve({ filter }, async (args) => {
          if (args.pluginData === again) return undefined
          const found = await build.resolve(args.path, {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: again,
          })
          if (!found.errors.length && !found.external) return { path: found.path, namespace: found.namespace }
          const name = filter.exec(args.path)![1]!
          const to = fallbacks[name]!
          if (to === false) return { path: args.path, namespace: EMPTY }
          const other = await build.resolve(to, { kind: args.kind, resolveDir: args.resolveDir, pluginData: again })
          return other.errors.length ? { errors: other.errors } : { path: other.path, namespace: other.namespace }
        })
        build.onLoad({ filter: /.*/, namespace: EMPTY }, () => ({ contents: 'module.exports = {}', loader: 'js' }))
      },
    },
  ]
}
