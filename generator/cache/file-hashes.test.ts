/** Content hashes with a stat memo: a memoised hash is used only while size, mtime and inode match. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { makeSite, tempDir } from '../test/helpers.js'
import { build } from '../build.js'
import { FileHashes } from './file-hashes.js'

describe('FileHashes', () => {
  test('hashes bytes, memoises old files, never trusts a memo whose stat changed, skips recent files', () => {
    const dir = tempDir(),
      cache = path.join(dir, 'cache'),
      file = path.join(dir, 'a.txt'),
      recent = path.join(dir, 'b.txt')
    fs.writeFileSync(file, 'one')
    fs.writeFileSync(recent, 'two')
    fs.utimesSync(file, new Date('2020-01-01'), new Date('2020-01-01'))
    const first = FileHashes.load(cache)
    const h = first.hash(file)
    expect(h).toBe('fe05bcdcdc4928012781a5f1a2a77cbb5398e106') // sha1('one')
    expect(first.hash(path.join(dir, 'missing'))).toBeNull()
    expect(first.hash(recent)).toBe('ad782ecdac770fc6eb9a62e44f90873fb97fb26b')
    first.save()
    const memo = JSON.parse(fs.readFileSync(path.join(cache, 'files.json'), 'utf8')) as {
      files: Record<string, unknown>
    }
    expect(Object.keys(memo.files)).toEqual([file]) // b.txt was modified just now: not memoised

    // The memo is what a later build reads; a forged hash under the same stat shows it is used…
    memo.files[file] = [...(memo.files[file] as unknown[]).slice(0, 3), 'memoised']
    fs.writeFileSync(path.join(cache, 'files.json'), JSON.stringify(memo))
    expect(FileHashes.load(cache).hash(file)).toBe('memoised')
    // …and only while the stat matches: new bytes of the same size under another mtime are read.
    fs.writeFileSync(file, 'two')
    expect(FileHashes.load(cache).hash(file)).toBe('ad782ecdac770fc6eb9a62e44f90873fb97fb26b')
    // A corrupt memo is ignored.
    fs.writeFileSync(path.join(cache, 'files.json'), '{"v":1,"files":')
    expect(FileHashes.load(cache).hash(file)).toBe('ad782ecdac770fc6eb9a62e44f90873fb97fb26b')
  })

  test('static files are compared with the output folder through the memo: a file changed to other bytes of the same size, or an output copy changed since, is copied again', async () => {
    const root = makeSite({
      'site.config.ts': `export default { title: 'Static' }\n`,
      'content/docs/index.md': '# Home\n',
      'static/data.bin': 'aaaa',
      'static/other.bin': 'cccc',
    })
    const outDir = path.join(tempDir('ssg-static-'), 'dist')
    const old = new Date('2020-01-01')
    // Files older than the memo's 2 s window, so that they are memoised.
    fs.utimesSync(path.join(root, 'static/data.bin'), old, old)
    fs.utimesSync(path.join(root, 'static/other.bin'), old, old)
    await build(root, { outDir })
    fs.utimesSync(path.join(outDir, 'data.bin'), old, old)
    fs.utimesSync(path.join(outDir, 'other.bin'), old, old)
    await build(root, { outDir }) // the output copies are memoised now
    fs.writeFileSync(path.join(root, 'static/data.bin'), 'bbbb')
    fs.writeFileSync(path.join(outDir, 'other.bin'), 'dddd')
    await build(root, { outDir })
    expect(fs.readFileSync(path.join(outDir, 'data.bin'), 'utf8')).toBe('bbbb')
    expect(fs.readFileSync(path.join(outDir, 'other.bin'), 'utf8')).toBe('cccc')
  })
})
