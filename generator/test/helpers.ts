/**
 * Helpers for the generator's unit tests (not a test file itself): fixture trees in a temp
 * folder, the pipeline up to the routes stage (as build.ts runs it), and byte snapshots of a
 * folder to prove an output survived.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fg from 'fast-glob'
import { formatError } from '../report/cli-format.js'
import { resolveConfig, type ResolveOptions } from '../stages/config.js'
import { loadContent } from '../stages/content.js'
import { throwAll, type BuildError } from '../core/errors.js'
import { compileMarkdown, createProcessor, getHighlighter } from '../stages/markdown/processor.js'
import { makeLinkResolver, planUrls } from '../stages/routes/plan.js'
import { planRoutes, type RoutesResult } from '../stages/routes/routes.js'
import type { UrlPlan } from '../core/types.js'
import type { CompiledPage, ContentSet, SiteConfig } from '../core/types.js'

/** The repository root (holds the real site). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * How a test runs the real CLI in a child process: `node` with these arguments, then the
 * command's. It is what `npm run build` runs (generator/launch.mjs: the bundled generator), not
 * `node --import tsx generator/cli.ts`, which transpiles the sources again in every child: a
 * one-page build took 3.6 s of CPU that way and 1.0 s this way.
 */
export const CLI = [path.join(REPO_ROOT, 'generator/launch.mjs')]

/**
 * Bundle the generator for `CLI` once, before tests start children in parallel (each would
 * otherwise bundle it, and a child running as another user could not write the bundle).
 */
export function prepareCli(): void {
  execFileSync(process.execPath, [...CLI], { cwd: REPO_ROOT, stdio: 'ignore' })
}

/** The fixture folder of the generator's tests. */
export const FIXTURES = path.join(import.meta.dirname, 'fixtures')

/** Make a fresh temp folder. */
export function tempDir(prefix = 'ssg-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/** Write a tree of files (path → text or bytes) under `root`; returns root. */
export function writeTree(root: string, files: Record<string, string | Uint8Array>): string {
  for (const [rel, contents] of Object.entries(files)) {
    const file = path.join(root, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, contents)
  }
  return root
}

/** A fixture site in a new temp folder. */
export function makeSite(files: Record<string, string | Uint8Array>): string {
  return writeTree(tempDir('ssg-site-'), files)
}

/** Copy a fixture site folder into a new temp folder (so a test can add files to it). */
export function copyFixture(name: string, extra: Record<string, string | Uint8Array> = {}): string {
  const dir = tempDir(`ssg-${name}-`)
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true })
  return writeTree(dir, extra)
}

/** Every file under `dir` (relative path → bytes), for byte-for-byte comparisons. */
export function snapshotDir(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  for (const rel of fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true }).sort())
    out.set(rel, fs.readFileSync(path.join(dir, rel)))
  return out
}

/** What the pipeline produced up to the routes stage. */
export interface Planned extends RoutesResult {
  config: SiteConfig
  content: ContentSet
  plan: UrlPlan
  pages: CompiledPage[]
  contentWarnings: string[]
}

/** Run config → content → markdown → routes on a site folder, as build.ts does. */
export async function planSite(root: string, options: ResolveOptions = {}): Promise<Planned> {
  const config = await resolveConfig(root, options)
  const { content, warnings: contentWarnings } = await loadContent(config)
  const plan = planUrls(config, content)
  const processor = createProcessor({
    highlighter: await getHighlighter(),
    resolveLink: makeLinkResolver(config, plan),
    staticDir: config.staticDir,
    allowScripts: config.markdown.allowScripts,
  })
  const errors: BuildError[] = []
  const pages: CompiledPage[] = []
  for (const source of [...content.docs, ...content.posts, ...content.pages].filter((f) =>
    plan.byFile.has(f.sourcePath),
  )) {
    try {
      pages.push((await compileMarkdown(source, processor)).page)
    } catch (err) {
      errors.push(err as BuildError)
    }
  }
  throwAll(errors)
  const staticFiles = new Set(fg.sync('**/*', { cwd: config.staticDir, suppressErrors: true }).map((f) => '/' + f))
  const result = planRoutes({ config, content, pages, plan, staticFiles })
  return { ...result, config, content, plan, pages, contentWarnings }
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(
  promise: Promise<unknown>,
): Promise<Error & { format?: () => string; errors?: BuildError[]; file?: string; line?: number }> {
  try {
    await promise
  } catch (err) {
    return err as Error
  }
  throw new Error('Expected the promise to reject, but it resolved')
}

/** The full text of an error as the CLI prints it. */
export function errorText(err: unknown): string {
  return formatError(err)
}

/** Poll `check` every 100 ms until it holds (dev-server tests); throws after `ms`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('timed out waiting for the dev server')
}

/**
 * A project with prism-react-renderer installed (this repository's, linked) and `prismjs`
 * components of its own: `prism-shout.js` registers a grammar on `globalThis.Prism` as prismjs's
 * components do; `prism-whisper.js` extends it, so it fails unless `shout` is loaded first.
 */
export function prismProject(): string {
  const root = makeSite({
    'package.json': '{ "name": "p" }\n',
    'node_modules/prismjs/package.json': '{ "name": "prismjs", "version": "1.30.0" }\n',
    'node_modules/prismjs/components/prism-shout.js':
      'Prism.languages.shout = { keyword: /\\b[A-Z]{2,}\\b/, punctuation: /!/ };\n',
    // As prismjs's components that extend another (scala extends java): it throws when that one is not loaded.
    'node_modules/prismjs/components/prism-whisper.js':
      'Prism.languages.whisper = Prism.languages.extend("shout", { quiet: /[a-z]+/ });\n',
  })
  for (const dep of ['prism-react-renderer', 'react', 'clsx'])
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', dep), path.join(root, 'node_modules', dep), 'dir')
  return root
}
