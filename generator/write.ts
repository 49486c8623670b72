/**
 * Stage 7, write: everything goes into a temporary sibling of the output folder, static/ is
 * copied in, and only then the temp folder replaces the output folder — a failed or killed
 * build leaves the previous site as it was.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { OutputFile, SiteConfig } from './types.js'

/** Prefix of the temporary folders of an output folder (cleaned up by the next build). */
export function tempPrefix(outDir: string): string {
  return `.${path.basename(outDir)}-tmp-`
}

/** Write all files atomically; returns the bytes written. */
export async function writeSite(config: SiteConfig, files: OutputFile[]): Promise<{ files: number; bytes: number }> {
  const outDir = config.outDir
  const parent = path.dirname(outDir)
  await fs.mkdir(parent, { recursive: true })
  await recoverStaleTemps(outDir)
  const tmp = await fs.mkdtemp(path.join(parent, tempPrefix(outDir)))
  try {
    await copyStatic(config.staticDir, tmp)
    const dirs = new Set(files.map((f) => path.dirname(path.join(tmp, f.path))))
    for (const d of [...dirs].sort()) await fs.mkdir(d, { recursive: true })
    let bytes = 0
    await inBatches(files, 64, async (f) => {
      const target = path.join(tmp, f.path)
      if (!target.startsWith(tmp + path.sep)) throw new Error(`Refusing to write outside the output folder: ${f.path}`)
      bytes += typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength
      await fs.writeFile(target, f.contents)
    })
    await swap(tmp, outDir)
    return { files: files.length, bytes }
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true })
    throw err
  }
}

/** Replace `outDir` with `tmp`: rename the old one aside, move the new one in, drop the old. */
async function swap(tmp: string, outDir: string): Promise<void> {
  const old = `${tmp}-old`
  let hadOld = true
  try {
    await fs.rename(outDir, old)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    hadOld = false
  }
  try {
    await fs.rename(tmp, outDir)
  } catch (err) {
    if (hadOld) await fs.rename(old, outDir)
    throw err
  }
  if (hadOld) await fs.rm(old, { recursive: true, force: true })
}

/**
 * Clean up after a killed build: a `-old` folder whose output folder is missing (killed
 * between the two renames of `swap`) is put back; every other temp folder is removed.
 */
export async function recoverStaleTemps(outDir: string): Promise<void> {
  const parent = path.dirname(outDir)
  const prefix = tempPrefix(outDir)
  const names = (await fs.readdir(parent).catch(() => [] as string[])).filter((n) => n.startsWith(prefix))
  const outExists = await fs.stat(outDir).then(() => true, () => false)
  const old = names.find((n) => n.endsWith('-old'))
  if (!outExists && old) await fs.rename(path.join(parent, old), outDir)
  await Promise.all(names.filter((n) => outExists || n !== old).map((n) => fs.rm(path.join(parent, n), { recursive: true, force: true })))
}

async function copyStatic(staticDir: string, to: string): Promise<void> {
  try {
    await fs.cp(staticDir, to, { recursive: true, dereference: false })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => { while (next < items.length) await fn(items[next++]!) }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}
