/**
 * The site's PostCSS plugins (SiteConfig[MAIN_THREAD].postcssPlugins: what a Docusaurus plugin's
 * `configurePostCss` returns, Tailwind's among them) run over the site's own stylesheets — its
 * customCss and what they import, outside node_modules, Sass after it is compiled, as
 * Docusaurus's postcss-loader runs after sass-loader — before esbuild bundles them. The files a
 * plugin reports reading (PostCSS's `dependency` messages: Tailwind's config, the files it scans)
 * are recorded as read.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import postcss, { type AcceptedPlugin } from 'postcss'
import { BuildError } from '../../core/errors.js'
import { inFolder } from '../../core/in-folder.js'

/** CSS through the site's plugins (`file`: where it comes from); null without plugins. */
export type PostCss = (css: string, file: string) => Promise<string>

/** The site's PostCSS plugins as one function, or null when it has none. */
export function sitePostcss(root: string, plugins: unknown[] | undefined, read?: Set<string>): PostCss | null {
  if (!plugins?.length) return null
  const processor = postcss(plugins as AcceptedPlugin[])
  // From the site's folder, as Docusaurus runs PostCSS: Tailwind finds its config there.
  return (css, file) => inFolder(root, () => run(css, file))
  async function run(css: string, file: string): Promise<string> {
    try {
      const result = await processor.process(css, { from: file, to: file })
      for (const m of result.messages)
        if ((m.type === 'dependency' || m.type === 'dir-dependency') && typeof m.file === 'string') read?.add(m.file)
      return result.css
    } catch (err) {
      const e = err as { message?: string; line?: number; column?: number; reason?: string }
      throw new BuildError(`PostCSS (the site's configurePostCss plugins): ${e.reason ?? e.message}`, {
        file: path.relative(root, file),
        line: e.line,
        column: e.column,
        cause: err,
        hint: 'Fix the CSS at that line, or the PostCSS plugin that reports it.',
      })
    }
  }
}

/** The esbuild plugin: each site `.css` file through `post` (none: no plugin). */
export function postcssPlugin(post: PostCss | null): Plugin[] {
  if (!post) return []
  return [
    {
      name: 'cwc-postcss',
      setup(build) {
        build.onLoad({ filter: /\.css$/ }, async (args) => {
          if (args.path.split(path.sep).includes('node_modules')) return undefined
          const css = await post(fs.readFileSync(args.path, 'utf8'), args.path)
          return { contents: css, loader: 'css', resolveDir: path.dirname(args.path) }
        })
      },
    },
  ]
}
