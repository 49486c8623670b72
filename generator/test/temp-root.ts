/**
 * Vitest global setup (unit and e2e runs): every temp folder of a test run goes under one folder,
 * removed when the run ends. TMPDIR is set before the workers start, so `os.tmpdir()` in the tests,
 * in the generator they import and in the builds they start as child processes is that folder.
 * Without it, each run left about 1,500 folders in the system's temp folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Set while a run's folder is TMPDIR: each vitest project runs the setup, and the first one's folder serves all. */
const MARK = 'CWC_TEST_TMPDIR'

export default function setup(): () => void {
  if (process.env[MARK] && process.env[MARK] === process.env.TMPDIR) return () => {}
  const before = process.env.TMPDIR
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cwc-tests-'))
  // As the system's temp folder is: tests build as `nobody` when run as root (bad-input.test.ts).
  fs.chmodSync(root, 0o1777)
  process.env.TMPDIR = process.env[MARK] = root
  return () => {
    delete process.env[MARK]
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    // A child a test left running may still write there: a second try after it has gone.
    try {
      fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 })
    } catch (err) {
      console.warn(`Could not remove the test run's temp folder ${root}: ${(err as Error).message}`)
    }
  }
}
