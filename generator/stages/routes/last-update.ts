/**
 * "Last updated on <date> by <author>" for docs (Docusaurus's `showLastUpdateTime` and
 * `showLastUpdateAuthor`): the date and author of each doc's last commit, read with ONE
 * `git log` over the docs folder for the whole site (newest commit first, the first commit that
 * names a file is its last update), not one git process per file. Front matter
 * `last_update: { date, author }` overrides either part, as in Docusaurus.
 *
 * Renames: a pure move (git's `R100`) is not an update; the file's history goes on under its
 * old name, so moving docs into a new folder keeps their dates. A rename with edits is an update.
 * Git missing: one warning, nothing shown. A docs folder outside a git repository, or a doc
 * not committed yet: nothing shown for it, no warning (Docusaurus's outcome too).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { DocProps, SiteConfig, SourceFile } from '../../core/types.js'
import { intlLocale } from '../i18n/locales.js'

/** A doc's last commit. */
export interface GitLastUpdate {
  /** Committer date (as Docusaurus: an amended commit gets its new date), milliseconds. */
  timestamp: number
  /** Author name. */
  author: string
}

/** What `readLastUpdates` found: each doc's last commit by absolute source path, and any warning. */
export interface LastUpdates {
  updates: Map<string, GitLastUpdate>
  warnings: string[]
}

/** Options of readGitLastUpdates (tests point `git` at another command). */
export interface GitLogOptions {
  /** Paths relative to `dir` the caller needs: git stops as soon as every one has its commit. */
  wanted?: Iterable<string>
  /** The git command. @default 'git' */
  git?: string
}

/** Separators of the log format: record (commit) and unit (date | author). */
const RS = '\x1e'
const US = '\x1f'

/**
 * Parses `git log --format=%x1e%ct%x1f%an --name-status -M -z` output, token by token (tokens
 * are separated by NUL), newest commit first: the first commit naming a path is its last update.
 */
export class GitLogParser {
  /** Last update by path (relative to the folder git ran in). */
  readonly found = new Map<string, GitLastUpdate>()
  /** A name in older history → the file it is today, or null for a file gone since (see `entry`). */
  private readonly lineage = new Map<string, string | null>()
  private commit: GitLastUpdate | null = null
  /** Status of the entry being read and the paths it still needs (`R`/`C` entries name two). */
  private status = ''
  private paths: string[] = []
  private rest = ''

  /** Feed a chunk of output (chunks may split tokens anywhere). */
  push(chunk: string): void {
    const tokens = (this.rest + chunk).split('\0')
    this.rest = tokens.pop()!
    for (const token of tokens) this.token(token)
  }

  /** The output ended. */
  end(): Map<string, GitLastUpdate> {
    if (this.rest) this.token(this.rest)
    this.rest = ''
    return this.found
  }

  private token(raw: string): void {
    const token = raw.replace(/^\n+/, '')
    if (token.startsWith(RS)) {
      const [time = '', author = ''] = token.slice(1).split(US)
      this.commit = /^\d+$/.test(time) ? { timestamp: Number(time) * 1000, author } : null
      this.status = ''
      return
    }
    if (!this.status) {
      this.status = token
      this.paths = []
      return
    }
    this.paths.push(token)
    const needed = /^[RC]/.test(this.status) ? 2 : 1
    if (this.paths.length < needed) return
    this.entry(this.status, this.paths)
    this.status = ''
  }

  /**
   * One changed path of a commit (newest commits come first). `lineage` maps a name in older
   * history to the file that name means today: a rename points the old name at the new file
   * (a pure move, R100, is not an update: the file's date comes from its older commits); a
   * deletion or a creation ends the name's lineage (older commits of that name are another file's).
   */
  private entry(status: string, paths: string[]): void {
    if (!this.commit) return
    const now = (p: string): string | null => (this.lineage.has(p) ? (this.lineage.get(p) as string | null) : p)
    const record = (file: string | null) => {
      if (file !== null && !this.found.has(file)) this.found.set(file, this.commit!)
    }
    const kind = status[0]
    if (kind === 'D') {
      this.lineage.set(paths[0]!, null)
      return
    }
    if (kind === 'R') {
      const file = now(paths[1]!)
      if (status !== 'R100') record(file)
      this.lineage.set(paths[0]!, file)
      return
    }
    if (kind === 'C') {
      record(now(paths[1]!))
      return
    }
    record(now(paths[0]!))
    if (kind === 'A') this.lineage.set(paths[0]!, null)
  }
}

/**
 * The last commit of every file under `dir`, from one `git log` process. Resolves (never
 * rejects) with the map, plus a warning when git is missing or fails; a folder outside any git
 * repository gives an empty map and no warning.
 */
export function readGitLastUpdates(
  dir: string,
  options: GitLogOptions = {},
): Promise<{ found: Map<string, GitLastUpdate>; warning?: string }> {
  const wanted = new Set(options.wanted ?? [])
  return new Promise((resolve) => {
    const parser = new GitLogParser()
    let stderr = ''
    let settled = false
    let stopped = false
    const done = (warning?: string) => {
      if (settled) return
      settled = true
      resolve({ found: parser.end(), ...(warning ? { warning } : {}) })
    }
    const args = [
      '-c',
      'log.showSignature=false',
      '-c',
      'core.quotePath=false',
      'log',
      `--format=${RS}%ct${US}%an`,
      '--name-status',
      '-M',
      '-z',
      '--relative',
      '--',
      '.',
    ]
    const child = spawn(options.git ?? 'git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      if (stopped) return
      parser.push(chunk)
      // Every doc has its commit: the rest of the history cannot change anything.
      if (wanted.size && parser.found.size >= wanted.size && [...wanted].every((p) => parser.found.has(p))) {
        stopped = true
        child.kill()
        done()
      }
    })
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk
    })
    child.on('error', (err: NodeJS.ErrnoException) => {
      done(
        err.code === 'ENOENT'
          ? 'Last update dates and authors need git, which is not installed (not found on PATH): no doc shows them'
          : `Could not run git to read last update dates: ${err.message}`,
      )
    })
    child.on('close', (code) => {
      if (stopped || code === 0) return done()
      // Not a repository: the docs are simply not under version control.
      if (/not a git repository/i.test(stderr)) return done()
      // A repository without commits yet: nothing has a last update.
      if (/does not have any commits yet|bad default revision/i.test(stderr)) return done()
      done(
        `git log failed in ${dir} (exit code ${code}): ${stderr.trim().split('\n')[0] ?? ''}; no doc shows a last update`,
      )
    })
  })
}

/**
 * Each doc's last commit (by absolute source path) when `docs.showLastUpdateTime` or
 * `showLastUpdateAuthor` is on, read with one git process; an empty map when both are off or
 * every doc's front matter gives all that is shown.
 */
export async function readLastUpdates(
  config: SiteConfig,
  docs: SourceFile[],
  options: Omit<GitLogOptions, 'wanted'> & { reader?: GitReader } = {},
  more: GitDoc[] = [],
): Promise<LastUpdates> {
  const { showLastUpdateTime: time, showLastUpdateAuthor: author } = config.docs
  const empty: LastUpdates = { updates: new Map(), warnings: [] }
  if (!time && !author) return empty
  // `more`: docs not read this build (a kept version's, cache/version-units.ts), already filtered.
  const needed = [...gitDocs(config, docs), ...more]
  // One git process per folder docs are read from: the docs folder, and each frozen version's
  // (versioned_docs/version-<name>/, whose files have their own history, as in Docusaurus).
  const byFolder = new Map<string, string[]>()
  for (const d of needed) {
    const folder = d.sourcePath.endsWith(d.relativePath)
      ? d.sourcePath.slice(0, d.sourcePath.length - d.relativePath.length)
      : config.dirs.docs
    const list = byFolder.get(folder)
    if (list) list.push(d.relativePath)
    else byFolder.set(folder, [d.relativePath])
  }
  const read: GitReader = options.reader ?? ((folder, wanted) => readGitLastUpdates(folder, { ...options, wanted }))
  const runs = await Promise.all(
    [...byFolder]
      .filter(([folder]) => fs.existsSync(folder))
      .map(async ([folder, wanted]) => ({ folder, ...(await read(folder, wanted)) })),
  )
  const updates = new Map<string, GitLastUpdate>()
  for (const { folder, found } of runs) for (const [rel, update] of found) updates.set(path.join(folder, rel), update)
  // Git missing or failing says so once, not once per folder.
  return { updates, warnings: [...new Set(runs.flatMap((r) => (r.warning ? [r.warning] : [])))] }
}

/**
 * What git's answers for the docs depend on, as one string: for each folder docs are read from,
 * the commit its repository is at and, in a shallow clone, the list of its cut-off commits
 * (deepening a clone changes dates without moving HEAD). Last updates are read from history
 * only, never from the working tree, so while this string stays the same so do they: the
 * whole-build check (cache/up-to-date.ts) puts it in its key instead of giving up on sites that
 * show dates. Edits not yet committed change files, which the key covers anyway.
 */
export function gitState(folders: Iterable<string>, git = 'git'): string {
  return [...gitStates(folders, git).values()].join('\n')
}

/**
 * `gitState` of each folder. Folders of one repository (found as git finds it: the nearest
 * `.git` above) share one `git rev-parse`: a site with ten frozen versions spawns one process, not
 * eleven (each spawn of a large Node process costs tens of milliseconds of the main thread).
 */
export function gitStates(folders: Iterable<string>, git = 'git'): Map<string, string> {
  const states = new Map<string, string>()
  const byRepository = new Map<string, string>()
  for (const folder of new Set(folders)) {
    if (!fs.existsSync(folder)) {
      states.set(folder, '-')
      continue
    }
    const repository = repositoryOf(folder)
    const known = repository === null ? undefined : byRepository.get(repository)
    if (known !== undefined) {
      states.set(folder, known)
      continue
    }
    const state = revParse(folder, git)
    states.set(folder, state)
    if (repository !== null) byRepository.set(repository, state)
  }
  return states
}

/** The folder holding the nearest `.git` (folder or file) at or above `folder`, or null when none. */
function repositoryOf(folder: string): string | null {
  // From where git runs: a symbolic link into another checkout is that checkout's.
  let start: string
  try {
    start = fs.realpathSync(folder)
  } catch {
    return null
  }
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir
    if (path.dirname(dir) === dir) return null
  }
}

/** The commit `folder`'s repository is at, with its shallow clone's cut-off commits. */
function revParse(folder: string, git: string): string {
  const run = spawnSync(git, ['rev-parse', 'HEAD', '--git-path', 'shallow'], { cwd: folder, encoding: 'utf8' })
  if (run.error || run.status !== 0) return run.error ? 'no git' : 'no repository'
  const [head = '', shallow = ''] = run.stdout.trim().split('\n')
  let cut = ''
  try {
    cut = fs.readFileSync(path.resolve(folder, shallow), 'utf8')
  } catch {
    /* not shallow */
  }
  return `${head} ${cut.replace(/\s+/g, ',')}`
}

/** How `readLastUpdates` asks about one folder's docs (`wanted`: their paths inside it):
 * `readGitLastUpdates`, or a cache of its answers. */
export type GitReader = (
  folder: string,
  wanted: string[],
) => Promise<{ found: Map<string, GitLastUpdate>; warning?: string }>

/** A doc as git is asked about it: its source path and its path inside the folder it is read from. */
export type GitDoc = Pick<SourceFile, 'sourcePath' | 'relativePath'>

/** The docs whose last update comes from git: none when nothing is shown, else those whose front matter does
 * not give every part shown. */
export function gitDocs(config: SiteConfig, docs: SourceFile[]): SourceFile[] {
  const { showLastUpdateTime: time, showLastUpdateAuthor: author } = config.docs
  if (!time && !author) return []
  return docs.filter((d) => {
    const fm = frontMatterLastUpdate(d.frontmatter)
    return (time && fm.date === undefined) || (author && fm.author === undefined)
  })
}

/** What git says of the docs at `sourcePaths`, as one string: a kept version's record holds it and compares
 * it (cache/version-units.ts). */
export function gitDigest(updates: Map<string, GitLastUpdate>, sourcePaths: string[]): string {
  return JSON.stringify(
    sourcePaths.map((p) => {
      const u = updates.get(p)
      return u ? [u.timestamp, u.author] : null
    }),
  )
}

/** `last_update` front matter, as the content stage checked it (`{ date?, author? }`). */
export function frontMatterLastUpdate(frontmatter: Record<string, unknown>): { date?: Date | string; author?: string } {
  const v = frontmatter.last_update
  if (!v || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) return {}
  const { date, author } = v as { date?: unknown; author?: unknown }
  return {
    ...(date instanceof Date || typeof date === 'string' ? { date } : {}),
    ...(typeof author === 'string' ? { author } : {}),
  }
}

/**
 * A doc's "last updated" props: the parts the config shows, each from front matter, else from
 * git; undefined when nothing is shown or known.
 */
export function docLastUpdate(
  config: SiteConfig,
  frontmatter: Record<string, unknown>,
  git: GitLastUpdate | undefined,
): DocProps['doc']['lastUpdate'] {
  const { showLastUpdateTime: showTime, showLastUpdateAuthor: showAuthor } = config.docs
  if (!showTime && !showAuthor) return undefined
  const fm = frontMatterLastUpdate(frontmatter)
  const timestamp = showTime ? (fm.date !== undefined ? new Date(fm.date).getTime() : git?.timestamp) : undefined
  const author = showAuthor ? (fm.author ?? git?.author) : undefined
  const dated = timestamp !== undefined && Number.isFinite(timestamp)
  if (!dated && !author) return undefined
  return {
    ...(dated
      ? {
          date: new Date(timestamp).toISOString(),
          formattedDate: formatLastUpdate(timestamp, intlLocale(config.locale)),
        }
      : {}),
    ...(author ? { author } : {}),
  }
}

/** The date as Docusaurus shows it: the locale's short month, in UTC ("Mar 16, 2025"). */
export function formatLastUpdate(timestamp: number, locale: string): string {
  return lastUpdateFormat(locale).format(timestamp)
}

/** One formatter per locale: making one costs more than formatting (react-native-website: 2,377 dates, ~50 ms
 * a build). */
const lastUpdateFormats = new Map<string, Intl.DateTimeFormat>()

function lastUpdateFormat(locale: string): Intl.DateTimeFormat {
  let format = lastUpdateFormats.get(locale)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
    try {
      format = new Intl.DateTimeFormat(locale, options)
    } catch {
      format = new Intl.DateTimeFormat('en', options) // a malformed htmlLang
    }
    lastUpdateFormats.set(locale, format)
  }
  return format
}
