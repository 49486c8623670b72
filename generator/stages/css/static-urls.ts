/**
 * CSS `url()`s that start with a slash, in every stylesheet esbuild bundles (customCss, CSS
 * modules and stylesheets of React pages and MDX, client modules' CSS).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'

/**
 * The esbuild plugin of CSS `url(/img/x.png)`: a path from the site's root is a file of its
 * static folder, else of the site folder itself (`url(/static/fonts/x.woff2)`), as Docusaurus's
 * bundler resolves it (its `resolve.roots`: the static folders, then the site folder); the file
 * is then bundled like any other `url()`. A path that is a file on disk as written is left to esbuild.
 */
export function staticUrlsPlugin(staticDir: string, siteDir: string, read?: Set<string>): Plugin {
  return {
    name: 'cwc-static-urls',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' || fs.existsSync(args.path)) return undefined
        let rel = args.path.replace(/[?#].*$/, '')
        try {
          rel = decodeURIComponent(rel)
        } catch {
          /* kept as written */
        }
        for (const root of [staticDir, siteDir]) {
          const file = path.join(root, rel)
          // Each place looked in counts as read (a file added earlier in the order changes the answer).
          read?.add(file)
          if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return { path: file }
        }
        return undefined
      })
    },
  }
}
