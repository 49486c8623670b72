import * as esbuild from 'esbuild'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { errorText, esbuildErrors, LISTED_ERRORS } from './esbuild-errors.js'

/** A real esbuild failure: bundle `files['entry.js']` from a temp folder. */
async function failure(files: Record<string, string>): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esbuild-errors-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  try {
    await esbuild.build({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      write: false,
      outdir: path.join(dir, 'out'),
      logLevel: 'silent',
      absWorkingDir: dir,
    })
  } catch (err) {
    return err
  }
  throw new Error('expected the build to fail')
}

describe('generator/core/esbuild-errors (issue 28: errors are never cut short)', () => {
  test('one error: its file, line, column and text, not "Build failed with 1 error:"', async () => {
    const err = await failure({
      'entry.js': 'import "./tweet.css"\n',
      'tweet.css': '.a { color: red }\n.b { background: url("./missing.png") }\n',
    })
    expect((err as Error).message.split('\n')[0]).toBe('Build failed with 1 error:') // what was shown before
    expect(errorText(err)).toBe('tweet.css:2:22: Could not resolve "./missing.png"')
  })

  test('several errors: the first few, one per line, then how many more', async () => {
    const imports = Array.from({ length: LISTED_ERRORS + 2 }, (_, i) => `import "./missing-${i}.js"`).join('\n')
    const text = errorText(await failure({ 'entry.js': imports + '\n' }))
    const lines = text.split('\n')
    expect(lines).toHaveLength(LISTED_ERRORS + 1)
    expect(lines[0]).toBe('entry.js:1:8: Could not resolve "./missing-0.js"')
    expect(lines.at(-1)).toBe('… and 2 more')
  })

  test('any other error: its first line; a wrapper\'s "Build failed with N errors:" heading is replaced by the list it headed', () => {
    expect(esbuildErrors(new Error('x'))).toBeNull()
    expect(errorText(new Error('Unexpected token\n    at foo (a.js:1:1)'))).toBe('Unexpected token')
    expect(errorText(new Error('Build failed with 1 error:\nsrc/a.jsx:3:7: ERROR: Could not resolve "b"'))).toBe(
      'src/a.jsx:3:7: ERROR: Could not resolve "b"',
    )
    expect(errorText('plain')).toBe('plain')
  })
})

describe('a hint for an import that does not resolve names an action that exists (issue 28, item 8)', async () => {
  const { unresolvedHint } = await import('./esbuild-errors.js')
  test.each([
    ['./Widget', /Check the path/],
    ['@site/src/x', /Check the path/],
    ['/img/logo.png', /static\//],
    ['@docusaurus/constants', /provided by Docusaurus's bundler, not by an npm package/],
    ['@theme/MDXComponents/A', /provided by Docusaurus's bundler/],
    ['react-tweet', /`npm install react-tweet`/],
    ['@scope/pkg/sub/path', /`npm install @scope\/pkg`/],
  ])('%s', (specifier, hint) => {
    const text = unresolvedHint(specifier)
    expect(text).toMatch(hint)
    expect(text).not.toMatch(/npm install (`|@docusaurus|\s*`)/) // never an empty name or a Docusaurus alias to install
  })
})
