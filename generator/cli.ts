/**
 * The command line: `build`, `dev`, `serve`, each with `--root DIR` and `--out DIR`, and
 * `docs version NAME` (snapshot the current docs as a version, as Docusaurus's command does);
 * `init` (a starter site.config.ts site, init.ts); no command or `help` prints USAGE;
 * `serve`/`dev` also take `--port N` (or PORT) and `--host H` (default 127.0.0.1); `build` takes
 * `--cache-dir DIR` (default `<root>/.cache/build`) and `--no-cache` (see cache/disk-cache.ts).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatError } from './report/cli-format.js'
import { BuildError } from './core/errors.js'

/** What `cwc-site` with no command (or `help`, `--help`) prints. */
export const USAGE = `Usage: cwc-site <command> [options]

Commands:
  build                  build the site into build/ (a Docusaurus project) or dist/
  dev                    build, serve with live reload, rebuild on every edit
  serve                  serve the built site (http://127.0.0.1:3000)
  docs version NAME      snapshot the current docs as version NAME
  init                   write a minimal site here: site.config.ts, one doc, one blog post
  help                   print this

Options:
  --root DIR             the site's folder (default: the current folder)
  --out DIR              the output folder
  --port N, --host H     serve and dev: where to listen (default 3000, 127.0.0.1; PORT too)
  --cache-dir DIR        build: the build cache's folder; --no-cache to neither read nor write it
  --locale CODE          build one locale alone

A site is a Docusaurus project (docusaurus.config.*, built as it stands) or a folder with
content/docs/ and content/blog/ and, optionally, a site.config.ts.`

/** Parsed command line. */
export interface CliArgs {
  command: 'build' | 'dev' | 'serve' | 'docs' | 'init' | 'help'
  /** `docs version NAME`: the version to cut. */
  versionName?: string
  root: string
  out: string | undefined
  port: number
  host: string
  /** The persistent build cache's folder, or false (`--no-cache`); undefined: the default, `<root>/.cache/build`. */
  cacheDir: string | false | undefined
  /** `--locale fr`: build that locale alone (at its path); absent: every locale. */
  locale?: string
}

/** Parse argv (without node and script). */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): CliArgs {
  let [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h') command = 'help'
  if (
    command !== 'build' &&
    command !== 'dev' &&
    command !== 'serve' &&
    command !== 'docs' &&
    command !== 'init' &&
    command !== 'help'
  ) {
    throw new BuildError(`Unknown command "${command}"`, {
      hint: 'Use one of: build, dev, serve, docs version NAME, init (`cwc-site help` lists them with their options).',
    })
  }
  let versionName: string | undefined
  if (command === 'docs') {
    if (rest[0] !== 'version' || !rest[1] || rest[1].startsWith('--'))
      throw new BuildError(`Unknown docs command "${rest.join(' ')}"`, {
        hint: 'Use `docs version NAME` (e.g. `npm run docs:version 1.2`) to snapshot the current docs as version NAME.',
      })
    versionName = rest[1]
    rest = rest.slice(2)
  }
  const args: CliArgs = {
    command,
    ...(versionName ? { versionName } : {}),
    root: process.cwd(),
    out: undefined,
    port: Number(env.PORT) || 3000,
    host: '127.0.0.1',
    cacheDir: undefined,
  }
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!
    const value = rest[i + 1]
    if (flag === '--no-cache') {
      args.cacheDir = false
      continue
    }
    if (!['--root', '--out', '--port', '--host', '--cache-dir', '--locale'].includes(flag))
      throw new BuildError(`Unknown option "${flag}"`, {
        hint: 'Options: --root DIR, --out DIR, --port N, --host H, --cache-dir DIR, --no-cache, --locale CODE.',
      })
    if (value === undefined || value.startsWith('--')) throw new BuildError(`Option ${flag} needs a value`)
    i++
    if (flag === '--root') args.root = path.resolve(value)
    else if (flag === '--out') args.out = path.resolve(value)
    else if (flag === '--port') args.port = Number(value)
    else if (flag === '--cache-dir') args.cacheDir = path.resolve(value)
    else if (flag === '--locale') args.locale = value
    else args.host = value
  }
  return args
}

/** The build function, for scripts that load the bundled generator (generator/launch.mjs). */
export async function loadBuild(): Promise<typeof import('./build.js')['build']> {
  return (await import('./build.js')).build
}

/** Run a command line (without node and script); prints errors and exits 1 on failure. */
export function runCli(argv: string[]): Promise<void> {
  return main(argv).catch((err: unknown) => {
    console.error('\n' + formatError(err))
    process.exit(1)
  })
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv)
  if (args.command === 'help') {
    console.log(USAGE)
    return
  }
  const { checkSiteFolder, initSite } = await import('./init.js')
  if (args.command === 'init') {
    const { files } = initSite(args.root)
    const where = path.relative(process.cwd(), args.root)
    console.log(`Wrote a minimal site${where ? ` in ${where}` : ''}: ${files.join(', ')}`)
    console.log(`Next: ${where ? `cd ${where} && ` : ''}npx cwc-site dev   (or build, then serve)`)
    return
  }
  if (args.command === 'build' || args.command === 'dev') checkSiteFolder(args.root)
  // React picks its production build (several times faster to render) from NODE_ENV when it
  // is first loaded, so set it before the stages are imported (and inherited by workers).
  process.env.NODE_ENV ??= 'production'
  const [{ build }, { resolveConfig }, { createStaticHandler, listen }] = await Promise.all([
    import('./build.js'),
    import('./stages/config.js'),
    import('./server/preview.js'),
  ])
  if (args.command === 'build') {
    const start = performance.now()
    // Ctrl-C stops cleanly: the previous output stays and no temp folder is left. A second one exits at once —
    // not one that comes with the first: run by launch.mjs, a terminal's Ctrl-C reaches this process twice.
    const controller = new AbortController()
    let interruptedAt = 0
    const interrupt = () => {
      if (controller.signal.aborted) {
        if (performance.now() - interruptedAt > 250) process.exit(130)
        return
      }
      interruptedAt = performance.now()
      console.error('\nInterrupted: stopping the build…')
      controller.abort()
    }
    process.on('SIGINT', interrupt)
    process.on('SIGTERM', interrupt)
    const { ProgressReporter, formatReport } = await import('./report/progress.js')
    const reporter = new ProgressReporter({
      write: (t) => process.stdout.write(t),
      tty: Boolean(process.stdout.isTTY) && !process.env.CI,
    })
    let report: Awaited<ReturnType<typeof build>>
    try {
      report = await build(args.root, {
        outDir: args.out,
        cacheDir: args.cacheDir,
        ...(args.locale ? { locale: args.locale } : {}),
        log: reporter.log,
        progress: reporter.progress,
        signal: controller.signal,
      })
    } catch (err) {
      reporter.clear()
      if (!controller.signal.aborted) throw err
      console.error('Build interrupted: the previous output is unchanged.')
      process.exit(130)
    }
    reporter.clear()
    for (const w of report.warnings) console.warn('⚠ ' + w)
    const out = path.relative(process.cwd(), report.config.outDir) || '.'
    const peakRssBytes = process.resourceUsage().maxRSS * 1024
    for (const line of formatReport(
      { ...report, budget: report.config.budget },
      { dir: out, wallMs: performance.now() - start, peakRssBytes },
    ))
      console.log(line)
    console.log(
      `CSP: the inline colour-mode script is ${report.inlineScriptHash} (an example policy is in ${path.join(out, '_headers')})`,
    )
    return
  }
  if (args.command === 'docs') {
    const { cutVersion } = await import('./stages/versions.js')
    const config = await resolveConfig(args.root)
    const { files } = cutVersion(config.root, args.versionName!, config.dirs.docs, config.docs.sidebars)
    console.log(
      `Version ${args.versionName} created: ${files} files copied to versioned_docs/version-${args.versionName}/, its sidebars in versioned_sidebars/, and versions.json updated`,
    )
    return
  }
  if (args.command === 'serve') {
    const config = await resolveConfig(args.root, { outDir: args.out })
    const dir = config.outDir
    const { localeSubdir } = await import('./stages/i18n/locales.js')
    const locales = config.i18n.locales.map((l) => localeSubdir(config, l)).filter(Boolean)
    const server = await listen(createStaticHandler({ dir, base: config.baseUrl, locales }), args.port, args.host)
    let stopping = false // a terminal's Ctrl-C reaches this process twice when launch.mjs runs it
    const stop = () => {
      if (stopping) return
      stopping = true
      server.close(() => process.exit(0))
      server.closeAllConnections() // keep-alive connections would hold close() open
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    // Announced once a signal would stop it cleanly: one sent on seeing this line would otherwise end the
    // process outright.
    const address = server.address()
    console.log(
      `Serving ${path.relative(process.cwd(), dir) || dir} at http://${args.host}:${typeof address === 'object' && address ? address.port : args.port}${config.baseUrl}`,
    )
    return
  }
  // dev: run the server in a child so theme edits (React modules) reload by restarting it.
  if (process.env.CWC_DEV_CHILD) {
    const { dev } = await import('./server/watch.js')
    const server = await dev(args.root, {
      outDir: args.out,
      port: args.port,
      host: args.host,
      cacheDir: args.cacheDir,
      onThemeChange: () => process.exit(75),
    })
    // a terminal's Ctrl-C reaches this child two or three times: directly and passed on by its parents
    let stopping = false
    const stop = () => {
      if (!stopping) {
        stopping = true
        void server.close().then(() => process.exit(0))
      }
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    // The parent killed outright (no signal to pass on): its IPC channel closes, and the server stops too.
    process.on('disconnect', stop)
    process.channel?.unref()
    // once a signal would stop it cleanly
    console.log(`Dev server at ${server.url} (drafts shown; edits rebuild and reload)`)
    return
  }
  const start = () => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, CWC_DEV_CHILD: '1' },
    })
    const forward = (sig: NodeJS.Signals) => child.kill(sig)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (code === 75) {
        console.log('Theme changed: restarting the dev server…')
        start()
      } else process.exit(code ?? 0)
    })
  }
  start()
}

// Run only as the entry script (tests import parseArgs; generator/launch.mjs calls runCli).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  void runCli(process.argv.slice(2))
