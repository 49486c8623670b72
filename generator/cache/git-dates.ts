/**
 * What git said of the docs' last updates, kept for the next build: `<cache>/git-dates.json` maps
 * each folder docs are read from to the state of its repository then (last-update.ts `gitState`:
 * the commit it is at and a shallow clone's cut-off) and, for each doc asked about, its last
 * commit (or none). Last updates are read from history only, so while a folder's state is the
 * same so is every answer: a build asks git again only about a folder whose repository moved, or
 * about a doc it was not asked about before. On a site with ten frozen versions this saves eleven
 * `git log` processes per build (spawning from a large Node process costs the main thread tens of
 * milliseconds each). An answer that came with a warning (git missing, failing) is not kept.
 * Written into the build's staging folder, moved into the cache when the build succeeds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gitStates, readGitLastUpdates, type GitLastUpdate, type GitReader } from '../stages/routes/last-update.js'
import { writeAtomic } from './atomic-write.js'

/** The memo's file in the cache folder. */
export const GIT_DATES = 'git-dates.json'
const FORMAT = 1

type Answer = [timestamp: number, author: string] | null
interface Folder {
  state: string
  docs: Record<string, Answer>
}

/** The memo of one build. */
export class GitDates {
  private readonly next: Record<string, Folder> = {}

  private constructor(
    private readonly memo: Record<string, Folder>,
    private readonly file: string | null,
    private readonly states: Map<string, string>,
  ) {}

  /** The memo of `store` (empty when missing or unreadable); `states`: the folders' states already known this
   * build (from the whole-build check). */
  static load(store: string | null, stage: string | undefined, states: Map<string, string> = new Map()): GitDates {
    let memo: Record<string, Folder> = {}
    if (store) {
      try {
        const data = JSON.parse(fs.readFileSync(path.join(store, GIT_DATES), 'utf8')) as {
          v?: unknown
          folders?: unknown
        }
        if (data.v === FORMAT && data.folders && typeof data.folders === 'object')
          memo = data.folders as Record<string, Folder>
      } catch {
        // none yet, or unreadable: git is asked
      }
    }
    return new GitDates(memo, stage ? path.join(stage, GIT_DATES) : null, states)
  }

  /** A reader for readLastUpdates: the memo's answers when the folder's state is the same and every doc was
   * asked about, else git's (kept). */
  reader(git?: string): GitReader {
    return async (folder, wanted) => {
      // readLastUpdates's folders may end with a separator; the whole-build check's do not.
      const dir = path.resolve(folder)
      let state = this.states.get(dir)
      if (state === undefined) {
        state = gitStates([dir], git).get(dir)!
        this.states.set(dir, state)
      }
      const kept = this.memo[folder]
      if (kept?.state === state && wanted.every((rel) => Object.hasOwn(kept.docs, rel))) {
        const found = new Map<string, GitLastUpdate>()
        for (const rel of wanted) {
          const answer = kept.docs[rel]
          if (answer) found.set(rel, { timestamp: answer[0], author: answer[1] })
        }
        // Every answer of that state stays (a doc left out this build may come back).
        this.keep(folder, state, kept.docs)
        return { found }
      }
      const read = await readGitLastUpdates(folder, { wanted, ...(git ? { git } : {}) })
      if (!read.warning)
        this.keep(
          folder,
          state,
          Object.fromEntries(
            wanted.map((rel) => {
              const u = read.found.get(rel)
              return [rel, u ? [u.timestamp, u.author] : null]
            }),
          ),
        )
      return read
    }
  }

  /** Keep answers for the next build (added to the folder's others of this build: two locales may ask about
   * one folder). */
  private keep(folder: string, state: string, docs: Record<string, Answer>): void {
    const before = this.next[folder]
    this.next[folder] = { state, docs: before?.state === state ? { ...before.docs, ...docs } : docs }
  }

  /** Stage the answers of this build (when any folder was asked about). */
  save(): void {
    if (this.file && Object.keys(this.next).length)
      writeAtomic(this.file, () => JSON.stringify({ v: FORMAT, folders: this.next }))
  }
}
