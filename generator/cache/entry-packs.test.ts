import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { tempDir } from '../test/helpers.js'
import { commitStaged, discardStaged, stageFolder } from './disk-cache.js'
import { dropPacks, entryFileIn, entryKeys, flushPacks, hasEntry, readEntryText, sweepFolder, writeEntryFile } from './entry-packs.js'

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

  test('a cold build commits its packs whole; a build committing into a folder with entries writes its packed ones out as files, which are read before an older packed copy', async () => {
    const s = store()
    for (const key of ['a', 'b', 'c']) writeEntryFile(s, 'pages', key, () => `1 ${key}`)
    await commitStaged(s.dir, s.stage)
    const pages = path.join(s.dir, 'pages')
    expect(names(pages).map((n) => path.extname(n))).toEqual(['.pack'])
    expect(readEntryText(pages, 'b')).toBe('1 b')

    const second = stageFolder(s.dir)
    for (const key of ['b', 'd']) writeEntryFile({ dir: s.dir, stage: second }, 'pages', key, () => `2 ${key}`)
    await commitStaged(s.dir, second)
    expect(names(pages).filter((n) => !n.endsWith('.pack'))).toEqual(['b.json', 'd.json'])
    expect(['a', 'b', 'c', 'd'].map((key) => readEntryText(pages, key))).toEqual(['1 a', '2 b', '1 c', '2 d'])
    expect(entryKeys(pages)).toEqual(['a', 'b', 'c', 'd'])
  })

  test('a failed build\'s open packs are dropped: no pack of it is left, and a later flush writes nothing', async () => {
    const s = store()
    writeEntryFile(s, 'pages', 'a', () => 'A')
    dropPacks(s.stage)
    flushPacks()
    expect(names(path.join(s.stage, 'pages'))).toEqual([])
    writeEntryFile(s, 'pages', 'b', () => 'B')
    await discardStaged(s.stage)
    flushPacks()
    expect(fs.existsSync(s.stage)).toBe(false)
  })

  test('the sweep keeps a pack while more than half of it is used and not shadowed; a sparser pack\'s used entries become files; unused files and temp files go', async () => {
    const s = store()
    const write = (stage: string, keys: string[]) => {
      for (const key of keys) writeEntryFile({ dir: s.dir, stage }, 'pages', key, () => `v ${key}`)
      flushPacks(stage)
    }
    const stage = s.stage
    write(stage, ['a1', 'a2', 'a3'])
    write(stage, ['b1', 'b2', 'b3', 'b4'])
    write(stage, ['c1', 'c2'])
    await commitStaged(s.dir, stage)
    const pages = path.join(s.dir, 'pages')
    const packs = names(pages)
    expect(packs.length).toBe(3)
    fs.writeFileSync(entryFileIn(pages, 'a3'), 'v a3')
    fs.writeFileSync(entryFileIn(pages, 'gone'), 'stale')
    fs.writeFileSync(`${entryFileIn(pages, 'a1')}.1-x.tmp`, 'half')
    // a: a1 and a2 used (a3 is shadowed by its own file) — 2 of 3, kept; b: b1 only — written out; c: none used — removed.
    await sweepFolder(pages, new Set(['a1', 'a2', 'a3', 'b1']))
    const left = names(pages)
    expect(left.filter((n) => n.endsWith('.pack')).length).toBe(1)
    expect(left.filter((n) => !n.endsWith('.pack'))).toEqual(['a3.json', 'b1.json'])
    expect(entryKeys(pages)).toEqual(['a1', 'a2', 'a3', 'b1'])
    for (const key of ['a1', 'a2', 'a3', 'b1']) expect(readEntryText(pages, key)).toBe(`v ${key}`)
    expect(readEntryText(pages, 'c1')).toBeNull()
  })

  test('a pack cut short (its index is at its end) or without an index is no entry at all; an altered entry is read as it is, for its seal to refuse; nothing throws', () => {
    const s = store()
    for (const key of ['a', 'b', 'c']) writeEntryFile(s, 'pages', key, () => `entry ${key}`)
    flushPacks(s.stage)
    const staged = path.join(s.stage, 'pages')
    const pack = path.join(staged, names(staged)[0]!)
    const bytes = fs.readFileSync(pack)
    // Edited by hand (a build never writes a pack twice: a new name changes the folder, and the folder's listing is read again).
    const copy = (name: string, data: Buffer | string) => {
      for (const n of names(staged)) fs.rmSync(path.join(staged, n))
      fs.writeFileSync(path.join(staged, name), data)
    }
    copy('altered.pack', Buffer.from(bytes.toString('latin1').replace('entry b', 'entry X'), 'latin1'))
    expect(['a', 'b', 'c'].map((key) => readEntryText(staged, key))).toEqual(['entry a', 'entry X', 'entry c'])
    copy('short.pack', bytes.subarray(0, bytes.length - 2))
    expect(entryKeys(staged)).toEqual([])
    expect(readEntryText(staged, 'a')).toBeNull()
    copy('longer.pack', Buffer.concat([Buffer.from('x'), bytes]))
    expect(entryKeys(staged), 'the index accounts for every byte before it').toEqual([])
    copy('none.pack', 'entry a')
    expect(entryKeys(staged)).toEqual([])
    copy('empty.pack', '')
    expect(entryKeys(staged)).toEqual([])
  })
})
