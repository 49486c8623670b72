/**
 * The package as a docs team gets it: `npm pack` of this repository, the tarball
 * installed into a scratch project under the OS temp folder (one install for every test here),
 * then `npx cwc-site …` there: a site.config.ts site, a Docusaurus project, `docs version`,
 * `serve`, and the first run (`cwc-site` alone, `build` where there is no site, `init`). The
 * installed package's folder must be left as installed (pnpm's store is read-only).
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import fg from 'fast-glob'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FIXTURES, REPO_ROOT } from './test/helpers.js'

const exec = promisify(execFile)

/** What `npm pack --json` says of the tarball. */
interface PackInfo {
  filename: string
  size: number
  entryCount: number
  files: { path: string }[]
}

let scratch = ''
let project = ''
let pack: PackInfo
/** The installed package's files and their mtimes, right after install. */
let installedListing = ''

/** The environment of a user's shell: without what `npm test` adds about this repository's package. */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle)_/.test(k))),
  NO_COLOR: '1',
  CI: '1',
}

/** `npx --no cwc-site ARGS` in `cwd` (--no: never fetch it from the registry); rejects with its output on failure. */
function cwcSite(cwd: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return exec('npx', ['--no', 'cwc-site', ...args], { cwd, env, maxBuffer: 16 * 1024 * 1024 })
}

/** The HTML files of an output folder, as sorted relative paths. */
const htmlFiles = (dir: string) => fg.sync('**/*.html', { cwd: dir }).sort()

function listing(dir: string): string {
  return fg
    .sync('**/*', { cwd: dir, dot: true, onlyFiles: false, markDirectories: true })
    .sort()
    .map((rel) => `${rel} ${Math.trunc(fs.statSync(path.join(dir, rel)).mtimeMs)}`)
    .join('\n')
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cwc-package-'))
  // prepack makes generator/prebuilt/ (the bundle the installed package runs), postpack removes it.
  const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: REPO_ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  })
  pack = (JSON.parse(stdout) as PackInfo[])[0]!
  project = path.join(scratch, 'project')
  fs.mkdirSync(project)
  fs.writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'packed-site', private: true, type: 'module' }, null, 2),
  )
  // The packages are in npm's cache after `npm ci` of this repository: no registry round trip for most.
  await exec(
    'npm',
    [
      'install',
      '--save-dev',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      path.join(scratch, pack.filename),
    ],
    { cwd: project, env, maxBuffer: 16 * 1024 * 1024 },
  )
  installedListing = listing(path.join(project, 'node_modules/cwc-site'))
}, 300_000)

afterAll(async () => {
  // A node_modules of some 200 packages: more than the default 10 s on a busy machine.
  if (scratch) await fs.promises.rm(scratch, { recursive: true, force: true })
}, 120_000)

describe('the packed package, installed in a project outside the repository', () => {
  test('the tarball holds the generator, the theme, the prebuilt bundle and the licence; no content, browser tests, scripts, tests or fixtures', () => {
    const files = pack.files.map((f) => f.path)
    for (const dir of ['content/', 'e2e/', 'scripts/', 'static/', 'generator/test/'])
      expect(
        files.filter((f) => f.startsWith(dir)),
        dir,
      ).toEqual([])
    expect(files.filter((f) => /\.test\.tsx?$/.test(f))).toEqual([])
    expect(files.filter((f) => !/^(generator|theme)\//.test(f)).sort()).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ])
    for (const f of [
      'generator/launch.mjs',
      'generator/prebuilt/cli.mjs',
      'generator/prebuilt/worker.mjs',
      'generator/index.mjs',
      'generator/index.d.ts',
      'theme/runtime/index.ts',
    ])
      expect(files).toContain(f)
    const manifest = JSON.parse(
      fs.readFileSync(path.join(project, 'node_modules/cwc-site/package.json'), 'utf8'),
    ) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'cwc-site',
      license: 'MIT',
      bin: { 'cwc-site': 'generator/launch.mjs' },
      peerDependencies: { react: expect.any(String), 'react-dom': expect.any(String) },
    })
    // The postpack script removed the bundle from the repository (it is made anew at each pack).
    expect(fs.existsSync(path.join(REPO_ROOT, 'generator/prebuilt'))).toBe(false)
  })

  test('a site.config.ts site (defineConfig from the package, an MDX doc and a React page with hooks) builds with `npx cwc-site build`, and its config type-checks', async () => {
    fs.cpSync(path.join(FIXTURES, 'package-site'), project, {
      recursive: true,
      filter: (src) => !/[\\/](\.cache|dist)$/.test(src),
    })
    await cwcSite(project, ['build'])
    const out = path.join(project, 'dist')
    expect(htmlFiles(out)).toEqual(
      expect.arrayContaining([
        '404.html',
        'blog.html',
        'blog/2025/04/01/first.html',
        'docs/index.html',
        'docs/tally.html',
        'hello.html',
      ]),
    )
    // The site's component (useState, a context) and React page (useState) rendered with the theme's React: one copy.
    expect(fs.readFileSync(path.join(out, 'docs/tally.html'), 'utf8')).toContain(
      '<output class="tally">4 pears</output>',
    )
    expect(fs.readFileSync(path.join(out, 'hello.html'), 'utf8')).toContain(
      '<h1 class="hello">Hello from a React page</h1>',
    )
    // The config's import of the package and its types, as the team's editor and tsc see them:
    // the config type-checks, and a wrong value is an error (the types are not \`any\`).
    fs.writeFileSync(
      path.join(project, 'wrong.ts'),
      "import { defineConfig, type UserConfig } from 'cwc-site'\n// @ts-expect-error title is a string\nexport const wrong: UserConfig = defineConfig({ title: 3 })\n",
    )
    const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc')
    await exec(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        'site.config.ts',
        'wrong.ts',
      ],
      { cwd: project, env },
    ).catch((err: { stdout: string }) => {
      throw new Error(`tsc failed on the site's config:\n${err.stdout}`)
    })
  }, 120_000)

  test('a Docusaurus project builds as it stands; `docs version` cuts a version that the next build serves', async () => {
    const site = path.join(project, 'docusaurus')
    // Its own package.json would make npx look for the package there: the project's is the one that has it.
    fs.cpSync(path.join(FIXTURES, 'docusaurus-site'), site, {
      recursive: true,
      filter: (src) => !/[\\/](build|\.cache|node_modules|package\.json)$/.test(src),
    })
    await cwcSite(site, ['build'])
    const out = path.join(site, 'build')
    expect(htmlFiles(out)).toEqual(
      expect.arrayContaining([
        'index.html',
        'about.html',
        'docs/intro.html',
        'docs/getting-started/install.html',
        'docs/guides/colours.html',
        'docs/category/guides.html',
        'blog.html',
        'blog/2025/02/10/spring-release.html',
        '404.html',
      ]),
    )
    const { stdout } = await cwcSite(site, ['docs', 'version', '1.0'])
    expect(stdout).toContain('Version 1.0 created')
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['1.0'])
    await cwcSite(site, ['build'])
    // As in Docusaurus: the latest version at /docs/, the current docs at /docs/next/.
    expect(htmlFiles(out)).toEqual(expect.arrayContaining(['docs/intro.html', 'docs/next/intro.html']))
  }, 120_000)

  test('`serve` serves the built site', async () => {
    const bin = path.join(project, 'node_modules/.bin/cwc-site')
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], { cwd: project, env })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = ''
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          const m = /at (http:\/\/\S+)/.exec(text)
          if (m) resolve(m[1]!)
        })
        child.on('exit', (code) => reject(new Error(`serve exited (${code}): ${text}`)))
      })
      const res = await fetch(new URL('docs/tally', url))
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('4 pears')
      expect((await fetch(new URL('no-such-page', url))).status).toBe(404)
    } finally {
      child.kill('SIGTERM')
    }
  }, 60_000)

  test('a first run guides: `cwc-site` alone lists the commands, `build` where there is no site says what it looked for, `init` writes a site that builds', async () => {
    const { stdout } = await cwcSite(project, [])
    for (const command of ['build', 'dev', 'serve', 'docs version NAME', 'init'])
      expect(stdout).toContain(`  ${command}`)
    const empty = path.join(project, 'empty')
    fs.mkdirSync(empty)
    const failed = await cwcSite(empty, ['build']).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(`No site in ${empty}`)
    for (const looked of ['content/', 'site.config.ts', 'docusaurus.config.js', 'cwc-site init'])
      expect(failed?.stderr).toContain(looked)
    expect(fs.readdirSync(empty)).toEqual([])

    const starter = path.join(project, 'starter')
    await cwcSite(project, ['init', '--root', 'starter'])
    await cwcSite(starter, ['build'])
    expect(htmlFiles(path.join(starter, 'dist'))).toEqual(
      expect.arrayContaining(['index.html', 'blog.html', 'blog/welcome.html', '404.html']),
    )
  }, 120_000)

  test("nothing was written into the installed package's folder", () => {
    expect(listing(path.join(project, 'node_modules/cwc-site'))).toBe(installedListing)
  })
})
