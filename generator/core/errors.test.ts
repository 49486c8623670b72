import { describe, expect, test } from 'vitest'
import {
  AggregateBuildError,
  BrokenLinkError,
  BuildError,
  ConfigError,
  FrontMatterError,
  MissingComponentError,
  throwAll,
  UnknownIdError,
} from './errors.js'

describe('generator/errors', () => {
  test('a BuildError names its class, keeps its cause and formats as file:line:column, message and hint', () => {
    const cause = new Error('inner')
    const err = new FrontMatterError('`x` must be a number', {
      file: '/s/a.md',
      line: 3,
      column: 5,
      hint: 'Change `x`.',
      cause,
    })
    expect(err.name).toBe('FrontMatterError')
    expect(err).toBeInstanceOf(BuildError)
    expect(err.cause).toBe(cause)
    expect(err.location).toBe('/s/a.md:3:5')
    expect(err.format()).toBe('/s/a.md:3:5: `x` must be a number\n  → Change `x`.')
  })

  test('without file, line or hint the format is just the message', () => {
    expect(new ConfigError('Bad').format()).toBe('Bad')
    expect(new ConfigError('Bad', { file: 'site.config.ts' }).format()).toBe('site.config.ts: Bad')
    expect(new ConfigError('Bad', { file: 'site.config.ts', line: 2 }).location).toBe('site.config.ts:2')
    expect(new ConfigError('Bad').cause).toBeUndefined()
  })

  test('each kind of problem has its own class', () => {
    for (const C of [ConfigError, FrontMatterError, BrokenLinkError, UnknownIdError, MissingComponentError]) {
      expect(new C('x').name).toBe(C.name)
    }
  })

  test('throwAll throws nothing, the one error, or every error grouped by file', () => {
    expect(() => throwAll([])).not.toThrow()
    const one = new BrokenLinkError('Broken link: "/x"', { file: '/s/a.md', line: 2 })
    expect(() => throwAll([one])).toThrow(one)
    const errors = [
      new BrokenLinkError('Broken link: "/x"', { file: '/s/a.md', line: 2, hint: 'Fix it.' }),
      new BrokenLinkError('Broken link: "/y"', { file: '/s/b.md', line: 4 }),
      new BrokenLinkError('Broken link: "/z"', { file: '/s/a.md', line: 9 }),
      new UnknownIdError('Unknown sidebar id'),
    ]
    let thrown: AggregateBuildError | undefined
    try {
      throwAll(errors)
    } catch (e) {
      thrown = e as AggregateBuildError
    }
    expect(thrown).toBeInstanceOf(AggregateBuildError)
    expect(thrown!.errors).toStrictEqual(errors)
    expect(thrown!.format()).toBe(
      [
        '4 problems found:',
        '',
        '/s/a.md',
        '  line 2: Broken link: "/x"',
        '    → Fix it.',
        '  line 9: Broken link: "/z"',
        '',
        '/s/b.md',
        '  line 4: Broken link: "/y"',
        '',
        '(site)',
        '  Unknown sidebar id',
      ].join('\n'),
    )
  })
})

describe('one cause met by many pages is said once (issue 28, item 8)', () => {
  test('identical problems of one file are listed once, with how many pages met them', async () => {
    const { AggregateBuildError, BuildError } = await import('./errors.js')
    const shared = () =>
      new BuildError(
        'Could not load the site\'s MDX components: src/theme/MDXComponents.js:2:8: Could not resolve "@theme/Mermaid"',
        { file: '/site/src/theme/MDXComponents.js', hint: 'Fix the module.' },
      )
    const text = new AggregateBuildError([
      shared(),
      shared(),
      shared(),
      new BuildError('Other', { file: '/site/docs/a.md', line: 3 }),
    ]).format()
    expect(text).toBe(
      '4 problems found:\n\n/site/src/theme/MDXComponents.js\n  Could not load the site\'s MDX components: src/theme/MDXComponents.js:2:8: Could not resolve "@theme/Mermaid" (met by 3 pages)\n    → Fix the module.\n\n/site/docs/a.md\n  line 3: Other',
    )
  })

  test('56.4 one problem in a module met through several files is one problem naming them all; others stay apart', () => {
    const met = (via: string) =>
      new BuildError('Could not resolve "x"', { file: '/s/m.js', line: 1, column: 8, hint: 'Install x.', via: [via] })
    const other = new BuildError('Other', { file: '/s/a.md', line: 2 })
    let thrown: unknown
    try {
      throwAll([met('/s/b.mdx:1'), other, met('/s/a.mdx:3'), met('/s/b.mdx:1')])
    } catch (err) {
      thrown = err
    }
    const all = thrown as AggregateBuildError
    expect(all.errors.map((e) => [e.message, e.via])).toEqual([
      ['Could not resolve "x"', ['/s/a.mdx:3', '/s/b.mdx:1']],
      ['Other', undefined],
    ])
    expect(all.message).toBe('2 problems found')
    expect(all.format()).toContain(
      '/s/m.js\n  line 1:8: Could not resolve "x" (imported by /s/a.mdx:3, /s/b.mdx:1)\n    → Install x.',
    )
    const seven = Array.from({ length: 7 }, (_, i) => met(`/s/p${i}.mdx:1`))
    expect(() => throwAll(seven)).toThrow(BuildError)
    try {
      throwAll(seven)
    } catch (err) {
      expect((err as BuildError).format()).toBe(
        '/s/m.js:1:8: Could not resolve "x" (imported by /s/p0.mdx:1, /s/p1.mdx:1, /s/p2.mdx:1, /s/p3.mdx:1, /s/p4.mdx:1 and 2 more)\n  → Install x.',
      )
    }
  })
})
