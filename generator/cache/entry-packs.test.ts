import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { tempDir } from '../test/helpers.js'
import { writeStaged } from './atomic-write.js'
import { commitStaged, discardStaged, stageFolder } from './disk-cache.js'
import {
  entryFileIn,
  entryKeys,
  flushPacks,
  hasEntry,
  openPackCount,
  readEntryText,
  sweepFolder,
  writeEntryFile,
} from './entry-packs.js'

/** A cache folder and a staging folder of it. */
function store() {
  const dir = tempDir('ssg-packs-')
  return { dir, stage: stageFolder(dir) }
}
const names = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [])
const text = (key: string) => `entry ${key} é\n`.repeat(3)

describe('cache entries packed a batch at a time', () => {
  test('staged entries are written as one pack per 64 (the rest when flushed), and each reads back whole', () => {
    const s = store()
    const keys = Array.from({ length: 70 }, (_, i) => `k${i}`)
    for (const key of keys) writeEntryFile(s, 'pages', key, () => text(key))
    const staged = path.join(s.stage, 'pages')
    expect(names(staged).length, 'the first 64 in a closed pack; six in an open one').toBe(2)
    flushPacks(s.stage)
    expect(names(staged).map((n) => path.extname(n))).toEqual(['.pack', '.pack'])
    expect(entryKeys(staged)).toEqual([...keys].sort())
    for (const key of keys) expect(readEntryText(staged, key)).toBe(text(key))
    expect(hasEntry(staged, 'k3')).toBe(true)
    expect(readEntryText(staged, 'nope')).toBeNull()
    expect(hasEntry(staged, 'nope')).toBe(false)
  })

  test('an entry that cannot be made is left out; without a staging folder an entry is a file of its own, written atomically', () => {
    const s = store()
    writeEntryFile(s, 'render', 'bad', () => {
      throw new Error('could not encode')
    })
    writeEntryFile(s, 'render', 'good', () => 'G')
    flushPacks(s.stage)
    expect(entryKeys(path.join(s.stage, 'render'))).toEqual(['good'])
    writeEntryFile({ dir: s.dir }, 'render', 'own', () => 'O')
    expect(names(path.join(s.dir, 'render'))).toEqual(['own.json'])
    expect(readEntryText(path.join(s.dir, 'render'), 'own')).toBe('O')
  })

  test("a cold build commits its packs whole; a later build's packs are moved in and remove the files of their own they supersede; a reader takes a file of its own, then the latest pack", async () => {
    const s = store()
    for (const key of ['a', 'b', 'c']) writeEntryFile(s, 'pages', key, () => `1 ${key}`)
    await commitStaged(s.dir, s.stage)
    const pages = path.join(s.dir, 'pages')
    expect(names(pages).map((n) => path.extname(n))).toEqual(['.pack'])
    expect(readEntryText(pages, 'b')).toBe('1 b')
    // A file of its own (a sweep writes these): read before the packed copy.
    writeEntryFile({ dir: s.dir }, 'pages', 'c', () => 'own c')
    writeEntryFile({ dir: s.dir }, 'pages', 'e', () => 'own e')
    expect(readEntryText(pages, 'c')).toBe('own c')

    const second = stageFolder(s.dir)
    for (const key of ['b', 'c', 'd']) writeEntryFile({ dir: s.dir, stage: second }, 'pages', key, () => `2 ${key}`)
    await commitStaged(s.dir, second)
    const packs = names(pages).filter((n) => n.endsWith('.pack'))
    expect(packs.length).toBe(2)
    expect(packs[0]! < packs[1]!, 'names sort in the order packs were made').toBe(true)
    expect(
      names(pages).filter((n) => !n.endsWith('.pack')),
      'c.json was superseded',
    ).toEqual(['e.json'])
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => readEntryText(pages, key))).toEqual([
      '1 a',
      '2 b',
      '2 c',
      '2 d',
      'own e',
    ])
    expect(entryKeys(pages)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  test("a failed build's open packs are dropped and closed, and nothing more is written into its staging folder", async () => {
    const s = store()
    writeEntryFile(s, 'pages', 'a', () => 'A')
    expect(openPackCount()).toBe(1)
    await discardStaged(s.stage)
    expect(openPackCount()).toBe(0)
    // An entry made late (the main thread's batch still running when the build failed) is not written.
    writeEntryFile(s, 'pages', 'b', () => 'B')
    expect(openPackCount()).toBe(0)
    flushPacks()
    // Nor a bundle whose build ends late (the client bundle, still running when content failed): its write
    // would make the folder again.
    writeStaged(path.join(s.stage, 'bundles', 'client.json'), () => '{}')
    expect(fs.existsSync(s.stage)).toBe(false)
  })

  test("the sweep keeps a pack while more than half of it is used and not shadowed; a sparser pack's used entries become files; unused files and temp files go", async () => {
    const s = store()
    const write = (stage: string, keys: string[]) => {
      for (const key of keys) writeEntryFile({ dir: s.dir, stage }, 'pages', key, () => `v ${key}`)
      flushPacks(stage)
    }
    const stage = s.stage
    write(stage, ['a1', 'a2', 'a3'])
    write(stage, ['b1', 'b2', 'b3', 'b4'])
    write(stage, ['c1', 'c2'])
    write(stage, ['d1', 'b2'])
    await commitStaged(s.dir, stage)
    const pages = path.join(s.dir, 'pages')
    expect(names(pages).length).toBe(4)
    fs.writeFileSync(entryFileIn(pages, 'a3'), 'v a3')
    fs.writeFileSync(entryFileIn(pages, 'gone'), 'stale')
    fs.writeFileSync(`${entryFileIn(pages, 'a1')}.1-x.tmp`, 'half')
    // a: a1, a2 used (a3 shadowed by its own file) — 2 of 3, kept; b: b1 used, b2 too but shadowed by the
    // later pack d — 1 of 4, written out;
    // c: none used — removed; d: both used — kept.
    await sweepFolder(pages, new Set(['a1', 'a2', 'a3', 'b1', 'b2', 'd1']))
    const left = names(pages)
    expect(left.filter((n) => n.endsWith('.pack')).length).toBe(2)
    expect(left.filter((n) => !n.endsWith('.pack'))).toEqual(['a3.json', 'b1.json'])
    expect(entryKeys(pages)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'd1'])
    for (const key of ['a1', 'a2', 'a3', 'b1', 'b2', 'd1']) expect(readEntryText(pages, key)).toBe(`v ${key}`)
    expect(readEntryText(pages, 'c1')).toBeNull()
    // A second sweep with the same entries used changes nothing.
    await sweepFolder(pages, new Set(['a1', 'a2', 'a3', 'b1', 'b2', 'd1']))
    expect(names(pages)).toEqual(left)
  })

  test('a pack cut short (its index is at its end) or without an index is no entry at all; an altered entry is read as it is, for its seal to refuse; nothing throws', () => {
    const s = store()
    for (const key of ['a', 'b', 'c']) writeEntryFile(s, 'pages', key, () => `entry ${key}`)
    flushPacks(s.stage)
    const staged = path.join(s.stage, 'pages')
    const bytes = fs.readFileSync(path.join(staged, names(staged)[0]!))
    // Each variant in a folder of its own (a build never writes a pack twice).
    const folderWith = (data: Buffer | string) => {
      const folder = tempDir('ssg-pack-')
      fs.writeFileSync(path.join(folder, 'x.pack'), data)
      return folder
    }
    const altered = folderWith(Buffer.from(bytes.toString('latin1').replace('entry b', 'entry X'), 'latin1'))
    expect(['a', 'b', 'c'].map((key) => readEntryText(altered, key))).toEqual(['entry a', 'entry X', 'entry c'])
    const short = folderWith(bytes.subarray(0, bytes.length - 2))
    expect(entryKeys(short)).toEqual([])
    expect(readEntryText(short, 'a')).toBeNull()
    expect(
      entryKeys(folderWith(Buffer.concat([Buffer.from('x'), bytes]))),
      'the index accounts for every byte before it',
    ).toEqual([])
    expect(entryKeys(folderWith('entry a'))).toEqual([])
    expect(entryKeys(folderWith(''))).toEqual([])
  })
})
