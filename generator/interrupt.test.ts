/**
 * Interrupted builds and servers, through the real CLI in child processes:
 * - SIGINT stops `build` cleanly: exit 130, the previous output byte for byte, no temp folder
 *   (at the start of a build, and while it writes);
 * - SIGINT stops `serve` and `dev` cleanly: exit 0, the port closed; both bind 127.0.0.1;
 * - SIGKILL at several points of a 1,000-page build never loses the output: after each kill,
 * once recovered (as the next build does first), it is the previous site or the complete new one, and the
 * next build succeeds with no
 *   stray temp folder. That one runs the corpus build to its write stage three times (about
 *   5 minutes on a loaded 2-core machine), so it runs only with CWC_SLOW=1.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { CLI, FIXTURES, prepareCli, makeSite, REPO_ROOT, snapshotDir, tempDir, writeTree } from './test/helpers.js'
import { recoverStaleTemps, tempPrefix } from './stages/write.js'

const SLOW = process.env.CWC_SLOW === '1'

/** A CLI child with its output so far and its exit. */
interface CliProcess {
  child: ChildProcessWithoutNullStreams
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Resolves when the output matches `re` (with the match). */
  waitFor: (re: RegExp, ms?: number) => Promise<RegExpExecArray>
}

/** `group`: the CLI leads a process group of its own, so a signal can reach all its processes as a terminal's
 * Ctrl-C does. */
function startCli(args: string[], { group = false } = {}): CliProcess {
  const child = spawn(process.execPath, [...CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    detached: group,
  })
  let out = ''
  const waiters = new Set<() => void>()
  const onData = (d: Buffer) => {
    out += d
    for (const w of waiters) w()
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const waitFor = (re: RegExp, ms = 120_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = re.exec(out)
        if (m) {
          waiters.delete(check)
          clearTimeout(timer)
          resolve(m)
        }
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`timed out waiting for ${re} in:\n${out}`))
      }, ms)
      waiters.add(check)
      check()
    })
  return { child, output: () => out, exited, waitFor }
}

const temps = (outDir: string) => fs.readdirSync(path.dirname(outDir)).filter((n) => n.startsWith(tempPrefix(outDir)))
const until = async (check: () => boolean, ms: number, step = 2) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise((r) => setTimeout(r, step))
  }
  return false
}
const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })

/** A site whose write stage takes a while: 60 pages and 400 static files. */
function busySite(): string {
  const files: Record<string, string> = { 'content/docs/index.md': '# Home\n\nWelcome.\n' }
  for (let i = 0; i < 60; i++)
    files[`content/docs/page-${i}.md`] = `# Page ${i}\n\n${'Some text. '.repeat(50)}\n\n## Part\n\nMore.\n`
  for (let i = 0; i < 400; i++) files[`static/files/f${i}.txt`] = `static file ${i}\n`.repeat(20)
  return makeSite(files)
}

let goodBuild: string
beforeAll(async () => {
  prepareCli()
  goodBuild = path.join(tempDir('ssg-int-good-'), 'dist')
  await build(path.join(FIXTURES, 'good'), { outDir: goodBuild })
}, 120_000)

function previousOutput() {
  const outDir = path.join(tempDir('ssg-int-out-'), 'dist')
  fs.cpSync(goodBuild, outDir, { recursive: true })
  return { outDir, before: snapshotDir(outDir) }
}

describe('generator/interrupt', () => {
  test.each([
    ['at the start of the build', 'start'],
    ['while it writes (its temp folder exists)', 'write'],
  ] as const)(
    'SIGINT stops `build` %s: exit 130, the previous output unchanged, no temp folder',
    async (_name, when) => {
      const root = busySite()
      const { outDir, before } = previousOutput()
      const cli = startCli(['build', '--root', root, '--out', outDir])
      if (when === 'start') await cli.waitFor(/✓ config/)
      else expect(await until(() => temps(outDir).length > 0, 120_000), cli.output()).toBe(true)
      cli.child.kill('SIGINT')
      const { code } = await cli.exited
      if (code === 0) {
        // The write finished before the signal was handled: then the new site is complete.
        expect(fs.existsSync(path.join(outDir, 'page-59.html'))).toBe(true)
        expect(fs.existsSync(path.join(outDir, 'files/f399.txt'))).toBe(true)
      } else {
        expect(code, cli.output()).toBe(130)
        expect(cli.output()).toContain('Build interrupted: the previous output is unchanged.')
        expect(snapshotDir(outDir)).toEqual(before)
      }
      expect(temps(outDir)).toEqual([])
    },
    180_000,
  )

  test("SIGINT sent to the whole process group, as a terminal's Ctrl-C is, stops `build` cleanly once: exit 130, the message, the previous output unchanged, no temp folder (the launcher and its child both get it)", async () => {
    const root = busySite()
    const { outDir, before } = previousOutput()
    const cli = startCli(['build', '--root', root, '--out', outDir], { group: true })
    await cli.waitFor(/✓ config/)
    process.kill(-cli.child.pid!, 'SIGINT')
    const { code } = await cli.exited
    expect(code, cli.output()).toBe(130)
    expect(cli.output()).toContain('Build interrupted: the previous output is unchanged.')
    expect(cli.output().match(/Interrupted: stopping the build/g)).toHaveLength(1)
    expect(snapshotDir(outDir)).toEqual(before)
    expect(temps(outDir)).toEqual([])
  }, 180_000)

  test('SIGINT sent to the whole process group stops `serve` with exit 0, not killed by the second delivery', async () => {
    const { outDir } = previousOutput()
    const cli = startCli(['serve', '--root', makeSite({}), '--out', outDir, '--port', '0'], { group: true })
    const [, , port] = await cli.waitFor(/at http:\/\/([\d.]+):(\d+)\//)
    process.kill(-cli.child.pid!, 'SIGINT')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    expect(await canConnect('127.0.0.1', Number(port))).toBe(false)
  }, 60_000)

  test('SIGINT stops `serve` cleanly (exit 0, even with a keep-alive connection open); it binds 127.0.0.1 only', async () => {
    const { outDir } = previousOutput()
    const cli = startCli(['serve', '--root', makeSite({}), '--out', outDir, '--port', '0'])
    const [, host, port] = await cli.waitFor(/at http:\/\/([\d.]+):(\d+)\//)
    expect(host).toBe('127.0.0.1')
    const res = await fetch(`http://127.0.0.1:${port}/guide`, { keepalive: true })
    expect(res.status).toBe(200)
    await res.text()
    for (const addr of externalAddresses())
      expect(await canConnect(addr, Number(port)), `reachable on ${addr}`).toBe(false)
    // an idle keep-alive client must not hold the exit
    const held = net.connect({ host: '127.0.0.1', port: Number(port) })
    await new Promise((r) => held.once('connect', r))
    cli.child.kill('SIGINT')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    held.destroy()
    expect(await canConnect('127.0.0.1', Number(port))).toBe(false)
  }, 60_000)

  test('SIGINT stops `dev` cleanly (exit 0, through its restarting parent), with a live-reload stream open', async () => {
    const root = makeSite({ 'content/docs/index.md': '# Home\n\nHello.\n' })
    const outDir = path.join(tempDir('ssg-int-dev-'), 'out')
    const cli = startCli(['dev', '--root', root, '--out', outDir, '--port', '0'])
    const [, host, port] = await cli.waitFor(/Dev server at http:\/\/([\d.]+):(\d+)\//)
    expect(host).toBe('127.0.0.1')
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    const events = await fetch(`http://127.0.0.1:${port}/__dev/events`) // stays open until the server closes
    expect(events.headers.get('content-type')).toBe('text/event-stream')
    // a rebuild may be running when the signal comes
    fs.writeFileSync(path.join(root, 'content/docs/index.md'), '# Home\n\nEdited.\n')
    cli.child.kill('SIGINT')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    expect(await canConnect('127.0.0.1', Number(port))).toBe(false)
    expect(temps(outDir)).toEqual([])
  }, 120_000)

  test.skipIf(!SLOW)(
    'SIGKILL at several points of a 1,000-page build never loses the output: once recovered it is the previous site or the complete new one; the next build succeeds with no stray temp folder (CWC_SLOW=1)',
    async () => {
      const corpus = tempDir('ssg-corpus-')
      await run(process.execPath, ['/work/shared/bench/gen-corpus.mjs', corpus, '--docs', '1000', '--posts', '10'])
      const root = tempDir('ssg-kill-site-')
      fs.cpSync(path.join(corpus, 'docs'), path.join(root, 'content/docs'), { recursive: true })
      fs.cpSync(path.join(corpus, 'blog'), path.join(root, 'content/blog'), { recursive: true })
      const outDir = path.join(root, 'dist')
      writeTree(outDir, {
        'index.html': '<h1>the previous site</h1>',
        'about.html': '<p>about</p>',
        'assets/app.js': 'old()',
      })
      const previous = hashDir(outDir)
      const replaced: Map<string, string>[] = []
      const points: { name: string; trigger: (cli: CliProcess) => Promise<unknown> }[] = [
        { name: 'after 0.5 s', trigger: () => sleep(500) },
        { name: 'after 2 s', trigger: () => sleep(2000) },
        { name: 'after 5 s', trigger: () => sleep(5000) },
        { name: 'when the write starts', trigger: () => until(() => temps(outDir).length > 0, 600_000) },
        {
          name: 'half-way through the write',
          trigger: async () => {
            await until(() => temps(outDir).length > 0, 600_000)
            await until(
              () => countFiles(path.join(path.dirname(outDir), temps(outDir)[0] ?? 'none')) > 1500,
              60_000,
              20,
            )
          },
        },
      ]
      for (const point of points) {
        const cli = startCli(['build', '--root', root, '--out', outDir])
        await Promise.race([point.trigger(cli), cli.exited])
        cli.child.kill('SIGKILL')
        await cli.exited
        // What the next build finds once it has recovered: a kill before the commit leaves the previous site (its temp
        // folder removed); a kill during the commit (journal written) is completed; a kill between the two renames of
        // a first build puts the `-old` folder back.
        const left = temps(outDir).length
        await recoverStaleTemps(outDir)
        const now = hashDir(outDir)
        if (!sameMap(now, previous)) replaced.push(now)
        console.log(
          `SIGKILL ${point.name}: output ${sameMap(now, previous) ? 'is the previous site' : 'was replaced'}; temp folders left: ${left}`,
        )
      }
      const final = startCli(['build', '--root', root, '--out', outDir])
      expect((await final.exited).code, final.output()).toBe(0)
      expect(temps(outDir)).toEqual([])
      const complete = hashDir(outDir)
      expect(complete.size).toBeGreaterThan(2000)
      for (const r of replaced) expect(sameMap(r, complete), 'a replaced output is the complete new site').toBe(true)
      await recoverStaleTemps(outDir)
    },
    1_200_000,
  )
})

function externalAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address)
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms))
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    spawn(cmd, args, { stdio: 'ignore' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`)),
    ),
  )
}

function countFiles(dir: string): number {
  try {
    return fs.readdirSync(dir, { recursive: true }).length
  } catch {
    return 0
  }
}

/** Relative path → sha1 of every file, minus files that carry the build time (feeds, sitemap). */
function hashDir(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const [rel, bytes] of snapshotDir(dir)) {
    if (/(?:rss|atom)\.xml$|feed\.json$|sitemap\.xml$/.test(rel)) {
      out.set(rel, 'timestamped')
      continue
    }
    out.set(rel, createHash('sha1').update(bytes).digest('hex'))
  }
  return out
}

function sameMap(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)
}
