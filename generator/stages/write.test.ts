import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { normalizeConfig } from './config.js'
import { snapshotDir, tempDir, writeTree } from '../test/helpers.js'
import type { OutputFile } from '../core/types.js'
import { OutputFolder, recoverStaleTemps, tempPrefix, writeSite } from './write.js'

/** A site folder with static/ and an output folder `dist` inside a fresh temp dir. */
function setup(staticFiles: Record<string, string> = { 'img/logo.svg': '<svg/>' }) {
  const root = writeTree(tempDir('ssg-write-'), Object.fromEntries(Object.entries(staticFiles).map(([k, v]) => [`static/${k}`, v])))
  const config = normalizeConfig(root, {}, null, { outDir: path.join(root, 'dist') })
  return { root, config, outDir: config.outDir }
}
const pages = (n: number, tag = 'v1'): OutputFile[] => Array.from({ length: n }, (_, i) => ({ path: `p${i}/index.html`, contents: `<h1>${tag} page ${i}</h1>` }))
const temps = (outDir: string) => fs.readdirSync(path.dirname(outDir)).filter((n) => n.startsWith(tempPrefix(outDir)))

describe('generator/write', () => {
  test('writes every file and copies static/, reporting files and bytes', async () => {
    const { config, outDir } = setup()
    const report = await writeSite(config, [{ path: 'index.html', contents: '<h1>é</h1>' }, { path: 'a/b.json', contents: new Uint8Array([1, 2, 3]) }])
    expect(report).toEqual({ files: 2, bytes: Buffer.byteLength('<h1>é</h1>') + 3 })
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<h1>é</h1>')
    expect([...fs.readFileSync(path.join(outDir, 'a/b.json'))]).toEqual([1, 2, 3])
    expect(fs.readFileSync(path.join(outDir, 'img/logo.svg'), 'utf8')).toBe('<svg/>')
    expect(temps(outDir)).toEqual([])
  })

  test('a file written from pieces is their concatenation, flushed a megabyte at a time, and only appears on commit', async () => {
    const { config, outDir } = setup()
    const folder = await OutputFolder.open(config)
    const piece = 'é'.repeat(600_000) // 1.2 MB: the second piece passes the flush threshold
    const bytes = await folder.writeChunks('llms/full.txt', ['head\n', piece, piece, 'tail'])
    expect(bytes).toBe(5 + 2_400_000 + 4)
    expect(fs.existsSync(path.join(outDir, 'llms/full.txt'))).toBe(false)
    await folder.commit()
    expect(fs.readFileSync(path.join(outDir, 'llms/full.txt'), 'utf8')).toBe('head\n' + piece + piece + 'tail')
  })

  test('a file written from pieces may not leave the folder', async () => {
    const { config } = setup()
    const folder = await OutputFolder.open(config)
    await expect(folder.writeChunks('../escape.txt', ['x'])).rejects.toThrow()
    await folder.discard()
  })

  test('a rebuild replaces the output completely (no stale files survive)', async () => {
    const { config, outDir } = setup()
    await writeSite(config, [{ path: 'old.html', contents: 'old' }])
    await writeSite(config, [{ path: 'new.html', contents: 'new' }])
    expect(fs.existsSync(path.join(outDir, 'old.html'))).toBe(false)
    expect(fs.readFileSync(path.join(outDir, 'new.html'), 'utf8')).toBe('new')
  })

  test('a site without static/ writes fine', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [{ path: 'index.html', contents: 'x' }])
    expect(fs.readdirSync(outDir)).toEqual(['index.html'])
  })

  test.each<[string, OutputFile[]]>([
    ['a file outside the output folder', [{ path: 'ok.html', contents: 'ok' }, { path: '../escape.html', contents: 'x' }]],
    ['a file where a folder must be', [{ path: 'a', contents: 'file' }, { path: 'a/b.html', contents: 'x' }]],
  ])('a failing write (%s) leaves the previous output intact and no temp folder', async (_name, files) => {
    const { config, outDir } = setup()
    await writeSite(config, pages(20))
    const before = snapshotDir(outDir)
    await expect(writeSite(config, files)).rejects.toThrow()
    expect(snapshotDir(outDir)).toEqual(before)
    expect(temps(outDir)).toEqual([])
    expect(fs.existsSync(path.join(path.dirname(outDir), 'escape.html'))).toBe(false)
  })

  test('stale temp folders from a killed build are cleaned up by the next write', async () => {
    const { config, outDir } = setup()
    await writeSite(config, pages(2))
    const parent = path.dirname(outDir)
    writeTree(parent, { [`${tempPrefix(outDir)}abc123/index.html`]: 'half', [`${tempPrefix(outDir)}def456-old/index.html`]: 'older' })
    await writeSite(config, pages(3, 'v2'))
    expect(temps(outDir)).toEqual([])
    expect(fs.readFileSync(path.join(outDir, 'p2/index.html'), 'utf8')).toBe('<h1>v2 page 2</h1>')
  })

  test('a -old folder is restored if the output folder is missing (killed between the two renames)', async () => {
    const { config, outDir } = setup()
    await writeSite(config, pages(3))
    const before = snapshotDir(outDir)
    const parent = path.dirname(outDir)
    // The state a SIGKILL between `rename(out, old)` and `rename(tmp, out)` leaves behind.
    fs.renameSync(outDir, path.join(parent, `${tempPrefix(outDir)}xyz789-old`))
    writeTree(parent, { [`${tempPrefix(outDir)}xyz789/index.html`]: 'new, complete or not' })
    await recoverStaleTemps(outDir)
    expect(snapshotDir(outDir)).toEqual(before)
    expect(temps(outDir)).toEqual([])
  })

  test('recovery leaves other folders of the parent alone', async () => {
    const { config, outDir } = setup()
    const parent = path.dirname(outDir)
    writeTree(parent, { 'dist-backup/index.html': 'mine', '.other-tmp-1/x': 'mine' })
    await writeSite(config, pages(1))
    expect(fs.readFileSync(path.join(parent, 'dist-backup/index.html'), 'utf8')).toBe('mine')
    expect(fs.existsSync(path.join(parent, '.other-tmp-1/x'))).toBe(true)
  })

  test('a write killed with SIGKILL at several points never loses the output: it is the old or the new site, whole', async () => {
    const { config, outDir } = setup()
    await writeSite(config, pages(300, 'old'))
    const oldSnap = snapshotDir(outDir)
    const child = path.join(path.dirname(outDir), 'child.mjs')
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/tsx/dist/esm/index.mjs')
    fs.writeFileSync(child, [
      `import { writeSite } from ${JSON.stringify(path.join(import.meta.dirname, 'write.ts'))}`,
      `const config = ${JSON.stringify(config)}`,
      `const files = Array.from({ length: 300 }, (_, i) => ({ path: \`p\${i}/index.html\`, contents: \`<h1>new page \${i}</h1>\` }))`,
      `process.stdout.write('ready\\n')`,
      `for (;;) await writeSite(config, files)`,
    ].join('\n'))
    let newSnap: Map<string, Buffer> | null = null
    for (const delay of [0, 10, 40, 80, 160]) {
      const proc = spawn(process.execPath, ['--import', tsx, child], { stdio: ['ignore', 'pipe', 'inherit'] })
      await new Promise<void>((resolve) => proc.stdout.once('data', () => resolve()))
      await new Promise((r) => setTimeout(r, delay))
      proc.kill('SIGKILL')
      await new Promise((r) => proc.once('exit', r))
      await recoverStaleTemps(outDir)
      const now = snapshotDir(outDir)
      const isOld = sameFiles(now, oldSnap)
      if (!isOld) {
        expect(now.get('p0/index.html')?.toString()).toBe('<h1>new page 0</h1>')
        newSnap ??= now
        expect(sameFiles(now, newSnap)).toBe(true)
      }
      expect(temps(outDir)).toEqual([])
    }
    // The next build after all those kills works.
    await writeSite(config, pages(2, 'final'))
    expect(fs.readFileSync(path.join(outDir, 'p1/index.html'), 'utf8')).toBe('<h1>final page 1</h1>')
    expect(temps(outDir)).toEqual([])
  }, 60_000)
})

function sameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k)?.equals(v) === true)
}

describe('stages/write: a locale\'s subfolder', () => {
  test('C5 a translated locale gets its own copy of static/, without robots.txt (only the root one is read)', async () => {
    const { config, outDir } = setup({ 'img/logo.svg': '<svg/>', 'robots.txt': 'User-agent: *\n' })
    const root = await OutputFolder.open(config)
    const fr = await root.under('fr', config.staticDir)
    await root.commit()
    expect(fs.existsSync(path.join(outDir, 'robots.txt'))).toBe(true)
    expect(fs.existsSync(path.join(outDir, 'fr/img/logo.svg'))).toBe(true)
    expect(fs.existsSync(path.join(outDir, 'fr/robots.txt'))).toBe(false)
    expect(fr.outDir).toBe(path.join(outDir, 'fr'))
  })
})
