/**
 * `npm run load-test [-- --connections 200] [--duration 10] [--out DIR] [--no-build]`: builds
 * this site, starts `serve` in a child process on a free loopback port, and runs autocannon
 * against it: N concurrent keep-alive clients for D seconds, cycling through pages, route
 * data, a hashed asset, a redirect-free static file and an ETag revalidation. Prints the
 * numbers and exits non-zero on any error, timeout or unexpected status. A measurement, not
 * a test: it is not part of `npm test`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLI = path.join(ROOT, 'generator/cli.ts')

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
}

const connections = Number(option('connections', '200'))
const duration = Number(option('duration', '10'))
const outDir = path.resolve(option('out', path.join(ROOT, '.cache/load-test')))

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    console.log(`Building the site into ${path.relative(ROOT, outDir)}…`)
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'build', '--root', ROOT, '--out', outDir], {
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}`))))
    })
  }
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'serve', '--root', ROOT, '--out', outDir, '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const origin = await new Promise<string>((resolve, reject) => {
    let out = ''
    server.stdout.on('data', (d: Buffer) => {
      out += d
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)
      if (m) resolve(m[1]!)
    })
    server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)))
  })
  try {
    const asset = fs.readdirSync(path.join(outDir, 'assets')).find((f) => /^style\.[\w-]+\.css$/.test(f))
    const etag = (await fetch(`${origin}/tips`)).headers.get('etag') ?? ''
    const paths = [
      '/',
      '/api-tools/',
      '/api-tools/context-edit',
      '/tips',
      '/blog',
      '/blog/welcome',
      '/__data/tips.json',
      `/assets/${asset}`,
      '/robots.txt',
    ]
    console.log(
      `autocannon: ${connections} connections for ${duration} s against ${origin} (serve in its own process), ${paths.length + 1} URLs in turn`,
    )
    console.log(
      `machine: ${os.availableParallelism()} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other work skews the rates, not the error count)`,
    )
    const result = await autocannon({
      url: origin,
      connections,
      duration,
      timeout: 10,
      requests: [
        ...paths.map((p) => ({ method: 'GET' as const, path: p })),
        { method: 'GET' as const, path: '/tips', headers: { 'if-none-match': etag } },
      ],
    })
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
    )
    const unexpected = Object.entries(statuses)
      .filter(([code]) => code !== '200' && code !== '304')
      .reduce((n, [, c]) => n + c, 0)
    const rows: [string, string | number][] = [
      ['requests served', result.requests.total],
      ['requests per second (mean)', Math.round(result.requests.average)],
      ['throughput (MB/s, mean)', (result.throughput.average / 1024 / 1024).toFixed(1)],
      ['latency p50 / p99 / max (ms)', `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`],
      ['status codes', JSON.stringify(statuses)],
      ['errors (connection)', result.errors],
      ['timeouts', result.timeouts],
      ['unexpected statuses', unexpected],
    ]
    for (const [k, v] of rows) console.log(`${k.padEnd(30)} ${v}`)
    if (result.errors || result.timeouts || unexpected) {
      console.error('✗ errors under load')
      process.exitCode = 1
    } else console.log('✓ no errors under load')
  } finally {
    server.kill('SIGINT')
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
