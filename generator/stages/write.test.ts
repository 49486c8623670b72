import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { normalizeConfig } from './config.js'
import { snapshotDir, tempDir, writeTree } from '../test/helpers.js'
import type { OutputFile } from '../core/types.js'
import { OutputFolder, recoverStaleTemps, tempPrefix, writeFileUnder, writeSite } from './write.js'

/** A site folder with static/ and an output folder `dist` inside a fresh temp dir. */
function setup(staticFiles: Record<string, string> = { 'img/logo.svg': '<svg/>' }) {
  const root = writeTree(
    tempDir('ssg-write-'),
    Object.fromEntries(Object.entries(staticFiles).map(([k, v]) => [`static/${k}`, v])),
  )
  const config = normalizeConfig(root, {}, null, { outDir: path.join(root, 'dist') })
  return { root, config, outDir: config.outDir }
}
const pages = (n: number, tag = 'v1'): OutputFile[] =>
  Array.from({ length: n }, (_, i) => ({ path: `p${i}/index.html`, contents: `<h1>${tag} page ${i}</h1>` }))
const temps = (outDir: string) => fs.readdirSync(path.dirname(outDir)).filter((n) => n.startsWith(tempPrefix(outDir)))

describe('generator/write', () => {
  test('static files whose bytes the output folder already has are kept where they are (not copied again); changed, new and removed ones are', async () => {
    const root = tempDir()
    writeTree(root, {
      'site.config.ts': 'export default {}',
      'static/img/a.png': 'A',
      'static/img/b.png': 'B',
      'static/robots.txt': 'R',
      'static/gone.txt': 'G',
    })
    const config = normalizeConfig(root, {}, null)
    const commit = async () => {
      const folder = await OutputFolder.open(config)
      await (await folder.under('fr', config.staticDir)).write([])
      await folder.commit()
    }
    await commit()
    const ino = (rel: string) => fs.statSync(path.join(config.outDir, rel)).ino
    const before = { a: ino('img/a.png'), b: ino('img/b.png'), frA: ino('fr/img/a.png') }
    fs.writeFileSync(path.join(root, 'static/img/b.png'), 'B2')
    fs.writeFileSync(path.join(root, 'static/img/c.png'), 'C')
    fs.rmSync(path.join(root, 'static/gone.txt'))
    await commit()
    expect(ino('img/a.png')).toBe(before.a)
    expect(ino('fr/img/a.png')).toBe(before.frA)
    const out = snapshotDir(config.outDir)
    expect(Object.fromEntries([...out].map(([rel, b]) => [rel, b.toString()]))).toEqual({
      'img/a.png': 'A',
      'img/b.png': 'B2',
      'img/c.png': 'C',
      'robots.txt': 'R',
      'fr/img/a.png': 'A',
      'fr/img/b.png': 'B2',
      'fr/img/c.png': 'C',
    })
  })

  test("with content hashes (the cache's memo), a static file is kept when its hash is the output copy's, without comparing bytes; an unknown hash falls back to comparing them", async () => {
    const root = tempDir()
    writeTree(root, { 'site.config.ts': 'export default {}', 'static/a.txt': 'A', 'static/b.txt': 'B' })
    const config = normalizeConfig(root, {}, null)
    const commit = async (hashOf?: (file: string) => string | null) => {
      const folder = await OutputFolder.open(config, hashOf)
      await folder.write([])
      await folder.commit()
    }
    await commit()
    fs.writeFileSync(path.join(root, 'static/a.txt'), 'A2')
    fs.writeFileSync(path.join(root, 'static/b.txt'), 'B2')
    const asked: string[] = []
    // A memo that (wrongly) says a.txt is unchanged is believed: no bytes compared; b.txt is not in it, so
    // its bytes are.
    await commit((file) => {
      asked.push(path.relative(root, file))
      return path.basename(file) === 'a.txt' ? 'same' : null
    })
    expect(asked.sort()).toEqual(['dist/a.txt', 'static/a.txt', 'static/b.txt'])
    expect(fs.readFileSync(path.join(config.outDir, 'a.txt'), 'utf8')).toBe('A')
    expect(fs.readFileSync(path.join(config.outDir, 'b.txt'), 'utf8')).toBe('B2')
  })

  test('writes every file and copies static/, reporting files and bytes', async () => {
    const { config, outDir } = setup()
    const report = await writeSite(config, [
      { path: 'index.html', contents: '<h1>é</h1>' },
      { path: 'a/b.json', contents: new Uint8Array([1, 2, 3]) },
    ])
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
    [
      'a file outside the output folder',
      [
        { path: 'ok.html', contents: 'ok' },
        { path: '../escape.html', contents: 'x' },
      ],
    ],
    [
      'a file where a folder must be',
      [
        { path: 'a', contents: 'file' },
        { path: 'a/b.html', contents: 'x' },
      ],
    ],
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
    writeTree(parent, {
      [`${tempPrefix(outDir)}abc123/index.html`]: 'half',
      [`${tempPrefix(outDir)}def456-old/index.html`]: 'older',
    })
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
    fs.writeFileSync(
      child,
      [
        `import { writeSite } from ${JSON.stringify(path.join(import.meta.dirname, 'write.ts'))}`,
        `const config = ${JSON.stringify(config)}`,
        `const files = Array.from({ length: 300 }, (_, i) => ({ path: \`p\${i}/index.html\`, contents: \`<h1>new page \${i}</h1>\` }))`,
        `process.stdout.write('ready\\n')`,
        `for (;;) await writeSite(config, files)`,
      ].join('\n'),
    )
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

describe("stages/write: a locale's subfolder", () => {
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

/** Inode and mtime of every file under `dir`: a file that keeps both was not touched. */
function stamps(dir: string): Map<string, [number, number]> {
  return new Map(
    [...snapshotDir(dir).keys()].map((rel) => {
      const st = fs.statSync(path.join(dir, rel))
      return [rel, [st.ino, st.mtimeMs]]
    }),
  )
}

/** Open, write and commit one build through OutputFolder, returning what commit() reports. */
async function commitFiles(config: ReturnType<typeof setup>['config'], files: OutputFile[]): Promise<string[]> {
  const folder = await OutputFolder.open(config)
  await folder.write(files)
  return (await folder.commit()).changed
}

/** Write `files` (path → text) under a temp folder named as a build's, beside `outDir`; returns its path. */
function handMadeTemp(outDir: string, files: Record<string, string>): string {
  const tmp = path.join(path.dirname(outDir), `${tempPrefix(outDir)}abc`)
  fs.mkdirSync(tmp, { recursive: true })
  return writeTree(tmp, files)
}

describe('stages/write: committing into an existing output folder in place', () => {
  test('without an output folder the temp folder itself is renamed into place and every file is reported as changed', async () => {
    const { config, outDir } = setup()
    const folder = await OutputFolder.open(config)
    await folder.write([
      { path: 'index.html', contents: 'home' },
      { path: 'a/b.html', contents: 'b' },
    ])
    const tmpIno = fs.statSync(folder.tmp).ino
    const { changed } = await folder.commit()
    expect(changed).toEqual(['a/b.html', 'img/logo.svg', 'index.html'])
    expect(fs.statSync(outDir).ino, 'the temp folder became the output folder').toBe(tmpIno)
    expect(temps(outDir)).toEqual([])
  })

  test('a rebuild of the same files touches nothing: every file (static ones too) keeps its inode and mtime, and commit reports no change', async () => {
    const { config, outDir } = setup({ 'img/logo.svg': '<svg/>', 'robots.txt': 'User-agent: *\n' })
    const files = [...pages(5), { path: 'data/blob.bin', contents: new Uint8Array([0, 1, 2, 255]) }]
    await writeSite(config, files)
    const before = stamps(outDir)
    const snap = snapshotDir(outDir)
    expect(await commitFiles(config, files)).toEqual([])
    expect(stamps(outDir)).toEqual(before)
    expect(snapshotDir(outDir)).toEqual(snap)
    // writeSite goes the same way.
    await writeSite(config, files)
    expect(stamps(outDir)).toEqual(before)
    expect(temps(outDir)).toEqual([])
  })

  test('a rebuild replaces a changed file, adds a new one, deletes the ones no longer made and the folders they empty, keeping a folder that still holds files', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'index.html', contents: 'home v1' },
      { path: 'same.html', contents: 'same' },
      { path: 'docs/a.html', contents: 'a' },
      { path: 'docs/b.html', contents: 'b' },
      { path: 'gone/deep/er/x.html', contents: 'x' },
      { path: 'gone/y.html', contents: 'y' },
    ])
    const before = stamps(outDir)
    const changed = await commitFiles(config, [
      { path: 'index.html', contents: 'home v2' },
      { path: 'same.html', contents: 'same' },
      { path: 'docs/b.html', contents: 'b' },
      { path: 'new/page.html', contents: 'new' },
    ])
    expect(changed).toEqual(['docs/a.html', 'gone/deep/er/x.html', 'gone/y.html', 'index.html', 'new/page.html'])
    expect(Object.fromEntries([...snapshotDir(outDir)].map(([k, v]) => [k, v.toString()]))).toEqual({
      'docs/b.html': 'b',
      'index.html': 'home v2',
      'new/page.html': 'new',
      'same.html': 'same',
    })
    expect(
      fs.existsSync(path.join(outDir, 'gone')),
      'a folder emptied by the deletions (and its emptied subfolders) is removed',
    ).toBe(false)
    expect(fs.statSync(path.join(outDir, 'docs')).isDirectory(), 'a folder still holding a file stays').toBe(true)
    const after = stamps(outDir)
    expect(after.get('same.html')).toEqual(before.get('same.html'))
    expect(after.get('docs/b.html')).toEqual(before.get('docs/b.html'))
    expect(temps(outDir)).toEqual([])
  })

  test('an empty folder the build did not empty is left alone', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [{ path: 'index.html', contents: 'x' }])
    fs.mkdirSync(path.join(outDir, 'empty-by-hand'))
    expect(await commitFiles(config, [{ path: 'index.html', contents: 'x' }])).toEqual([])
    expect(fs.existsSync(path.join(outDir, 'empty-by-hand'))).toBe(true)
  })

  test('a folder replaced by a file of the same name is committed: the folder goes, the file takes its place', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'section/index.html', contents: 'section' },
      { path: 'section/deep/more.html', contents: 'more' },
      { path: 'keep.html', contents: 'keep' },
    ])
    const changed = await commitFiles(config, [
      { path: 'section', contents: 'now a file' },
      { path: 'keep.html', contents: 'keep' },
    ])
    expect(changed).toEqual(['section', 'section/deep/more.html', 'section/index.html'])
    expect(texts(outDir)).toEqual({ 'keep.html': 'keep', section: 'now a file' })
    expect(fs.statSync(path.join(outDir, 'section')).isFile()).toBe(true)
    expect(temps(outDir)).toEqual([])
  })

  // A file of the output folder where the new build has a folder (ENOTDIR when statting under it) is replaced
  // by the folder.
  test('a file replaced by a folder of the same name is committed: the file goes, the folder takes its place', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'page', contents: 'a file named page' },
      { path: 'keep.html', contents: 'keep' },
    ])
    const changed = await commitFiles(config, [
      { path: 'page/index.html', contents: 'now a folder' },
      { path: 'keep.html', contents: 'keep' },
    ])
    expect(changed).toEqual(['page', 'page/index.html'])
    expect(texts(outDir)).toEqual({ 'keep.html': 'keep', 'page/index.html': 'now a folder' })
    expect(temps(outDir)).toEqual([])
  })

  test('files a render thread kept (writeFileUnder, then keep()) stay untouched; files neither written nor kept are deleted', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'p/kept.html', contents: 'kept' },
      { path: 'p/dropped.html', contents: 'dropped' },
      { path: 'rewritten.html', contents: 'v1' },
    ])
    const before = stamps(outDir)
    const folder = await OutputFolder.open(config)
    const kept: string[] = []
    const made = new Set<string>()
    writeFileUnder(folder.tmp, { path: 'p/kept.html', contents: 'kept' }, made, outDir, kept)
    writeFileUnder(folder.tmp, { path: 'rewritten.html', contents: 'v2' }, made, outDir, kept)
    expect(kept).toEqual([path.join(folder.tmp, 'p/kept.html')])
    folder.keep(kept)
    expect((await folder.commit()).changed).toEqual(['p/dropped.html', 'rewritten.html'])
    expect(stamps(outDir).get('p/kept.html')).toEqual(before.get('p/kept.html'))
    expect(fs.readFileSync(path.join(outDir, 'rewritten.html'), 'utf8')).toBe('v2')
    expect(fs.existsSync(path.join(outDir, 'p/dropped.html'))).toBe(false)
  })

  test("a locale subfolder's kept files are kept at their path under the root output folder", async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'index.html', contents: 'en' },
      { path: 'fr/index.html', contents: 'fr' },
      { path: 'fr/old.html', contents: 'old' },
    ])
    const before = stamps(outDir)
    const root = await OutputFolder.open(config)
    const fr = await root.under('fr', config.staticDir)
    await root.write([{ path: 'index.html', contents: 'en' }])
    const kept: string[] = []
    writeFileUnder(fr.tmp, { path: 'index.html', contents: 'fr' }, new Set(), fr.outDir, kept)
    fr.keep(kept)
    expect((await root.commit()).changed).toEqual(['fr/old.html'])
    expect(stamps(outDir)).toEqual(new Map([...before].filter(([rel]) => rel !== 'fr/old.html')))
  })

  test('the journal, listing the deletions, is in the temp folder before the commit changes anything in the output folder', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'old.html', contents: 'old' },
      { path: 'sub/old2.html', contents: 'old2' },
      { path: 'changed.html', contents: 'v1' },
    ])
    const before = snapshotDir(outDir)
    const folder = await OutputFolder.open(config)
    await folder.write([
      { path: 'changed.html', contents: 'v2' },
      { path: 'added/new.html', contents: 'new' },
    ])
    const seen: { journal: { removed: string[] } | null; output: Map<string, Buffer> }[] = []
    const restore = watchOutput(outDir, () => {
      if (seen.length === 0) seen.push({ journal: readJournal(folder.tmp), output: snapshotDir(outDir) })
    })
    try {
      await folder.commit()
    } finally {
      restore()
    }
    expect(seen.length, 'the commit changed the output folder through the watched calls').toBe(1)
    expect(seen[0]!.output, 'nothing had changed yet').toEqual(before)
    expect([...seen[0]!.journal!.removed].sort()).toEqual(['old.html', 'sub/old2.html'])
    expect(temps(outDir)).toEqual([])
  })

  test('a commit killed at any of its changes to the output folder is completed from its journal by recoverStaleTemps', async () => {
    const oldFiles: OutputFile[] = [
      { path: 'old.html', contents: 'old' },
      { path: 'gone/old2.html', contents: 'old2' },
      { path: 'changed.html', contents: 'v1' },
      { path: 'same.html', contents: 'same' },
      { path: 'deep/er/x.html', contents: 'x' },
      { path: 'kept/a.html', contents: 'a' },
      { path: 'kept/b.html', contents: 'b' },
    ]
    const newFiles: OutputFile[] = [
      { path: 'changed.html', contents: 'v2' },
      { path: 'same.html', contents: 'same' },
      { path: 'added/new.html', contents: 'new' },
      { path: 'added/other.html', contents: 'other' },
      { path: 'kept/b.html', contents: 'b2' },
    ]
    const expected = {
      'added/new.html': 'new',
      'added/other.html': 'other',
      'changed.html': 'v2',
      'kept/b.html': 'b2',
      'same.html': 'same',
    }
    // Count the changes a whole commit makes, then stop one at each of them.
    let total = 0
    {
      const { config, outDir } = setup({})
      await writeSite(config, oldFiles)
      const restore = watchOutput(outDir, () => void total++)
      try {
        await commitFiles(config, newFiles)
      } finally {
        restore()
      }
      expect(texts(outDir)).toEqual(expected)
    }
    expect(total).toBeGreaterThan(4)
    for (let k = 0; k < total; k++) {
      const { config, outDir } = setup({})
      await writeSite(config, oldFiles)
      const same = fs.statSync(path.join(outDir, 'same.html')).ino
      // A kill stops everything after it: once killed, every later change throws too (one swallowed
      // by the commit, as removeEmptyUp swallows a failed rmdir, must not let it carry on).
      let n = 0
      let killed = false
      const restore = watchOutput(outDir, () => {
        if (killed || n++ === k) {
          killed = true
          throw new Error(`killed at change ${k}`)
        }
      })
      try {
        await expect(commitFiles(config, newFiles)).rejects.toThrow(`killed at change ${k}`)
      } finally {
        restore()
      }
      expect(temps(outDir), 'the temp folder and its journal are left for the next build').toHaveLength(1)
      await recoverStaleTemps(outDir)
      expect(texts(outDir), `killed at change ${k} of ${total}`).toEqual(expected)
      expect(fs.statSync(path.join(outDir, 'same.html')).ino, 'an unchanged file is never replaced').toBe(same)
      expect(temps(outDir)).toEqual([])
    }
  })

  // Rolling forward again after a folder was replaced by a file: the journal's deletions under the old folder
  // are already done.
  test('a commit killed after a folder was replaced by a file is completed by recoverStaleTemps, and the next build works', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'changed.html', contents: 'v1' },
      { path: 'dir', contents: 'a file, moved in before the kill' },
    ])
    handMadeTemp(outDir, {
      'changed.html': 'v2',
      '.cwc-commit': JSON.stringify({ removed: ['dir/index.html', 'dir/sub/more.html'] }),
    })
    await recoverStaleTemps(outDir)
    expect(texts(outDir)).toEqual({ 'changed.html': 'v2', dir: 'a file, moved in before the kill' })
    expect(temps(outDir)).toEqual([])
    await writeSite(config, [{ path: 'changed.html', contents: 'v3' }])
    expect(texts(outDir)).toEqual({ 'changed.html': 'v3' })
  })

  test('a temp folder with a journal (a build killed during its commit) is rolled forward: deletions done, its files moved in, the folder removed', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'old.html', contents: 'old' },
      { path: 'keep.html', contents: 'keep' },
      { path: 'changed.html', contents: 'v1' },
      { path: 'moved-before-the-kill.html', contents: 'new already' },
    ])
    const keep = fs.statSync(path.join(outDir, 'keep.html')).ino
    handMadeTemp(outDir, {
      'changed.html': 'v2',
      'added/new.html': 'new',
      '.cwc-commit': JSON.stringify({ removed: ['old.html'] }),
    })
    await recoverStaleTemps(outDir)
    expect(texts(outDir)).toEqual({
      'added/new.html': 'new',
      'changed.html': 'v2',
      'keep.html': 'keep',
      'moved-before-the-kill.html': 'new already',
    })
    expect(fs.statSync(path.join(outDir, 'keep.html')).ino).toBe(keep)
    expect(temps(outDir)).toEqual([])
    // The next build starts from the completed state.
    expect(
      await commitFiles(config, [
        { path: 'changed.html', contents: 'v2' },
        { path: 'added/new.html', contents: 'new' },
        { path: 'keep.html', contents: 'keep' },
      ]),
    ).toEqual(['moved-before-the-kill.html'])
  })

  test.each<[string, string | null]>([
    ['no journal (killed before its commit)', null],
    ['a journal that is not JSON', '{"removed": ["old.ht'],
    ['a journal whose removed is not a list', JSON.stringify({ removed: 'old.html' })],
    ['a journal listing something other than paths', JSON.stringify({ removed: [1] })],
  ])('a temp folder with %s is discarded and the output folder left untouched', async (_name, journal) => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'old.html', contents: 'old' },
      { path: 'changed.html', contents: 'v1' },
    ])
    const before = stamps(outDir)
    const snap = snapshotDir(outDir)
    handMadeTemp(outDir, {
      'changed.html': 'v2',
      'added.html': 'new',
      ...(journal === null ? {} : { '.cwc-commit': journal }),
    })
    await recoverStaleTemps(outDir)
    expect(snapshotDir(outDir)).toEqual(snap)
    expect(stamps(outDir)).toEqual(before)
    expect(temps(outDir)).toEqual([])
  })

  test('a journal naming paths with .. deletes nothing outside the output folder', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'old.html', contents: 'old' },
      { path: 'keep.html', contents: 'keep' },
    ])
    const parent = path.dirname(outDir)
    writeTree(parent, { 'secret.txt': 'mine', 'dist-backup/index.html': 'mine too' })
    handMadeTemp(outDir, {
      'new.html': 'new',
      '.cwc-commit': JSON.stringify({
        removed: [
          'old.html',
          '../secret.txt',
          'keep.html/../../dist-backup/index.html',
          '..\\secret.txt',
          'x/../../secret.txt',
        ],
      }),
    })
    await recoverStaleTemps(outDir)
    expect(fs.readFileSync(path.join(parent, 'secret.txt'), 'utf8')).toBe('mine')
    expect(fs.readFileSync(path.join(parent, 'dist-backup/index.html'), 'utf8')).toBe('mine too')
    expect(texts(outDir), 'the safe part of the journal is still carried out').toEqual({
      'keep.html': 'keep',
      'new.html': 'new',
    })
    expect(temps(outDir)).toEqual([])
  })

  // A commit that fails after its journal (a rename refused) keeps its temp folder, so the next build completes it.
  test('a commit that fails part-way leaves the output folder the old site or (once recovered) the new one, never a mix', async () => {
    const { config, outDir } = setup({})
    await writeSite(config, [
      { path: 'old.html', contents: 'old' },
      { path: 'changed.html', contents: 'v1' },
    ])
    const oldTexts = texts(outDir)
    let renames = 0
    const restore = watchOutput(outDir, (op) => {
      if (op === 'rename' && renames++ === 1)
        throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' })
    })
    try {
      await expect(
        writeSite(config, [
          { path: 'changed.html', contents: 'v2' },
          { path: 'added.html', contents: 'new' },
        ]),
      ).rejects.toThrow('EBUSY')
    } finally {
      restore()
    }
    await recoverStaleTemps(outDir)
    expect([oldTexts, { 'added.html': 'new', 'changed.html': 'v2' }]).toContainEqual(texts(outDir))
  })

  test('writeFileUnder with the previous output and a kept list writes nothing for identical bytes and reports the target as kept', () => {
    const previous = writeTree(tempDir('ssg-prev-'), {
      'a/b.html': '<p>é</p>',
      'bin/x.dat': new Uint8Array([9, 8, 7]),
      'differs.html': 'old',
      'folder.html/inside': 'x',
    })
    const dir = tempDir('ssg-tmp-')
    const kept: string[] = []
    const made = new Set<string>()
    expect(writeFileUnder(dir, { path: 'a/b.html', contents: '<p>é</p>' }, made, previous, kept)).toBe(
      Buffer.byteLength('<p>é</p>'),
    )
    expect(writeFileUnder(dir, { path: 'bin/x.dat', contents: new Uint8Array([9, 8, 7]) }, made, previous, kept)).toBe(
      3,
    )
    expect(fs.readdirSync(dir, { recursive: true }), 'not even their folders are made').toEqual([])
    expect(kept).toEqual([path.join(dir, 'a/b.html'), path.join(dir, 'bin/x.dat')])
    // Different bytes, a file the previous output does not have, or a folder at its path: written, not kept.
    writeFileUnder(dir, { path: 'differs.html', contents: 'new' }, made, previous, kept)
    writeFileUnder(dir, { path: 'c/new.html', contents: 'n' }, made, previous, kept)
    writeFileUnder(dir, { path: 'folder.html', contents: 'f' }, made, previous, kept)
    expect(kept).toHaveLength(2)
    expect(texts(dir)).toEqual({ 'c/new.html': 'n', 'differs.html': 'new', 'folder.html': 'f' })
    // Without a list to report to, identical bytes are written (nothing else would keep them).
    const other = tempDir('ssg-tmp-')
    writeFileUnder(other, { path: 'a/b.html', contents: '<p>é</p>' }, new Set(), previous)
    expect(texts(other)).toEqual({ 'a/b.html': '<p>é</p>' })
    expect(() => writeFileUnder(dir, { path: '../out.html', contents: 'x' }, made, previous, kept)).toThrow()
  })
})

/** Every file under `dir` as text (relative path → contents). */
function texts(dir: string): Record<string, string> {
  return Object.fromEntries([...snapshotDir(dir)].map(([k, v]) => [k, v.toString()]))
}

/** The commit journal in a temp folder, if any. */
function readJournal(tmp: string): { removed: string[] } | null {
  const file = path.join(tmp, '.cwc-commit')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { removed: string[] }) : null
}

type OutputOp = 'rm' | 'rmdir' | 'rename' | 'mkdir'

/**
 * Call `hook` before each synchronous fs call that changes something inside `outDir` (a commit's
 * deletions, folder removals, moves and new folders are such calls); a hook that throws stops the
 * commit there, as a kill would. Returns the function that restores fs.
 */
function watchOutput(outDir: string, hook: (op: OutputOp, target: string) => void): () => void {
  const inside = (p: fs.PathLike) => String(p).startsWith(outDir + path.sep)
  const { rmSync, rmdirSync, renameSync, mkdirSync } = fs
  const spies = [
    vi.spyOn(fs, 'rmSync').mockImplementation((p, o) => {
      if (inside(p)) hook('rm', String(p))
      rmSync(p, o)
    }),
    vi.spyOn(fs, 'rmdirSync').mockImplementation((p, o) => {
      if (inside(p)) hook('rmdir', String(p))
      rmdirSync(p, o)
    }),
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (inside(to)) hook('rename', String(to))
      renameSync(from, to)
    }),
    vi.spyOn(fs, 'mkdirSync').mockImplementation(((p: fs.PathLike, o?: fs.MakeDirectoryOptions) => {
      if (inside(p)) hook('mkdir', String(p))
      return mkdirSync(p, o)
    }) as typeof fs.mkdirSync),
  ]
  return () => {
    for (const s of spies) s.mockRestore()
  }
}
