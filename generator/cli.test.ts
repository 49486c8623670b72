import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseArgs } from './cli.js'
import { BuildError } from './core/errors.js'

describe('generator/cli', () => {
  test('build, dev and serve take --root, --out, --port and --host; PORT sets the default port', () => {
    expect(parseArgs(['build', '--root', 'site', '--out', 'out'], {})).toMatchObject({
      command: 'build',
      root: path.resolve('site'),
      out: path.resolve('out'),
      port: 3000,
      host: '127.0.0.1',
    })
    expect(parseArgs(['build'], {}).cacheDir).toBeUndefined()
    expect(parseArgs(['build', '--no-cache', '--root', 'site'], {})).toMatchObject({
      cacheDir: false,
      root: path.resolve('site'),
    })
    expect(parseArgs(['build', '--cache-dir', 'ci-cache'], {}).cacheDir).toBe(path.resolve('ci-cache'))
    expect(parseArgs(['serve'], { PORT: '4000' })).toMatchObject({ command: 'serve', port: 4000, host: '127.0.0.1' })
    expect(parseArgs(['dev', '--port', '5000', '--host', '0.0.0.0'], {})).toMatchObject({
      command: 'dev',
      port: 5000,
      host: '0.0.0.0',
    })
  })

  test('no command, help, --help and -h print the usage; init takes --root', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']]) expect(parseArgs(argv, {}).command).toBe('help')
    expect(parseArgs(['init', '--root', 'new-site'], {})).toMatchObject({
      command: 'init',
      root: path.resolve('new-site'),
    })
  })

  test.each([[['deploy']], [['build', '--nope', 'x']], [['build', '--root']]])(
    'a bad command line %j is a BuildError that says what to use',
    (argv) => {
      expect(() => parseArgs(argv, {})).toThrow(BuildError)
    },
  )
})
