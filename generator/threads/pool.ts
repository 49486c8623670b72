/**
 * A small worker_threads pool for the two CPU-heavy stages (markdown and render): one worker
 * per core, tasks sent in batches, errors carried back as data and rebuilt as BuildErrors.
 */
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import {
  AggregateBuildError,
  BrokenLinkError,
  BuildError,
  ConfigError,
  DuplicateRouteError,
  FrontMatterError,
  MarkdownError,
  MissingComponentError,
  UnknownIdError,
} from '../core/errors.js'

/** An error as it crosses a thread boundary. */
export interface SerializedError {
  name: string
  message: string
  stack?: string
  file?: string
  line?: number
  column?: number
  hint?: string
  via?: string[]
  errors?: SerializedError[]
}

const ERROR_CLASSES: Record<string, typeof BuildError> = {
  BuildError,
  ConfigError,
  FrontMatterError,
  MarkdownError,
  BrokenLinkError,
  DuplicateRouteError,
  UnknownIdError,
  MissingComponentError,
}

/** Flatten an error for postMessage. */
export function serializeError(err: unknown): SerializedError {
  const e = err instanceof Error ? err : new Error(String(err))
  const b = e as BuildError
  return {
    name: e.name,
    message: e.message,
    stack: e.stack,
    file: b.file,
    line: b.line,
    column: b.column,
    hint: b.hint,
    via: b.via,
    errors: e instanceof AggregateBuildError ? e.errors.map(serializeError) : undefined,
  }
}

/** Rebuild an error from its serialized form. */
export function deserializeError(s: SerializedError): Error {
  if (s.errors) return new AggregateBuildError(s.errors.map((x) => deserializeError(x) as BuildError))
  const Cls = ERROR_CLASSES[s.name]
  if (!Cls) return Object.assign(new Error(s.message), { name: s.name, stack: s.stack })
  return new Cls(s.message, { file: s.file, line: s.line, column: s.column, hint: s.hint, via: s.via })
}

/** Message from the main thread. */
export interface PoolRequest<T = unknown> {
  id: number
  type: string
  payload: T
}
/** Answer from a worker. */
export type PoolResponse = { id: number; result: unknown } | { id: number; error: SerializedError }

/** How many threads compile and render (the main thread counts as one): CWC_WORKERS, else one per core (at least 1). */
export function poolSize(): number {
  return envCount('CWC_WORKERS') ?? Math.max(1, os.availableParallelism())
}

/** A count set by hand in the environment (tests, measurements), or undefined when unset or not a count. */
export function envCount(name: string): number | undefined {
  const raw = process.env[name]
  const n = Number(raw)
  return raw && Number.isInteger(n) && n >= 0 ? n : undefined
}

/**
 * Young-generation size of a worker's heap. A document's trees (mdast, hast, Shiki tokens) live
 * for one compile; V8's default young space is small enough that they are promoted and then
 * marked, and with both cores busy the GC helper threads have no spare core. At 64 MB the
 * markdown stage of 1,000 docs took 22 s instead of 27 s (BENCHMARKS.md).
 */
const YOUNG_GENERATION_MB = 64

/** Request handlers of a pool member, by message type (worker.ts `createHandlers`). */
export type Handlers = Record<string, (payload: never) => Promise<unknown> | unknown>

/** A member of the pool: a worker thread, or the main thread itself. */
interface Member {
  post(msg: PoolRequest): void
  terminate(): Promise<unknown>
  /** How many requests it may hold at once (a worker queues them, worker.ts). */
  capacity: number
}

/**
 * Requests a worker holds at once: the one it runs and the next. When the main thread is a member
 * too, it takes a worker's answer in only between its own documents; with one request per worker,
 * the worker sat idle from the end of its batch until then.
 */
const AHEAD = 2

/**
 * A fixed set of workers running the same script, plus optionally the main thread as one more
 * member (`local` handlers): on two cores, the main thread and one worker keep both busy
 * while paying for one worker's memory and start-up instead of two.
 */
export class WorkerPool {
  private members: Member[] = []
  /** Requests each member holds (posted, not yet answered). */
  private held = new Map<Member, number>()
  private queue: { req: PoolRequest; resolve: (v: unknown) => void; reject: (e: Error) => void }[] = []
  private pending = new Map<number, { member: Member; resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  private nextId = 1

  /** Whether the main thread is one of the members (`local` handlers). */
  readonly hasLocal: boolean

  constructor(script: URL, size: number, local?: Handlers) {
    this.hasLocal = local !== undefined
    // The worker script is TypeScript: load it through tsx's API from a plain-JS bootstrap,
    // which works under any parent (the tsx CLI, vitest, node --import tsx).
    // A bundled (.mjs) script runs as it is.
    const typescript = script.pathname.endsWith('.ts')
    const entry = typescript
      ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => api.tsImport(${JSON.stringify(script.href)}, ${JSON.stringify(import.meta.url)}))`
      : script
    for (let i = 0; i < size; i++) {
      const worker = new Worker(entry, {
        eval: typescript,
        execArgv: [],
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      })
      const member: Member = {
        post: (msg) => worker.postMessage(msg),
        terminate: () => worker.terminate(),
        capacity: AHEAD,
      }
      worker.on('message', (msg: PoolResponse) => this.settle(member, msg))
      worker.on('error', (err) => this.fail(member, err))
      this.members.push(member)
    }
    if (local) {
      // Answers after the current event-loop turn, as a worker's message would arrive.
      const member: Member = {
        post: (msg) =>
          setImmediate(() => {
            Promise.resolve()
              .then(() => local[msg.type]!(msg.payload as never))
              .then(
                (result) => this.settle(member, { id: msg.id, result }),
                (err: unknown) => this.settle(member, { id: msg.id, error: serializeError(err) }),
              )
          }),
        terminate: () => Promise.resolve(),
        capacity: 1,
      }
      this.members.push(member)
    }
    for (const m of this.members) this.held.set(m, 0)
  }

  /** How many members run requests (workers, plus the main thread when it takes part). */
  get size(): number {
    return this.members.length
  }

  /** Run one request on every member (e.g. init); resolves when all answered. */
  broadcast<T>(type: string, payload: T): Promise<unknown[]> {
    return Promise.all(
      this.members.map(
        (m) =>
          new Promise((resolve, reject) => {
            const id = this.nextId++
            this.pending.set(id, { member: m, resolve, reject })
            this.held.set(m, this.held.get(m)! + 1)
            m.post({ id, type, payload })
          }),
      ),
    )
  }

  /** Run one request on the next free member. */
  run<T, R>(type: string, payload: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ req: { id: this.nextId++, type, payload }, resolve: resolve as (v: unknown) => void, reject })
      this.pump()
    })
  }

  /** Stop every worker. */
  async close(): Promise<void> {
    await Promise.all(this.members.map((m) => m.terminate()))
    this.members = []
    this.held.clear()
  }

  /** Post queued requests to members with room: the least loaded first, so that a worker's second request
   * waits only while every member is busy. */
  private pump(): void {
    while (this.queue.length) {
      const withRoom = this.members.filter((m) => this.held.get(m)! < m.capacity)
      if (!withRoom.length) return
      const member = withRoom.reduce((a, b) => (this.held.get(b)! < this.held.get(a)! ? b : a))
      const task = this.queue.shift()!
      this.pending.set(task.req.id, { member, resolve: task.resolve, reject: task.reject })
      this.held.set(member, this.held.get(member)! + 1)
      member.post(task.req)
    }
  }

  private settle(member: Member, msg: PoolResponse): void {
    const p = this.pending.get(msg.id)
    if (!p) return
    this.pending.delete(msg.id)
    if ('error' in msg) p.reject(deserializeError(msg.error))
    else p.resolve(msg.result)
    if (this.held.has(member)) this.held.set(member, Math.max(0, this.held.get(member)! - 1))
    this.pump()
  }

  private fail(member: Member, err: Error): void {
    this.held.set(member, Infinity) // takes no more requests
    for (const [id, p] of this.pending)
      if (p.member === member) {
        this.pending.delete(id)
        p.reject(err)
      }
  }
}

/** Split a list into n-sized chunks. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * Split a list into chunks of at most `size` that get smaller toward its end (each at most an
 * eighth of what is left per thread, down to one item), so that the threads run out of work
 * together: a last batch of full size, on pages that take a second each, kept one thread busy
 * while the other waited (guided self-scheduling). Items `together` says belong with the one
 * before them stay in its batch (a repeated text with its first: markdown/repeat-copy.ts).
 */
export function taper<T>(items: T[], size: number, threads: number, together?: (before: T, item: T) => boolean): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; ) {
    let n = Math.max(1, Math.min(size, Math.ceil((items.length - i) / (threads * 4))))
    while (together && i + n < items.length && together(items[i + n - 1]!, items[i + n]!)) n++
    out.push(items.slice(i, i + n))
    i += n
  }
  return out
}
