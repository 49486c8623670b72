/**
 * The site's PostCSS plugins (SiteConfig[MAIN_THREAD].postcssPlugins: what a Docusaurus plugin's
 * `configurePostCss` returns, Tailwind's among them) run over the site's own stylesheets — its
 * customCss and what they import, outside node_modules — before esbuild bundles them. The files a
 * plugin reports reading (PostCSS's `dependency` messages: Tailwind's config, the files it scans)
 * are recorded as read.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'
import type { Plugin } from 'esbuild'
import postcss, { type AcceptedPlugin } from 'postcss'
import { BuildError } from '../../core/errors.js'

/** The esbuild plugin: each site `.css` file through `plugins` (none: no plugin). */
export function postcssPlugin(root: string, plugins: unknown[] | undefined, read?: Set<string>): Plugin[] {
  if (!plugins?.length) return []
  const processor = postcss(plugins as AcceptedPlugin[])
  return [
    {
      name: 'cwc-postcss',
      setup(build) {
        build.onLoad({ filter: /\.css$/ }, async (args) => {
          if (args.path.split(path.sep).includes('node_modules')) return undefined
          const text = fs.readFileSync(args.path, 'utf8')
          // Docusaurus runs PostCSS from the site's folder: Tailwind finds its config there (the main thread only
          // can change folders; the generator's own paths are absolute).
          const cwd = process.cwd()
          if (isMainThread) process.chdir(root)
          try {
            const result = await processor.process(text, { from: args.path, to: args.path })
            for (const m of result.messages)
              if ((m.type === 'dependency' || m.type === 'dir-dependency') && typeof m.file === 'string')
                read?.add(m.file)
            return { contents: result.css, loader: 'css', resolveDir: path.dirname(args.path) }
          } catch (err) {
            const e = err as { message?: string; line?: number; column?: number; reason?: string }
            throw new BuildError(`PostCSS (the site's configurePostCss plugins): ${e.reason ?? e.message}`, {
              file: path.relative(root, args.path),
              line: e.line,
              column: e.column,
              cause: err,
              hint: 'Fix the CSS at that line, or the PostCSS plugin that reports it.',
            })
          } finally {
            if (isMainThread) process.chdir(cwd)
          }
        })
      },
    },
  ]
}
