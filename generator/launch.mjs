#!/usr/bin/env node
/**
 * Runs the generator from a prebuilt bundle instead of through tsx. generator/ and theme/ are
 * TypeScript; transpiling them on every run (and again in every worker thread) cost about
 * 0.5–1 s of a build. esbuild bundles them (cli.mjs, worker.mjs and shared chunks; packages stay
 * in node_modules):
 * - in this repository, once per change into `.cache/generator/<fingerprint>/`; the fingerprint
 *   covers each source file's path, size and mtime, so an edit makes a new bundle on the next run;
 * - for the package, when it is packed (`npm pack` runs the `prepack` script, `--prebuild`) into
 *   `generator/prebuilt/`. An installed copy (in a node_modules folder) runs that bundle and
 *   writes nothing into its own folder, which may be read-only (pnpm's store).
 *
 * `node generator/launch.mjs build|dev|serve …` is what the npm scripts and the `cwc-site` bin
 * run; `loadGenerator()` gives the bundled module (`build`, `runCli`) to scripts such as the
 * benchmark.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
/** The project folder (generator/ and theme/ are in it). */
export const PROJECT_ROOT = ROOT
const SOURCE_DIRS = ['generator', 'theme']
const CACHE = path.join(ROOT, '.cache', 'generator')
/** The bundle made when the package is packed (not in git: see .gitignore). */
export const PREBUILT = path.join(ROOT, 'generator', 'prebuilt')
/** This copy is an installed package (its folder is inside a node_modules folder), not a checkout of the repository. */
export const INSTALLED = ROOT.split(path.sep).includes('node_modules')

/** The files the generator's code is made of: the sources of generator/ and theme/ (not tests or fixtures),
 * the lock file and tsconfig.json; sorted. */
export function sourceFiles() {
  const out = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        // Not the prebuilt bundle, nor a temp folder of one being written (`npm pack` in a test, beside a build).
        if (
          entry.name !== 'fixtures' &&
          entry.name !== 'node_modules' &&
          full !== PREBUILT &&
          !full.startsWith(`${PREBUILT}.tmp-`)
        )
          walk(full)
      } else if (/\.(ts|tsx|mjs|css|svg|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full)
    }
  }
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir))
  for (const file of ['package-lock.json', 'tsconfig.json'])
    if (fs.existsSync(path.join(ROOT, file))) out.push(path.join(ROOT, file))
  return out
}

/** A hash of every source file's path, size and mtime (and of the lock file). */
export function fingerprint() {
  const h = createHash('sha1')
  for (const full of sourceFiles()) {
    const st = fs.statSync(full)
    const name = path.dirname(full) === ROOT ? path.basename(full) : full
    h.update(`${name}\0${st.size}\0${Math.trunc(st.mtimeMs)}\n`)
  }
  return h.digest('hex').slice(0, 16)
}

/**
 * The external CommonJS packages the bundle loads with `require` instead of `import`. Node
 * imports a CommonJS module by first scanning its source for the names it exports
 * (cjs-module-lexer, which follows its re-exports): for React, react-dom/server, esbuild and
 * fast-glob that was ~70 ms of every process and worker thread (all imported: 117 ms; all
 * required: 45 ms), a tenth of a warm build. The bundle reaches each through a module of one
 * line, `module.exports = require(…)`, which esbuild's interop turns into the same named and
 * default imports; the `require` is the banner's (createRequire), so the package resolves from
 * the generator's own folder as before, and the module is the one Node's cache shares with any
 * `import` of it (a site's compiled pages import React).
 */
const REQUIRED = /^(react|react-dom|react-dom\/server|react\/jsx-runtime|react\/jsx-dev-runtime|esbuild|fast-glob)$/
const requiredExternals = {
  name: 'required-externals',
  setup(build) {
    // A dynamic import() stays Node's: esbuild would give its chunk a default export only.
    build.onResolve({ filter: REQUIRED }, (args) =>
      args.namespace === 'required-external' || args.kind === 'dynamic-import'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'required-external' },
    )
    build.onLoad({ filter: /.*/, namespace: 'required-external' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)})`,
      loader: 'js',
    }))
  },
}

/** Bundle generator/ + theme/ into `dir` (written to a temp folder, then renamed into place). */
async function bundle(dir) {
  // The sources find theme/ and their siblings from their own folder (core/locations.ts): every
  // module of the bundle gets `import.meta.dirname` = generator/, found at run time from the
  // bundle's own place, so a bundle made at pack time still finds them once installed elsewhere.
  const toGenerator = path.relative(dir, path.join(ROOT, 'generator')).split(path.sep).join('/')
  const esbuild = await import('esbuild')
  const tmp = `${dir}.tmp-${process.pid}`
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { cli: 'generator/cli.ts', worker: 'generator/threads/worker.ts' },
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Set here, not only in tsconfig.json: esbuild ignores tsconfig.json for files inside a
    // node_modules folder, which is where generator/ and theme/ are once the package is
    // installed; there JSX compiled to React.createElement ("React is not defined").
    jsx: 'automatic',
    // Small ESM packages (unified, micromark, …: hundreds of files) are bundled, which saves
    // Node resolving and compiling each file; packages with binaries or lazy files stay outside.
    external: [
      'esbuild',
      'pagefind',
      'shiki',
      'shiki/*',
      '@shikijs/*',
      'tsx',
      'tsx/*',
      'react',
      'react-dom',
      'react-dom/*',
      'react/*',
      'chokidar',
      'fast-glob',
    ],
    plugins: [requiredExternals],
    banner: {
      js:
        "import { createRequire as __cwcRequire } from 'node:module'; import { fileURLToPath as __cwcPath } from 'node:url'; const require = __cwcRequire(import.meta.url); " +
        `const __cwcGeneratorDir = __cwcPath(new URL(${JSON.stringify(toGenerator + '/')}, import.meta.url)).replace(/[\\\\/]$/, '');`,
    },
    sourcemap: 'linked',
    // Stack traces need the positions, not the text (the sources are on disk, and are packed): a third of the size.
    sourcesContent: false,
    logLevel: 'warning',
    define: { 'import.meta.dirname': '__cwcGeneratorDir', __CWC_BUNDLED__: 'true' },
  })
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  try {
    fs.renameSync(tmp, dir)
  } catch (err) {
    // Another process (a parallel test, a second terminal) finished the same bundle first.
    fs.rmSync(tmp, { recursive: true, force: true })
    if (!fs.existsSync(path.join(dir, 'cli.mjs'))) throw err
  }
  if (path.dirname(dir) !== CACHE) return
  // Keep the last few bundles (switching branches back and forth), drop older ones.
  const old = fs
    .readdirSync(CACHE)
    .map((name) => ({ name, t: fs.statSync(path.join(CACHE, name)).mtimeMs }))
    .sort((a, b) => b.t - a.t)
    .slice(4)
  for (const { name } of old) fs.rmSync(path.join(CACHE, name), { recursive: true, force: true })
}

/** The bundled generator module: the package's prebuilt one when installed; in the repository, bundled first
 * when a source changed. */
export async function loadGenerator() {
  if (INSTALLED) {
    const cli = path.join(PREBUILT, 'cli.mjs')
    if (!fs.existsSync(cli)) {
      throw new Error(
        `cwc-site: ${cli} is missing: this copy of the package was not packed by \`npm pack\` (its prepack script makes that bundle). Install the package from a tarball or registry, or run \`node generator/launch.mjs --prebuild\` in ${ROOT}.`,
      )
    }
    return import(pathToFileURL(cli).href)
  }
  const dir = path.join(CACHE, fingerprint())
  if (!fs.existsSync(path.join(dir, 'cli.mjs'))) await bundle(dir)
  return import(pathToFileURL(path.join(dir, 'cli.mjs')).href)
}

/**
 * V8 settings that only take effect, safely, when Node starts: the CLI runs itself again in a
 * child Node with them (`runWithStartFlags`).
 * - `--no-regexp-tier-up`: V8 compiles a regular expression to machine code at once instead of
 *   interpreting its first runs. Syntax grammars hold hundreds of large ones: prettier's site
 *   (1,844 code blocks in 42 languages) built in 21.3–21.7 s with it against 28.0–29.7 s
 *   without (BENCHMARKS.md). Set at run time instead (`v8.setFlagsFromString`), it made about
 *   one CLI run in five of bad-input.test.ts die with SIGSEGV (V8 does not support changing
 *   flags once it runs; regular expressions made before the change are the likely victims);
 *   given at start, 12 runs of the same tests were clean.
 */
export const V8_START_FLAGS = ['--no-regexp-tier-up']

/**
 * Process-wide V8 settings that may be changed at run time (worker threads get them too).
 * - When the start flags are missing (the generator imported by a script, or run under
 *   `--inspect`), V8 compiles a regular expression after its first run; compiling it only once
 *   it is hot (10 runs) took a 10-doc build from ~2.4 s to ~1.9 s, and made no difference at
 *   1,000 docs.
 * - After a full GC, V8 lets the old generation grow up to 4× its live size before the next
 *   one; a build allocates fast, so it did: 1,000 docs peaked at ~520 MB with ~60 MB live in
 *   the main thread. A fixed factor of 1.8 gave ~380 MB for ~5 % more CPU (1.6: ~365 MB and
 *   ~12 % more CPU).
 */
export function tuneV8() {
  if (!hasStartFlags()) v8.setFlagsFromString('--regexp-tier-up-ticks=10')
  v8.setFlagsFromString('--heap-growing-percent=80')
}

function hasStartFlags() {
  return V8_START_FLAGS.every((flag) => process.execArgv.includes(flag))
}

/**
 * Runs this script again in a child Node given `V8_START_FLAGS`, and mirrors its end (exit code
 * or signal); returns false, running nothing, when this process has them already or should not
 * start another: a command other than `build` and `dev` (the second Node costs ~0.15 s to start
 * on the 2-core machine; `serve`, `init` and `help` run no grammar), or one given Node options
 * of its own (`--inspect` would open a second inspector on the same port; a user's flags are
 * theirs to choose).
 * The child shares the terminal, so a terminal's Ctrl-C reaches both; a signal sent to this
 * process alone (`kill`, a test, a process manager) is passed on, so the child may see an
 * interrupt twice at once (cli.ts counts those as one). If this process is killed outright
 * (SIGKILL), the child's IPC channel closes and it kills itself the same way.
 */
async function runWithStartFlags() {
  // Any Node option given (the start flags among them: this is the child) means running here.
  if (
    !['build', 'dev'].includes(process.argv[2] ?? '') ||
    process.execArgv.length > 0 ||
    /--inspect/.test(process.env.NODE_OPTIONS ?? '')
  )
    return false
  const { spawn } = await import('node:child_process')
  const child = spawn(process.execPath, [...V8_START_FLAGS, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, CWC_LAUNCHED: '1' },
  })
  // On Windows a console's Ctrl-C reaches every process in it, and child.kill() ends the child at once.
  const passOn = process.platform === 'win32' ? ['SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of passOn) process.on(signal, () => child.kill(signal))
  child.on('error', (err) => {
    console.error(`cwc-site: could not start Node (${process.execPath}): ${err.message}`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal)
      process.kill(process.pid, signal)
    } else process.exit(code ?? 1)
  })
  return true
}

/** In the child of `runWithStartFlags`: die with the launcher (its IPC channel closes), without the channel
 * keeping this process alive. */
function followLauncher() {
  if (!process.env.CWC_LAUNCHED || !process.channel) return
  delete process.env.CWC_LAUNCHED
  process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'))
  process.channel.unref()
}

// Run as the entry script — also through the package's `bin` (a symbolic link in node_modules/.bin).
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(path.resolve(process.argv[1]))).href) {
  if (process.argv[2] === '--prebuild') {
    // `npm pack`'s prepack script: the bundle the installed package runs.
    fs.rmSync(PREBUILT, { recursive: true, force: true })
    await bundle(PREBUILT)
    process.exit(0)
  }
  // Either the child given the start flags does the work and this process waits for it, or this is that process.
  if (!(await runWithStartFlags())) {
    followLauncher()
    tuneV8()
    // React picks its production build from NODE_ENV when it is first loaded (see cli.ts).
    process.env.NODE_ENV ??= 'production'
    const { runCli } = await loadGenerator().catch((err) => {
      // A missing prebuilt bundle, a syntax error in an edited source: the message, not a stack of this file.
      console.error(`\n${err instanceof Error ? err.message : String(err)}`)
      process.exit(1)
    })
    await runCli(process.argv.slice(2))
  }
}
