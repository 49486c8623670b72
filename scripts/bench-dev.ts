/**
 * The dev-server part of `npm run bench`: `npm run dev` on a copy of a corpus, then 20 edits to
 * the typical doc (a sentence appended to its last paragraph), each timed from the file write
 * to the live-reload event the browser would get (an SSE client here). Reports the median, and
 * the server's own rebuild time (what it prints after "in").
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

/** Dev-server figures of one corpus. */
export interface DevResult {
  edits: number
  /** Median ms from writing the file to receiving the reload event. */
  reloadMedianMs: number
  /** Median ms the server reports for the rebuild itself. */
  rebuildMedianMs: number
  /** How many edits took the one-page path (the server printed the page's URL). */
  onePage: number
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : NaN
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Run the dev server on a copy of `siteRoot` and time `edits` edits of `docFile` (relative to content/). */
export async function benchDev(
  projectRoot: string,
  siteRoot: string,
  docFile: string,
  work: string,
  edits = 20,
): Promise<DevResult> {
  const root = path.join(work, 'site')
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(root, { recursive: true })
  fs.cpSync(path.join(siteRoot, 'content'), path.join(root, 'content'), { recursive: true })
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      path.join(projectRoot, 'generator/launch.mjs'),
      'dev',
      '--root',
      root,
      '--out',
      path.join(work, 'out'),
      '--port',
      String(port),
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, CWC_DEV_CHILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  child.stdout.setEncoding('utf8').on('data', (t: string) => {
    log += t
  })
  child.stderr.setEncoding('utf8').on('data', (t: string) => {
    log += t
  })
  try {
    const started = Date.now()
    while (!log.includes('Dev server at')) {
      if (child.exitCode !== null || Date.now() - started > 600_000)
        throw new Error(`dev server did not start:\n${log.slice(-2000)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const events = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${port}/__dev/events`, resolve).on('error', reject),
    )
    let waiting: (() => void) | null = null
    events.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('event: reload')) waiting?.()
    })
    const file = path.join(root, 'content', docFile)
    const original = fs.readFileSync(file, 'utf8').trimEnd()
    const reloadTimes: number[] = []
    for (let i = 1; i <= edits; i++) {
      const got = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reload after edit ${i}:\n${log.slice(-2000)}`)), 60_000)
        waiting = () => {
          clearTimeout(timer)
          waiting = null
          resolve()
        }
      })
      const t0 = performance.now()
      fs.writeFileSync(file, `${original} Edited ${i} time${i === 1 ? '' : 's'}.\n`)
      await got
      reloadTimes.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 200))
    }
    events.destroy()
    const rebuilds = [...log.matchAll(/↻ change [^\n]*? in (\d+) ms/g)].map((m) => Number(m[1]))
    return {
      edits,
      reloadMedianMs: median(reloadTimes),
      rebuildMedianMs: median(rebuilds),
      onePage: [...log.matchAll(/↻ change [^\n]*?: \/[^\n]* in \d+ ms/g)].length,
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}
