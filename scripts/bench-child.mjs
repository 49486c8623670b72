/**
 * The child process of `npm run bench`, plain JavaScript so that neither side pays for tsx:
 * `build ROOT OUT` runs our generator's build() from its prebuilt bundle, as `npm run build`
 * does (generator/launch.mjs); `baseline ROOT` runs the bare unified pipeline single-threaded
 * over the same markdown. Either prints one `@@bench ` JSON line at the end with its figures
 * and `process.resourceUsage()` (threads included).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

/** The line prefix of the result (RESULT_PREFIX in bench-lib.ts). */
const RESULT_PREFIX = '@@bench '

/** `cached`: with the persistent build cache (`<root>/.cache/build`); otherwise none, as a cold build. */
async function runBuild(root, outDir, cached) {
  // As generator/launch.mjs does: React's production build, chosen when React is first loaded.
  process.env.NODE_ENV ??= 'production'
  const start = performance.now()
  // started with its V8_START_FLAGS by the bench (OUR_BUILD)
  const { loadGenerator, tuneV8 } = await import('../generator/launch.mjs')
  tuneV8()
  const build = await (await loadGenerator()).loadBuild()
  const loadMs = performance.now() - start
  const report = await build(root, {
    outDir,
    cacheDir: cached ? undefined : false,
    log: (line) => process.stderr.write(line + '\n'),
  })
  const { config: _config, warnings, changed, ...rest } = report
  return {
    ...rest,
    warnings: warnings.length,
    changed: changed?.length ?? 0,
    loadMs,
    buildMs: performance.now() - start - loadMs,
  }
}

async function runBaseline(root) {
  const [
    { default: fg },
    { default: matter },
    { unified },
    { default: remarkParse },
    { default: remarkGfm },
    { default: remarkRehype },
    { default: rehypeStringify },
  ] = await Promise.all([
    import('fast-glob'),
    import('gray-matter'),
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-rehype'),
    import('rehype-stringify'),
  ])
  const start = performance.now()
  const files = (await fg('content/**/*.{md,markdown}', { cwd: root, absolute: true })).sort()
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify)
  let htmlBytes = 0
  for (const file of files) {
    const text = await fs.readFile(file, 'utf8')
    const { content } = matter(text, {}) // an options object disables gray-matter's global cache (STYLE.md #5)
    htmlBytes += String(await processor.process(content)).length
  }
  return { files: files.length, htmlBytes, processMs: performance.now() - start }
}

async function main() {
  const [mode, root, out, flag] = process.argv.slice(2)
  if ((mode !== 'build' && mode !== 'baseline') || !root || (mode === 'build' && !out)) {
    throw new Error('usage: bench-child.mjs build ROOT OUT [--cached] | baseline ROOT')
  }
  const result =
    mode === 'build'
      ? await runBuild(path.resolve(root), path.resolve(out), flag === '--cached')
      : await runBaseline(path.resolve(root))
  const usage = process.resourceUsage()
  process.stdout.write(
    RESULT_PREFIX +
      JSON.stringify({
        ...result,
        userMs: usage.userCPUTime / 1000,
        sysMs: usage.systemCPUTime / 1000,
        maxRssBytes: usage.maxRSS * 1024,
      }) +
      '\n',
  )
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  },
)
