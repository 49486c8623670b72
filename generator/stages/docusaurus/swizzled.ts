/**
 * Swizzled theme components (`src/theme/…`) that this generator does not use. Docusaurus puts a
 * swizzled component in place of theme-classic's wherever its theme draws that part (the doc
 * footer, a navbar item, the blog sidebar…). This generator draws the layout with its own theme,
 * and uses a file under src/theme only where the site's own code imports it as `@theme/<name>`
 * (pages, partials, components — mdx/modules.ts `resolveTarget`), MDXComponents, and Root (drawn
 * around every page: stages/client/site-root.ts). Any other
 * component there is a part of the site's look or behaviour the built pages do not have: one
 * warning names them all.
 */
import fs from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import { BuildError } from '../../core/errors.js'
import { THEME_FRAME } from '../markdown/mdx/modules.js'

const CODE_RE = /\.(?:[cm]?[jt]sx?)$/
/**
 * An import of a theme component by its theme name, or by its file from the site root or beside it
 * (`from`, `import(…)`, `require(…)`, a bare `import '…'`): a name in a plugin's route config
 * (`component: '@theme/NotFound/Content'`, a route this build does not make) is no use of it.
 */
const THEME_IMPORT_RE =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["'`](?:@theme\/|@site\/src\/theme\/|(\.\.?\/[\w./-]*?))([\w.-][\w./-]*?)["'`]/g
/** MDXComponents is used (mdx/compiler.ts), and so is Root (stages/client/site-root.ts), and what they import. */
const USED_APART = /^(?:MDXComponents(?:\/|$)|Root$)/

/** The components under `<root>/src/theme`, by name (`DocItem/Footer` for `DocItem/Footer/index.tsx`), each
 * with its files. */
export function swizzledComponents(root: string): Map<string, string[]> {
  const dir = path.join(root, 'src/theme')
  const out = new Map<string, string[]>()
  if (!fs.existsSync(dir)) return out
  for (const rel of fg.sync('**/*', { cwd: dir, onlyFiles: true })) {
    if (!CODE_RE.test(rel) || /\.d\.[cm]?ts$|\.(?:test|spec)\.[^.]+$/.test(rel)) continue
    const name = rel.replace(CODE_RE, '').replace(/\/index$/, '')
    out.set(name, [...(out.get(name) ?? []), path.join(dir, rel)])
  }
  return out
}

/**
 * The unused-swizzles warning of a Docusaurus project (none elsewhere), started while the markdown
 * compiles from the content already read; a failed read is no reason to fail the build.
 */
export function startSwizzleCheck(
  config: { layout: string; root: string; compatibility: { option: string }[] },
  content: Record<'docs' | 'posts' | 'pages', { sourcePath: string; body: string }[]>,
): Promise<string[]> {
  if (config.layout !== 'docusaurus') return Promise.resolve([])
  const sources = [...content.docs, ...content.posts, ...content.pages]
  const warning = unusedSwizzles(config.root, sources, config.compatibility).catch(() => null)
  return warning.then((w) => (w ? [w] : []))
}

/**
 * The warning naming the site's swizzled components that nothing built uses (null when there are
 * none; `noted`: the compatibility report's notes): a component is used when the text of a page (`sources`,
 * already read), a
 * code file, a partial or a markdown file under src/ outside src/theme, or a used component imports it as
 * `@theme/<name>` (or `@site/src/theme/<name>`, or by a relative path from another component).
 */
export async function unusedSwizzles(
  root: string,
  sources: { sourcePath: string; body: string }[],
  noted: { option: string }[] = [],
): Promise<string | null> {
  const components = swizzledComponents(root)
  // A component the compatibility report already speaks of (a swizzled Admonition, prism-include-languages)
  // is not named twice.
  const candidates = [...components.keys()].filter(
    (name) =>
      !USED_APART.test(name) &&
      !noted.some(
        (n) =>
          n.option === `src/theme/${name}` ||
          n.option.startsWith(`src/theme/${name} `) ||
          n.option.startsWith(`src/theme/${name}.`),
      ),
  )
  if (!candidates.length) return null
  const used = new Set<string>()
  const themeDir = path.join(root, 'src/theme')
  // `from` is the file the text is, for a relative import (a page's text is scanned without: its imports are by name).
  const scan = (text: string, from?: string) => {
    for (const m of text.matchAll(THEME_IMPORT_RE)) {
      const rel =
        m[1] === undefined
          ? m[2]!
          : from
            ? path.relative(themeDir, path.resolve(path.dirname(from), m[1] + m[2]!))
            : null
      if (rel !== null && !rel.startsWith('..'))
        used.add(
          rel
            .split(path.sep)
            .join('/')
            .replace(CODE_RE, '')
            .replace(/\/index$/, ''),
        )
    }
  }
  for (const s of sources) scan(s.body)
  const read = new Set(sources.map((s) => s.sourcePath))
  // The site's other files that may import a theme component: its code (components, pages, plugins),
  // its partials and the markdown under src/. Not the docs of versions this build leaves out:
  // pantsbuild.org has 11,000 of them, read one at a time while the build waited (2.7 s).
  const files = await fg(
    ['**/*.{js,jsx,ts,tsx,mjs,cjs}', '**/_*.{md,mdx}', '**/_*/**/*.{md,mdx}', 'src/**/*.{md,mdx}'],
    {
      cwd: root,
      absolute: true,
      ignore: ['**/node_modules/**', 'build/**', '.docusaurus/**', 'src/theme/**', '**/.git/**', '.cache/**'],
    },
  )
  const allUsed = () => candidates.every((name) => used.has(name))
  for (const file of files) {
    if (allUsed()) break
    if (read.has(file)) continue
    try {
      // With its place: the config's `require('./src/theme/code-theme')` (a prism theme) uses that file.
      scan(fs.readFileSync(file, 'utf8'), file)
    } catch {
      // not readable: it uses nothing
    }
  }
  // The page frame is the theme's, whoever imports `@theme/Layout` (mdx/modules.ts THEME_FRAME).
  for (const name of THEME_FRAME) used.delete(name)
  // What a used component imports is used too; MDXComponents' files are used.
  const done = new Set<string>()
  for (let grew = true; grew; ) {
    grew = false
    for (const [name, own] of components) {
      if (done.has(name) || !(used.has(name) || USED_APART.test(name))) continue
      done.add(name)
      grew = true
      for (const f of own) scan(fs.readFileSync(f, 'utf8'), f)
    }
  }
  // A component that renders what it would have rendered anyway (a Root of `<>{children}</>`, a
  // wrapper of the original alone) changes nothing: not named.
  const unused = candidates.filter((name) => !used.has(name) && !components.get(name)!.every(passesThrough)).sort()
  if (!unused.length) return null
  return new BuildError(
    `${unused.length} swizzled component${unused.length === 1 ? ' is' : 's are'} not used: this generator draws the layout (navbar, sidebars, doc and blog pages, footer) with its own theme, so the built pages do not have ${unused.length === 1 ? 'its' : 'their'} look or behaviour: ${unused.join(', ')}`,
    {
      file: path.join(root, 'src/theme'),
      hint: "Here a component under src/theme is used where a page or component imports it: to have one on a page, import it there (`import X from '@theme/<name>'`). Docusaurus keeps using them as they are.",
    },
  ).format()
}

/** The swizzled Root of the site at `root`, when it has one that renders more than its children (swizzle's
 * own `<>{children}</>` changes nothing). */
export function siteRootFile(root: string): string | null {
  for (const ext of ['tsx', 'ts', 'jsx', 'js']) {
    for (const name of [`Root.${ext}`, `Root/index.${ext}`]) {
      const file = path.join(root, 'src/theme', name)
      if (fs.existsSync(file)) return passesThrough(file) ? null : file
    }
  }
  return null
}

/**
 * Whether a swizzled file renders exactly what Docusaurus would without it: a Root returning
 * its children (`<>{children}</>`, as `swizzle Root` writes one), or a wrapper returning the
 * original with its props (`<Original {...props} />`, as `swizzle --wrap` writes one), with
 * nothing else but React and type imports and type declarations. Read from the source, not run.
 */
export function passesThrough(file: string): boolean {
  let code: string
  try {
    code = fs.readFileSync(file, 'utf8')
  } catch {
    return false
  }
  const body = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(
      /^\s*import\s+(?:type\s+)?(?:\*\s+as\s+\w+|\w+|\{[^}]*\}|\w+\s*,\s*\{[^}]*\})\s+from\s+['"]react['"];?\s*$/gm,
      '',
    )
    .replace(/^\s*import\s+type\s+[^;]+?from\s+['"][^'"]+['"];?\s*$/gm, '')
    .replace(/^\s*(?:export\s+)?type\s+\w+(?:<[^>]*>)?\s*=[^;]+;?\s*$/gm, '')
    .replace(/^\s*(?:export\s+)?interface\s+\w+[^{]*\{[^}]*\}\s*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
  const type = String.raw`(?:\s*:\s*[\w.<>\[\]|&{}:;?, ]+?)?`
  const root = new RegExp(
    String.raw`^export default function \w*\s*\(\s*\{\s*children\s*\}${type}\s*\)${type}\s*\{\s*return\s*\(?\s*(?:<>\s*\{\s*children\s*\}\s*</>|<(React\.)?Fragment>\s*\{\s*children\s*\}\s*</(React\.)?Fragment>|children)\s*\)?\s*;?\s*\}$`,
  )
  if (root.test(body)) return true
  const wrap =
    /^import (\w+) from ['"]@theme-original\/[\w/-]+['"];? (?:import type [^;]+;? )?export default function \w*\s*\(\s*(\w+)[^)]*\)[^{]*\{\s*return\s*\(?\s*(?:<>\s*)?<\1 \{\s*\.\.\.\2\s*\}\s*\/>\s*(?:<\/>\s*)?\)?\s*;?\s*\}$/.exec(
      body,
    )
  return wrap !== null
}
