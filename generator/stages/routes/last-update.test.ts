import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { normalizeConfig } from '../config.js'
import { parseSource } from '../content.js'
import { tempDir, writeTree } from '../../test/helpers.js'
import type { UserConfig } from '../../core/types.js'
import {
  docLastUpdate,
  formatLastUpdate,
  GitLogParser,
  gitState,
  readGitLastUpdates,
  readLastUpdates,
} from './last-update.js'

/** Git with no user or system config, so the test repo is the same everywhere. */
const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
const git = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, { cwd, env: { ...gitEnv, ...env }, stdio: 'pipe' })
const commit = (cwd: string, message: string, date: string, name: string) =>
  git(
    cwd,
    [
      '-c',
      'user.email=t@example.com',
      '-c',
      `user.name=${name}`,
      '-c',
      'commit.gpgsign=false',
      'commit',
      '-q',
      '-m',
      message,
    ],
    { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  )
const day = (iso: string) => Date.parse(iso + 'T12:00:00Z')
const long = (last: string) =>
  Array.from({ length: 12 }, (_, i) => `Line ${i} of a doc that is long enough for git to see a rename.`).join('\n') +
  '\n' +
  last +
  '\n'

/**
 * A site in a git repository: content/docs holds docs committed in four commits (edits, a pure
 * move, a rename with edits, a deletion, a name with a space and an accent), a commit outside
 * the docs folder, and a doc never committed.
 */
let site: string
let docsDir: string
beforeAll(() => {
  site = tempDir('ssg-git-')
  docsDir = path.join(site, 'content/docs')
  git(site, ['init', '-q'])
  writeTree(site, {
    'README.md': 'readme',
    'content/docs/a.md': '# A',
    'content/docs/b.md': '# B',
    'content/docs/old/moved.md': long('moved'),
    'content/docs/r1.md': long('first'),
    'content/docs/gone.md': '# Gone',
  })
  git(site, ['add', '.'])
  commit(site, 'first', '2024-01-01T12:00:00Z', 'Ann Author')
  writeTree(site, { 'content/docs/b.md': '# B, edited', 'content/docs/sp ace é.md': '# Spaced' })
  git(site, ['add', '.'])
  commit(site, 'second', '2024-02-01T12:00:00Z', 'Bob')
  fs.mkdirSync(path.join(docsDir, 'new'))
  git(site, ['mv', 'content/docs/old/moved.md', 'content/docs/new/moved.md'])
  git(site, ['mv', 'content/docs/r1.md', 'content/docs/r2.md'])
  fs.writeFileSync(path.join(docsDir, 'r2.md'), long('second'))
  git(site, ['rm', '-q', 'content/docs/gone.md'])
  git(site, ['add', '.'])
  commit(site, 'moves', '2024-03-01T12:00:00Z', 'Cid')
  fs.writeFileSync(path.join(site, 'README.md'), 'readme, edited')
  git(site, ['add', '.'])
  commit(site, 'outside the docs', '2024-04-01T12:00:00Z', 'Dee')
  fs.writeFileSync(path.join(docsDir, 'c.md'), '# Not committed')
}, 30_000)

/** A `git` that logs each run, then runs the real git: counts the processes a build starts. */
function countingGit(): { command: string; runs: () => number } {
  const dir = tempDir('ssg-git-bin-')
  const log = path.join(dir, 'runs.log')
  const command = path.join(dir, 'git')
  fs.writeFileSync(command, `#!/bin/sh\necho run >> '${log}'\nexec git "$@"\n`, { mode: 0o755 })
  return {
    command,
    runs: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0),
  }
}

const configWith = (docs: UserConfig['docs'], root = site) => normalizeConfig(root, { docs }, null)
const doc = (rel: string, frontmatter: Record<string, unknown> = {}, root = docsDir) => ({
  ...parseSource('# x', path.join(root, rel), 'doc', rel),
  frontmatter,
})

describe('generator/routes/last-update', () => {
  test("one git log over the docs folder: each doc's last commit date and author; a pure move keeps the old history, a rename with edits is an update", async () => {
    const { found, warning } = await readGitLastUpdates(docsDir)
    expect(warning).toBeUndefined()
    expect(
      Object.fromEntries([...found].map(([p, u]) => [p, [new Date(u.timestamp).toISOString().slice(0, 10), u.author]])),
    ).toEqual({
      'a.md': ['2024-01-01', 'Ann Author'],
      'b.md': ['2024-02-01', 'Bob'],
      'sp ace é.md': ['2024-02-01', 'Bob'],
      'new/moved.md': ['2024-01-01', 'Ann Author'],
      'r2.md': ['2024-03-01', 'Cid'],
    })
  })

  test('readLastUpdates runs git once for the whole site, keyed by source path; a doc not committed has none', async () => {
    const counting = countingGit()
    const docs = ['a.md', 'b.md', 'c.md', 'new/moved.md', 'r2.md', 'sp ace é.md'].map((rel) => doc(rel))
    const { updates, warnings } = await readLastUpdates(configWith({ showLastUpdateTime: true }), docs, {
      git: counting.command,
    })
    expect(counting.runs()).toBe(1)
    expect(warnings).toEqual([])
    expect(updates.get(path.join(docsDir, 'b.md'))).toEqual({ timestamp: day('2024-02-01'), author: 'Bob' })
    expect(updates.has(path.join(docsDir, 'c.md'))).toBe(false)
  })

  test("a frozen version's docs have their own history (one git process per folder): a versioned doc named like a current one gets its own date and author", async () => {
    const repo = tempDir('ssg-git-versions-')
    git(repo, ['init', '-q'])
    writeTree(repo, { 'versioned_docs/version-1.0/a.md': '# A, as it was' })
    git(repo, ['add', '.'])
    commit(repo, 'the old version', '2023-06-01T12:00:00Z', 'Old Hand')
    writeTree(repo, { 'content/docs/a.md': '# A, now' })
    git(repo, ['add', '.'])
    commit(repo, 'the current docs', '2024-05-01T12:00:00Z', 'New Hand')
    const current = doc('a.md', {}, path.join(repo, 'content/docs'))
    const frozen = { ...doc('a.md', {}, path.join(repo, 'versioned_docs/version-1.0')), version: '1.0' }
    const counting = countingGit()
    const { updates, warnings } = await readLastUpdates(
      configWith({ showLastUpdateTime: true, showLastUpdateAuthor: true }, repo),
      [current, frozen],
      { git: counting.command },
    )
    expect(warnings).toEqual([])
    expect(counting.runs()).toBe(2)
    expect(updates.get(current.sourcePath)).toEqual({ timestamp: day('2024-05-01'), author: 'New Hand' })
    expect(updates.get(frozen.sourcePath)).toEqual({ timestamp: day('2023-06-01'), author: 'Old Hand' })
  })

  test('no git process when both options are off, or when front matter gives every part shown', async () => {
    const counting = countingGit()
    expect((await readLastUpdates(configWith({}), [doc('a.md')], { git: counting.command })).updates.size).toBe(0)
    const dated = [doc('a.md', { last_update: { date: '2024-05-05' } })]
    expect(
      (await readLastUpdates(configWith({ showLastUpdateTime: true }), dated, { git: counting.command })).updates.size,
    ).toBe(0)
    expect(counting.runs()).toBe(0)
    // The author is shown too and not given: git is asked.
    await readLastUpdates(configWith({ showLastUpdateTime: true, showLastUpdateAuthor: true }), dated, {
      git: counting.command,
    })
    expect(counting.runs()).toBe(1)
  })

  test('git missing: one warning, nothing shown, no error', async () => {
    const { updates, warnings } = await readLastUpdates(
      configWith({ showLastUpdateTime: true }),
      [doc('a.md'), doc('b.md')],
      { git: path.join(tempDir(), 'no-git-here') },
    )
    expect(updates.size).toBe(0)
    expect(warnings).toEqual([
      'Last update dates and authors need git, which is not installed (not found on PATH): no doc shows them',
    ])
  })

  test('docs outside any git repository: nothing shown, no warning', async () => {
    const plain = writeTree(tempDir('ssg-nogit-'), { 'content/docs/a.md': '# A' })
    const { updates, warnings } = await readLastUpdates(configWith({ showLastUpdateTime: true }, plain), [
      doc('a.md', {}, path.join(plain, 'content/docs')),
    ])
    expect(updates.size).toBe(0)
    expect(warnings).toEqual([])
  })

  test("gitState: the commit each folder's repository is at, once per folder; a folder outside any repository or missing says so; it changes with a commit", () => {
    const outside = tempDir('ssg-nogit-')
    const before = gitState([docsDir, docsDir, outside, path.join(outside, 'gone')])
    const head = git(site, ['rev-parse', 'HEAD']).toString().trim()
    expect(before).toBe(`${head} \nno repository\n-`)
    fs.writeFileSync(path.join(site, 'later.txt'), 'x\n')
    git(site, ['add', 'later.txt'])
    commit(site, 'later', '2024-09-01T12:00:00Z', 'Ann')
    expect(gitState([docsDir])).not.toBe(before.split('\n')[0])
    expect(gitState([docsDir], 'no-such-git-binary')).toBe('no git')
  })

  test('the parser reads output split anywhere, skips deleted files and follows chains of pure moves back (newest first)', () => {
    const c = (time: number, who: string, ...entries: string[][]) =>
      `\x1e${time}\x1f${who}\0\n` + entries.map((e) => e.join('\0') + '\0').join('')
    const out = [
      c(1700000500, 'Eve', ['A', 'old.md']), // a new file where a moved one was
      c(1700000400, 'Dan', ['R100', 'mid.md', 'final.md']),
      c(1700000300, 'Cid', ['R100', 'old.md', 'mid.md'], ['D', 'gone.md']),
      c(1700000200, 'Bob', ['M', 'x.md']),
      c(1700000100, 'Ann', ['A', 'old.md'], ['A', 'x.md'], ['A', 'gone.md']),
    ].join('')
    const parser = new GitLogParser()
    for (let i = 0; i < out.length; i += 7) parser.push(out.slice(i, i + 7))
    expect(Object.fromEntries(parser.end())).toEqual({
      'old.md': { timestamp: 1700000500000, author: 'Eve' },
      'x.md': { timestamp: 1700000200000, author: 'Bob' },
      'final.md': { timestamp: 1700000100000, author: 'Ann' },
    })
  })

  test('the props: each part shown only when its option is on; front matter wins over git for each part', () => {
    const gitUpdate = { timestamp: day('2024-02-01'), author: 'Bob' }
    expect(docLastUpdate(configWith({}), {}, gitUpdate)).toBeUndefined()
    expect(docLastUpdate(configWith({ showLastUpdateTime: true }), {}, gitUpdate)).toEqual({
      date: '2024-02-01T12:00:00.000Z',
      formattedDate: 'Feb 1, 2024',
    })
    expect(docLastUpdate(configWith({ showLastUpdateAuthor: true }), {}, gitUpdate)).toEqual({ author: 'Bob' })
    const both = configWith({ showLastUpdateTime: true, showLastUpdateAuthor: true })
    expect(docLastUpdate(both, { last_update: { author: 'Front' } }, gitUpdate)).toEqual({
      date: '2024-02-01T12:00:00.000Z',
      formattedDate: 'Feb 1, 2024',
      author: 'Front',
    })
    expect(docLastUpdate(both, { last_update: { date: new Date('2023-12-24') } }, gitUpdate)).toEqual({
      date: '2023-12-24T00:00:00.000Z',
      formattedDate: 'Dec 24, 2023',
      author: 'Bob',
    })
    expect(docLastUpdate(both, { last_update: { date: '2023-12-24', author: 'Eve' } }, undefined)).toMatchObject({
      formattedDate: 'Dec 24, 2023',
      author: 'Eve',
    })
    expect(docLastUpdate(both, {}, undefined)).toBeUndefined()
  })

  test('the date is formatted with the site locale, in UTC, as Docusaurus does', () => {
    expect(formatLastUpdate(Date.parse('2024-01-05T23:30:00Z'), 'en')).toBe('Jan 5, 2024')
    expect(formatLastUpdate(Date.parse('2024-01-05T23:30:00Z'), 'fr')).toBe('5 janv. 2024')
    expect(formatLastUpdate(Date.parse('2024-01-05T00:00:00Z'), 'not a locale!')).toBe('Jan 5, 2024')
  })
})
