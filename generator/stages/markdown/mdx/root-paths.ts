/**
 * Site-absolute module paths, as webpack resolves them: `require('/static/img/logo.svg')` or
 * `import data from '/src/data/team.json'` names a file under the site's folder (webpack 5 looks
 * server-relative requests up in `resolve.roots`, which is the compiler's context: a Docusaurus
 * site's folder). A path that is a file as written (an absolute path on this machine) stays as it is.
 * The file found is resolved again, so the other plugins (SVG components, CSS modules) take it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'

/** The kinds of request that are module paths (CSS `url()` and `@import` are static-urls.ts's). */
const MODULE_KINDS = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve'])

/** The esbuild plugin: `/x/y` from the site's folder when it is not a file as written. */
export function rootPathsPlugin(siteRoot: string): Plugin {
  const again = Symbol('cwc-root-paths')
  return {
    name: 'cwc-root-paths',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.pluginData === again || !MODULE_KINDS.has(args.kind) || fs.existsSync(args.path)) return undefined
        const inSite = path.join(siteRoot, args.path)
        if (!fs.existsSync(path.dirname(inSite))) return undefined
        const found = await build.resolve(inSite, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: again,
        })
        // Not there either: esbuild says so of the path as the author wrote it.
        if (found.errors.length) return undefined
        const { path: at, namespace, external, sideEffects, pluginData, suffix } = found
        return { path: at, namespace, external, sideEffects, pluginData, suffix }
      })
    },
  }
}
