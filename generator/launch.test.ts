/**
 * generator/launch.mjs runs the CLI from a prebuilt bundle (what `npm run build` uses); the
 * same sources run through tsx in the other tests. These check that the bundle builds the same
 * site byte for byte, that its worker threads (the bundled worker.mjs) give the same pages as a
 * single thread, that an edited source makes a new bundle, and that it runs the CLI in a child
 * Node given V8's start flags, which dies with it.
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
// @ts-expect-error plain JavaScript module without types
import { fingerprint } from './launch.mjs'
import { FIXTURES, REPO_ROOT, makeSite, snapshotDir, tempDir } from './test/helpers.js'

const run = promisify(execFile)
const LAUNCH = path.join(REPO_ROOT, 'generator/launch.mjs')

async function launchBuild(root: string, env: Record<string, string>): Promise<string> {
  const out = path.join(tempDir('ssg-launch-'), 'dist')
  await run(process.execPath, [LAUNCH, 'build', '--root', root, '--out', out], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
  })
  return out
}

describe('generator/launch.mjs', () => {
  test('the package bin (a symbolic link to launch.mjs, as node_modules/.bin has it) builds another folder', async () => {
    const dir = tempDir('ssg-bin-')
    const bin = path.join(dir, 'cwc-site')
    fs.symlinkSync(LAUNCH, bin)
    const out = path.join(dir, 'out')
    await run(process.execPath, [bin, 'build', '--root', path.join(FIXTURES, 'good'), '--out', out], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    })
    expect(fs.existsSync(path.join(out, '404.html'))).toBe(true)
    expect(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).bin).toEqual({
      'cwc-site': 'generator/launch.mjs',
    })
  }, 120_000)

  test('the bundled generator writes the same site as the TypeScript sources, in one thread, with two workers, and with the HTML of docs spilled to disk', async () => {
    const root = path.join(FIXTURES, 'base-docs')
    const reference = path.join(tempDir('ssg-launch-ref-'), 'dist')
    const saved = process.env.CWC_WORKERS
    process.env.CWC_WORKERS = '0'
    try {
      await build(root, { outDir: reference })
    } finally {
      if (saved === undefined) delete process.env.CWC_WORKERS
      else process.env.CWC_WORKERS = saved
    }
    const expected = snapshotDir(reference)
    expect(expected.size).toBeGreaterThan(10)
    // Two workers and a coordinating main thread (as past MAIN_THREAD_LIMIT sources): docs leave
    // their HTML on disk until they are rendered, and none of it is left in the output.
    const [single, pooled, spilled] = await Promise.all([
      launchBuild(root, { CWC_WORKERS: '0' }),
      launchBuild(root, { CWC_WORKERS: '2' }),
      launchBuild(root, { CWC_WORKERS: '2', CWC_MAIN_THREAD_LIMIT: '0' }),
    ])
    for (const out of [single, pooled, spilled]) {
      const actual = snapshotDir(out)
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort())
      for (const [file, bytes] of expected) expect(actual.get(file)?.equals(bytes), file).toBe(true)
    }
  }, 120_000)

  test.skipIf(process.platform !== 'linux')(
    '`dev` runs in a child Node given --no-regexp-tier-up; the launcher killed outright (SIGKILL), the dev server stops too',
    async () => {
      const root = makeSite({ 'content/docs/index.md': '# Home\n\nHello.\n' })
      const launcher = spawn(
        process.execPath,
        [LAUNCH, 'dev', '--root', root, '--out', path.join(tempDir('ssg-launch-dev-'), 'out'), '--port', '0'],
        { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } },
      )
      let output = ''
      launcher.stdout.on('data', (d: Buffer) => {
        output += d
      })
      launcher.stderr.on('data', (d: Buffer) => {
        output += d
      })
      const exited = new Promise((resolve) => launcher.on('exit', resolve))
      const wait = async (check: () => boolean, ms: number) => {
        const end = Date.now() + ms
        while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
        return check()
      }
      expect(await wait(() => /Dev server at http:\/\/127\.0\.0\.1:\d+/.test(output), 60_000), output).toBe(true)
      const port = Number(/127\.0\.0\.1:(\d+)/.exec(output)?.[1])
      const children = fs
        .readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number)
      expect(children).toHaveLength(1)
      expect(fs.readFileSync(`/proc/${children[0]}/cmdline`, 'utf8').split('\0').slice(1, 3)).toEqual([
        '--no-regexp-tier-up',
        LAUNCH,
      ])
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
      launcher.kill('SIGKILL')
      await exited
      let refused = false
      const end = Date.now() + 15_000
      while (!refused && Date.now() < end) {
        refused = await fetch(`http://127.0.0.1:${port}/`).then(
          () => false,
          () => true,
        )
        if (!refused) await new Promise((r) => setTimeout(r, 50))
      }
      expect(refused, 'the dev server still answers after its launcher was killed').toBe(true)
    },
    120_000,
  )

  test("`serve` runs in the launcher's own process (no second Node to start)", async () => {
    const out = tempDir('ssg-launch-serve-')
    fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>x</title>')
    const launcher = spawn(process.execPath, [LAUNCH, 'serve', '--root', makeSite({}), '--out', out, '--port', '0'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    })
    let output = ''
    launcher.stdout.on('data', (d: Buffer) => {
      output += d
    })
    const exited = new Promise((resolve) => launcher.on('exit', resolve))
    const end = Date.now() + 60_000
    while (!/Serving /.test(output) && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
    expect(output).toMatch(/Serving /)
    if (process.platform === 'linux')
      expect(fs.readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8').trim()).toBe('')
    launcher.kill('SIGINT')
    expect(await exited).toBe(0)
  }, 120_000)

  test('the bundle is keyed by the sources: touching one gives a new fingerprint', () => {
    const file = path.join(REPO_ROOT, 'theme/styles/code.css')
    const { atimeMs, mtimeMs } = fs.statSync(file)
    const restore = () => fs.utimesSync(file, atimeMs / 1000, mtimeMs / 1000)
    const before = fingerprint()
    expect(fingerprint()).toBe(before)
    try {
      fs.utimesSync(file, atimeMs / 1000, mtimeMs / 1000 + 5)
      expect(fingerprint()).not.toBe(before)
    } finally {
      restore()
    }
    expect(fingerprint()).toBe(before)
  })
})
