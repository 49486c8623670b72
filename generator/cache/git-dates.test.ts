/**
 * git's answers about last updates kept between builds (git-dates.ts), and the folders of one
 * repository sharing one `git rev-parse` (last-update.ts gitStates).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { gitStates } from '../stages/routes/last-update.js'
import { tempDir, writeTree } from '../test/helpers.js'
import { commitStaged } from './disk-cache.js'
import { GitDates } from './git-dates.js'

const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, stdio: 'pipe' })
const commit = (cwd: string, date: string) => {
  git(cwd, 'add', '.')
  execFileSync(
    'git',
    ['-c', 'user.email=t@example.com', '-c', 'user.name=Ann', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'x'],
    { cwd, env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }, stdio: 'pipe' },
  )
}

/** A `git` that logs each run (its first argument), then runs the real git. */
function countingGit(): { command: string; runs: () => string[] } {
  const dir = tempDir('ssg-git-bin-')
  const log = path.join(dir, 'runs.log')
  const command = path.join(dir, 'git')
  fs.writeFileSync(
    command,
    `#!/bin/sh\nfor a in "$@"; do case "$a" in log|rev-parse) echo "$a" >> '${log}';; esac; done\nexec git "$@"\n`,
    { mode: 0o755 },
  )
  return { command, runs: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) }
}

function repository(): string {
  const site = tempDir('ssg-git-')
  git(site, 'init', '-q')
  writeTree(site, {
    'docs/a.md': '# A',
    'versioned_docs/version-1.0/a.md': '# A one',
    'versioned_docs/version-2.0/a.md': '# A two',
  })
  commit(site, '2024-01-01T12:00:00Z')
  return site
}

test('folders of one repository share one git rev-parse; the answers are those of one per folder', () => {
  const site = repository()
  const folders = ['docs', 'versioned_docs/version-1.0', 'versioned_docs/version-2.0'].map((f) => path.join(site, f))
  const counting = countingGit()
  const states = gitStates(folders, counting.command)
  expect(counting.runs()).toEqual(['rev-parse'])
  const head = git(site, 'rev-parse', 'HEAD').toString().trim()
  expect([...states.values()]).toEqual([`${head} `, `${head} `, `${head} `])
  expect(new Map(folders.map((f) => [f, gitStates([f]).get(f)]))).toEqual(states)
})

test("a build asks git log again only when the repository moved or about a doc it was not asked about; the answers are git's", async () => {
  const site = repository()
  const docs = path.join(site, 'docs') + path.sep
  const store = tempDir('ssg-cache-')
  const counting = countingGit()
  const ask = async (wanted: string[]) => {
    const stage = path.join(store, `staged-${Math.random().toString(36).slice(2)}`)
    const dates = GitDates.load(store, stage)
    const before = counting.runs().length
    const { found, warning } = await dates.reader(counting.command)(docs, wanted)
    dates.save()
    await commitStaged(store, stage)
    return {
      found: Object.fromEntries(
        [...found].map(([rel, u]) => [rel, [new Date(u.timestamp).toISOString().slice(0, 10), u.author]]),
      ),
      warning,
      runs: counting.runs().slice(before),
    }
  }
  const first = await ask(['a.md', 'new.md'])
  expect(first).toEqual({ found: { 'a.md': ['2024-01-01', 'Ann'] }, warning: undefined, runs: ['rev-parse', 'log'] })
  // Same commit, docs asked about before (one with no commit): no git log.
  expect(await ask(['a.md'])).toEqual({ ...first, runs: ['rev-parse'] })
  expect((await ask(['a.md', 'new.md'])).runs).toEqual(['rev-parse'])
  // A doc not asked about before: git log.
  writeTree(site, { 'docs/b.md': '# B' })
  expect((await ask(['a.md', 'b.md'])).runs).toEqual(['rev-parse', 'log'])
  // A commit: the repository moved, git log again, with the new date.
  commit(site, '2024-05-01T12:00:00Z')
  expect(await ask(['a.md', 'b.md'])).toEqual({
    found: { 'a.md': ['2024-01-01', 'Ann'], 'b.md': ['2024-05-01', 'Ann'] },
    warning: undefined,
    runs: ['rev-parse', 'log'],
  })
  // git missing: a warning, and nothing kept.
  const missing = GitDates.load(store, path.join(store, 'staged-x'))
  expect(
    (await missing.reader(path.join(tempDir(), 'no-git'))(path.join(site, 'versioned_docs/version-1.0'), ['a.md']))
      .warning,
  ).toMatch(/git/)
})
