/**
 * The memo of parsed sources: a file whose size, mtime and inode are those it had when it was
 * read (long enough ago), read as the same kind, relative path and format under the same code
 * version, comes back from the memo — deep-equal to its parse, dates included — without being
 * read; anything else is read again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseSource } from '../stages/content.js'
import { tempDir } from '../test/helpers.js'
import type { MarkdownFormat, SourceFile, SourceKind } from '../core/types.js'
import { commitStaged } from './disk-cache.js'
import { OLD_SOURCES, SOURCES, SourceMemo } from './source-memo.js'

const FRONT = [
  '---',
  'title: Dated',
  'date: 2024-01-02',
  'tags: [a, b]',
  'nested:',
  '  when: 2024-03-04T05:06:07Z',
  '  list: [1, 2.5, null, true, "x"]',
  '  days: [2020-02-29, 2021-12-31]',
  '---',
  '',
  '# Body',
  '',
  'Some text.',
  '',
].join('\n')

/** Long enough ago for the memo to keep a file (it skips files modified in the last two seconds). */
const OLD = new Date('2023-05-06T07:08:09Z')

/** A markdown file in a fresh folder, with an mtime well in the past; returns its path. */
function sourceFile(text = FRONT, name = 'doc.md', time: Date | null = OLD): string {
  const file = path.join(tempDir('ssg-memo-'), name)
  fs.writeFileSync(file, text)
  if (time) fs.utimesSync(file, time, time)
  return file
}

/** A read callback that parses the file as the content stage does, counting its calls. */
function reader(file: string, kind: SourceKind = 'doc', relativePath = 'doc.md') {
  const counter = {
    calls: 0,
    read: async (): Promise<SourceFile> => {
      counter.calls++
      return parseSource(fs.readFileSync(file, 'utf8'), file, kind, relativePath)
    },
  }
  return counter
}

/** Read `file` through a memo loaded from `cacheDir`, then save that memo into `cacheDir`. */
async function readAndSave(
  cacheDir: string,
  file: string,
  code = 'code-1',
  as: [SourceKind, string, MarkdownFormat] = ['doc', 'doc.md', 'md'],
) {
  const memo = SourceMemo.load(cacheDir, code)
  const r = reader(file, as[0], as[1])
  const source = await memo.source(file, as[0], as[1], as[2], r.read)
  memo.save()
  return { source, calls: r.calls }
}

describe('cache/source-memo', () => {
  test('a file read once and saved comes back from the next memo without being read, deep-equal to its parse, its front matter dates as Dates', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    const first = await readAndSave(cache, file)
    expect(first.calls).toBe(1)
    expect(first.source.frontmatter.date).toBeInstanceOf(Date) // gray-matter's YAML gives a Date
    expect(fs.existsSync(path.join(cache, SOURCES))).toBe(true)

    const memo = SourceMemo.load(cache, 'code-1')
    const r = reader(file)
    const again = await memo.source(file, 'doc', 'doc.md', 'md', r.read)
    expect(r.calls, 'the memo answered').toBe(0)
    expect(again).toStrictEqual(first.source)
    const fm = again.frontmatter as { date: Date; nested: { when: Date; days: Date[] } }
    expect(fm.date).toBeInstanceOf(Date)
    expect(fm.date.getTime()).toBe(Date.UTC(2024, 0, 2))
    expect(fm.nested.when).toBeInstanceOf(Date)
    expect(fm.nested.when.getTime()).toBe(Date.UTC(2024, 2, 4, 5, 6, 7))
    expect(fm.nested.days.map((d) => d instanceof Date && d.getTime())).toEqual([
      Date.UTC(2020, 1, 29),
      Date.UTC(2021, 11, 31),
    ])

    // A memo that only reused its entries still carries them on (a later build still gets them).
    memo.save()
    const third = reader(file)
    await SourceMemo.load(cache, 'code-1').source(file, 'doc', 'doc.md', 'md', third.read)
    expect(third.calls).toBe(0)
  })

  test('a file whose size or mtime changed is read again, and the memo then holds its new parse', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    await readAndSave(cache, file)
    // New bytes of another size, under the very same (old) mtime.
    fs.writeFileSync(file, FRONT.replace('title: Dated', 'title: Dated, and longer'))
    fs.utimesSync(file, OLD, OLD)
    const bigger = await readAndSave(cache, file)
    expect(bigger.calls).toBe(1)
    expect(bigger.source.frontmatter.title).toBe('Dated, and longer')
    // The same size, another mtime (still old enough to be memoised).
    fs.writeFileSync(file, FRONT.replace('title: Dated', 'title: Fated, and longer'))
    const later = new Date(OLD.getTime() + 60_000)
    fs.utimesSync(file, later, later)
    const sameSize = await readAndSave(cache, file)
    expect(sameSize.calls).toBe(1)
    expect(sameSize.source.frontmatter.title).toBe('Fated, and longer')
    // And that parse is what the memo now gives.
    const again = await readAndSave(cache, file)
    expect(again.calls).toBe(0)
    expect(again.source.frontmatter.title).toBe('Fated, and longer')
  })

  test('a file replaced by another (new inode) with the same size and mtime is read again', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    await readAndSave(cache, file)
    const other = file + '.new'
    fs.writeFileSync(other, FRONT.replace('title: Dated', 'title: Other'))
    fs.utimesSync(other, OLD, OLD)
    fs.renameSync(other, file)
    const replaced = await readAndSave(cache, file)
    expect(replaced.calls).toBe(1)
    expect(replaced.source.frontmatter.title).toBe('Other')
  })

  test('a file modified within the last two seconds is not memoised', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile(FRONT, 'doc.md', null)
    expect((await readAndSave(cache, file)).calls).toBe(1)
    expect((await readAndSave(cache, file)).calls, 'read again: the first read was too close to the write').toBe(1)
    // Once its mtime is old enough it is memoised.
    fs.utimesSync(file, OLD, OLD)
    expect((await readAndSave(cache, file)).calls).toBe(1)
    expect((await readAndSave(cache, file)).calls).toBe(0)
  })

  test('a memo saved under one code version is ignored when loaded under another', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    await readAndSave(cache, file, 'code-1')
    expect((await readAndSave(cache, file, 'code-2')).calls).toBe(1)
    // The memo now belongs to code-2 only.
    expect((await readAndSave(cache, file, 'code-2')).calls).toBe(0)
    expect((await readAndSave(cache, file, 'code-1')).calls).toBe(1)
  })

  test.each<[string, string]>([
    ['truncated', '{"v":1,"code":"code-1","files":{'],
    ['not JSON at all', '\u0000\u0001garbage'],
    ['JSON null', 'null'],
    ['of another format', JSON.stringify({ v: 999, code: 'code-1', files: {} })],
    ['of the first format (one JSON object)', JSON.stringify({ v: 1, code: 'code-1', files: {} })],
    ['with entries of the wrong shape', `{"v":2,"code":"code-1"}\n"/x.md"\t{"stat":"no","as":1}\n"/y.md"\tnull\n`],
    ['with a line cut short', `{"v":2,"code":"code-1"}\n"/x.md"\t{"stat":[1,`],
  ])('a %s sources.json is ignored: the file is read and nothing throws', async (_name, text) => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    fs.writeFileSync(path.join(cache, SOURCES), text)
    const memo = SourceMemo.load(cache, 'code-1')
    const r = reader(file)
    const source = await memo.source(file, 'doc', 'doc.md', 'md', r.read)
    expect(r.calls).toBe(1)
    expect(source.frontmatter.title).toBe('Dated')
    expect(() => memo.save()).not.toThrow()
    // The saved memo replaces the bad one.
    expect((await readAndSave(cache, file)).calls).toBe(0)
  })

  test('the memo of one file never answers for another file, even one read with its relative path', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const a = sourceFile(FRONT, 'a.md')
    const b = sourceFile(FRONT.replace('title: Dated', 'title: B'), 'b.md')
    await readAndSave(cache, a, 'code-1', ['doc', 'a.md', 'md'])
    // b.md has never been read: a memo of a.md must not answer for it, whatever their stats.
    const r = reader(b, 'doc', 'a.md')
    const got = await SourceMemo.load(cache, 'code-1').source(b, 'doc', 'a.md', 'md', r.read)
    expect(r.calls).toBe(1)
    expect(got.frontmatter.title).toBe('B')
  })

  test.each<[string, [SourceKind, string, MarkdownFormat]]>([
    ['another kind', ['post', 'doc.md', 'md']],
    ['another relative path', ['doc', 'guide/doc.md', 'md']],
    ['another format option', ['doc', 'doc.md', 'mdx']],
  ])('the same file read as %s is read again', async (_name, as) => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    await readAndSave(cache, file, 'code-1', ['doc', 'doc.md', 'md'])
    const other = await readAndSave(cache, file, 'code-1', as)
    expect(other.calls).toBe(1)
    expect(other.source.kind).toBe(as[0])
    expect(other.source.relativePath).toBe(as[1])
    expect((await readAndSave(cache, file, 'code-1', as)).calls, 'then memoised as that').toBe(0)
  })

  test('changing a returned SourceFile (front matter, nested values, dates) changes nothing a later lookup returns', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile()
    const first = await readAndSave(cache, file)
    const pristine = structuredClone(first.source)
    // What read() returned is the caller's: changing it after the read does not change the memo.
    first.source.frontmatter.title = 'changed after the read'
    const memo = SourceMemo.load(cache, 'code-1')
    for (let i = 0; i < 2; i++) {
      const r = reader(file)
      const got = await memo.source(file, 'doc', 'doc.md', 'md', r.read)
      expect(r.calls).toBe(0)
      expect(got).toStrictEqual(pristine)
      const fm = got.frontmatter as {
        title: string
        tags: string[]
        date: Date
        nested: { list: unknown[]; when: Date }
      }
      fm.title = 'changed'
      fm.tags.push('c')
      fm.nested.list.length = 0
      fm.date.setTime(0)
      fm.nested.when.setTime(0)
      got.frontmatter.added = true
      got.body = 'changed body'
    }
    memo.save()
    expect((await readAndSave(cache, file)).source).toStrictEqual(pristine)
  })

  test.each<[string, string]>([
    ['Infinity (.inf)', 'big: .inf'],
    ['-Infinity (-.inf)', 'small: -.inf'],
    ['NaN (.nan)', 'odd: .nan'],
    ['binary data (!!binary)', 'blob: !!binary aGVsbG8='],
    ['Infinity deep in a list', 'nested:\n  list: [1, .inf]'],
  ])('front matter holding %s is not memoised (JSON would not give it back)', async (_name, line) => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile(`---\ntitle: T\n${line}\n---\n\nBody.\n`)
    const first = await readAndSave(cache, file)
    expect(first.calls).toBe(1)
    const again = await readAndSave(cache, file)
    expect(again.calls).toBe(1)
    expect(again.source).toStrictEqual(first.source)
  })

  // Dates are stored as `{ "$date": ms }`: front matter that itself holds an object with a `$date` key is not
  // memoised, so it never comes back as a Date.
  test("front matter holding an object shaped like the memo's date tag is not memoised and comes back as that object", async () => {
    const cache = tempDir('ssg-memo-cache-')
    const file = sourceFile('---\ntitle: T\nmeta:\n  $date: 5\n---\n\nBody.\n')
    const first = await readAndSave(cache, file)
    expect(first.source.frontmatter.meta).toEqual({ $date: 5 })
    const again = await readAndSave(cache, file)
    expect(again.calls).toBe(1)
    expect(again.source).toStrictEqual(first.source)
  })

  test("a build that reads one file again carries the other files' entries on, byte for byte; a build that reads nothing new leaves the memo file as it was", async () => {
    const cache = tempDir('ssg-memo-cache-')
    const a = sourceFile(FRONT, 'a.md')
    const b = sourceFile(FRONT.replace('title: Dated', 'title: B'), 'b.md')
    const first = SourceMemo.load(cache, 'code-1')
    await first.source(a, 'doc', 'a.md', 'md', reader(a, 'doc', 'a.md').read)
    await first.source(b, 'doc', 'b.md', 'md', reader(b, 'doc', 'b.md').read)
    first.save()
    const lineOf = (name: string) =>
      fs
        .readFileSync(path.join(cache, SOURCES), 'utf8')
        .split('\n')
        .find((l) => l.startsWith(JSON.stringify(path.join(path.dirname(name === 'a' ? a : b), name + '.md'))))
    const bLine = lineOf('b')
    expect(bLine).toBeTruthy()

    // Nothing new read: the file is not written again.
    const before = fs.statSync(path.join(cache, SOURCES))
    const quiet = SourceMemo.load(cache, 'code-1')
    for (const [f, rel] of [
      [a, 'a.md'],
      [b, 'b.md'],
    ])
      expect((await readBack(quiet, f, rel)).calls).toBe(0)
    quiet.save()
    const after = fs.statSync(path.join(cache, SOURCES))
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs])
    expect(fs.readdirSync(cache), 'no temp file left').toEqual([SOURCES])

    // a.md changed: its new parse is written, b.md's line copied as it was.
    fs.writeFileSync(a, FRONT.replace('title: Dated', 'title: A again'))
    fs.utimesSync(a, OLD, OLD)
    const next = SourceMemo.load(cache, 'code-1')
    expect((await readBack(next, a, 'a.md')).calls).toBe(1)
    expect((await readBack(next, b, 'b.md')).calls).toBe(0)
    next.save()
    expect(lineOf('b')).toBe(bLine)
    const last = SourceMemo.load(cache, 'code-1')
    const againA = await readBack(last, a, 'a.md')
    expect(againA.calls).toBe(0)
    expect(againA.source.frontmatter.title).toBe('A again')
    expect((await readBack(last, b, 'b.md')).source.frontmatter.title).toBe('B')
  })

  test('a memo saved into a staging folder reaches the cache at the commit, and the memo file of the earlier format is removed then', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const stage = path.join(cache, 'staged-test')
    fs.writeFileSync(path.join(cache, OLD_SOURCES), JSON.stringify({ v: 1, code: 'code-1', files: {} }))
    const file = sourceFile()
    const memo = SourceMemo.load(cache, 'code-1', stage)
    expect((await readBack(memo, file, 'doc.md')).calls).toBe(1)
    memo.save()
    expect(fs.existsSync(path.join(cache, SOURCES)), 'not before the commit').toBe(false)
    await commitStaged(cache, stage)
    expect(fs.readdirSync(cache).sort()).toEqual([SOURCES])
    expect((await readBack(SourceMemo.load(cache, 'code-1'), file, 'doc.md')).calls).toBe(0)
  })

  test('a memo dropped (a failed build) leaves no file behind and the old memo as it was', async () => {
    const cache = tempDir('ssg-memo-cache-')
    const stage = tempDir('ssg-memo-stage-')
    const file = sourceFile()
    const memo = SourceMemo.load(cache, 'code-1', stage)
    expect((await readBack(memo, file, 'doc.md')).calls).toBe(1)
    memo.discard()
    expect(fs.readdirSync(stage)).toEqual([])
    expect(fs.readdirSync(cache)).toEqual([])
  })
})

async function readBack(memo: SourceMemo, file: string, rel: string) {
  const r = reader(file, 'doc', rel)
  const source = await memo.source(file, 'doc', rel, 'md', r.read)
  return { source, calls: r.calls }
}
