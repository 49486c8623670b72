/**
 * A small worker_threads pool for the two CPU-heavy stages (markdown and render): one worker
 * per core, tasks sent in batches, errors carried back as data and rebuilt as BuildErrors.
 */
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { AggregateBuildError, BrokenLinkError, BuildError, ConfigError, DuplicateRouteError, FrontMatterError, MarkdownError, MissingComponentError, UnknownIdError } from './errors.js'

/** An error as it crosses a thread boundary. */
export interface SerializedError {
  name: string
  message: string
  stack?: string
  file?: string
  line?: number
  column?: number
  hint?: string
  errors?: SerializedError[]
}

const ERROR_CLASSES: Record<string, typeof BuildError> = { BuildError, ConfigError, FrontMatterError, MarkdownError, BrokenLinkError, DuplicateRouteError, UnknownIdError, MissingComponentError }

/** Flatten an error for postMessage. */
export function serializeError(err: unknown): SerializedError {
  const e = err instanceof Error ? err : new Error(String(err))
  const b = e as BuildError
  return { name: e.name, message: e.message, stack: e.stack, file: b.file, line: b.line, column: b.column, hint: b.hint, errors: e instanceof AggregateBuildError ? e.errors.map(serializeError) : undefined }
}

/** Rebuild an error from its serialized form. */
export function deserializeError(s: SerializedError): Error {
  if (s.errors) return new AggregateBuildError(s.errors.map((x) => deserializeError(x) as BuildError))
  const Cls = ERROR_CLASSES[s.name]
  if (!Cls) return Object.assign(new Error(s.message), { name: s.name, stack: s.stack })
  return new Cls(s.message, { file: s.file, line: s.line, column: s.column, hint: s.hint })
}

/** Message from the main thread. */
export interface PoolRequest<T = unknown> { id: number; type: string; payload: T }
/** Answer from a worker. */
export type PoolResponse = { id: number; result: unknown } | { id: number; error: SerializedError }

/** How many workers: CWC_WORKERS, else one per core (at least 1). */
export function poolSize(): number {
  const env = Number(process.env.CWC_WORKERS)
  return Number.isInteger(env) && env >= 0 ? env : Math.max(1, os.availableParallelism())
}

/**
 * Young-generation size of a worker's heap. A document's trees (mdast, hast, Shiki tokens) live
 * for one compile; V8's default young space is small enough that they are promoted and then
 * marked, and with both cores busy the GC helper threads have no spare core. At 64 MB the
 * markdown stage of 1,000 docs took 22 s instead of 27 s (BENCHMARKS.md).
 */
const YOUNG_GENERATION_MB = 64

/** A fixed set of workers running the same script. */
export class WorkerPool {
  private workers: Worker[] = []
  private idle: Worker[] = []
  private queue: { req: PoolRequest; resolve: (v: unknown) => void; reject: (e: Error) => void }[] = []
  private pending = new Map<number, { worker: Worker; resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  private nextId = 1

  constructor(script: URL, size: number) {
    // The worker script is TypeScript: load it through tsx's API from a plain-JS bootstrap,
    // which works under any parent (the tsx CLI, vitest, node --import tsx).
    // A bundled (.mjs) script runs as it is.
    const typescript = script.pathname.endsWith('.ts')
    const entry = typescript ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => api.tsImport(${JSON.stringify(script.href)}, ${JSON.stringify(import.meta.url)}))` : script
    for (let i = 0; i < size; i++) {
      const worker = new Worker(entry, { eval: typescript, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } })
      worker.on('message', (msg: PoolResponse) => this.settle(worker, msg))
      worker.on('error', (err) => this.fail(worker, err))
      this.workers.push(worker)
      this.idle.push(worker)
    }
  }

  /** Run one request on every worker (e.g. init); resolves when all answered. */
  broadcast<T>(type: string, payload: T): Promise<unknown[]> {
    this.idle = [] // every worker is busy until it answers
    return Promise.all(this.workers.map((w) => new Promise((resolve, reject) => {
      const id = this.nextId++
      this.pending.set(id, { worker: w, resolve, reject })
      w.postMessage({ id, type, payload })
    })))
  }

  /** Run one request on the next free worker. */
  run<T, R>(type: string, payload: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ req: { id: this.nextId++, type, payload }, resolve: resolve as (v: unknown) => void, reject })
      this.pump()
    })
  }

  /** Stop every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()))
    this.workers = []
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!
      const task = this.queue.shift()!
      this.pending.set(task.req.id, { worker, resolve: task.resolve, reject: task.reject })
      worker.postMessage(task.req)
    }
  }

  private settle(worker: Worker, msg: PoolResponse): void {
    const p = this.pending.get(msg.id)
    if (!p) return
    this.pending.delete(msg.id)
    if ('error' in msg) p.reject(deserializeError(msg.error))
    else p.resolve(msg.result)
    if (!this.idle.includes(worker) && ![...this.pending.values()].some((x) => x.worker === worker)) this.idle.push(worker)
    this.pump()
  }

  private fail(worker: Worker, err: Error): void {
    for (const [id, p] of this.pending) if (p.worker === worker) { this.pending.delete(id); p.reject(err) }
  }
}

/** Split a list into n-sized chunks. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
