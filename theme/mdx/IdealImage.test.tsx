/**
 * `@theme/IdealImage`: the component's forms of `img`, and MDX pages using it
 * with `require('./x.png')` (Docusaurus's spelling) and an `import`ed image.
 */
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Processor } from 'unified'
import { IdealImage, recordImageSize } from './IdealImage'
import { parseSource } from '../../generator/stages/content.js'
import { compileMarkdown, createProcessor, getHighlighter } from '../../generator/stages/markdown/processor.js'
import { makeSite } from '../../generator/test/helpers.js'
import { pngOf } from '../../generator/test/png.js'
import { imageSize } from '../../generator/stages/markdown/image-size.js'

describe('@theme/IdealImage', () => {
  test("28.3 the loader's object ({ src: { src, width, height, images }, preSrc }) gives a lazy <img> with its size, a srcset of its images, the alt kept", () => {
    const html = renderToStaticMarkup(
      <IdealImage
        alt="A chart"
        img={{
          src: {
            src: '/img/a.png',
            width: 640,
            height: 480,
            images: [
              { path: '/img/a-320.png', width: 320, height: 240 },
              { path: '/img/a.png', width: 640, height: 480 },
            ],
          },
          preSrc: 'data:image/svg+xml,x',
        }}
      />,
    )
    expect(html).toBe(
      '<img class="ideal-image" src="/img/a.png" srcSet="/img/a-320.png 320w, /img/a.png 640w" alt="A chart" width="640" height="480" loading="lazy" decoding="async"/>',
    )
  })

  test('28.3 a URL (size recorded when the build copied it) and a module object ({ default: url }) are accepted; no URL renders no broken image', () => {
    recordImageSize('/assets/files/b.1234.png', { width: 12, height: 8 })
    expect(renderToStaticMarkup(<IdealImage alt="b" img="/assets/files/b.1234.png" />)).toBe(
      '<img class="ideal-image" src="/assets/files/b.1234.png" alt="b" width="12" height="8" loading="lazy" decoding="async"/>',
    )
    expect(renderToStaticMarkup(<IdealImage alt="b" img={{ default: '/assets/files/b.1234.png' }} />)).toContain(
      'width="12" height="8"',
    )
    expect(renderToStaticMarkup(<IdealImage alt="c" img="/unknown.png" />)).toBe(
      '<img class="ideal-image" src="/unknown.png" alt="c" loading="lazy" decoding="async"/>',
    )
    expect(renderToStaticMarkup(<IdealImage alt="missing" img={{} as never} />)).toBe(
      '<span class="ideal-image ideal-image--missing">missing</span>',
    )
  })
})

describe('IdealImage in MDX', () => {
  let processor: Processor
  let root: string
  beforeAll(async () => {
    root = makeSite({ 'content/docs/img/photo.png': pngOf(40, 30), 'src/pic.png': pngOf(16, 9) })
    processor = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: () => null,
      siteRoot: root,
      baseUrl: '/base/',
      siteConfig: { title: 'T' },
    })
  }, 60_000)
  const compile = (text: string) =>
    compileMarkdown(
      { ...parseSource(text, path.join(root, 'content/docs/page.mdx'), 'doc', 'page.mdx'), format: 'mdx' },
      processor,
    )

  test("28.3 <Image img={require('./img/photo.png')} /> and an imported image render the copied file with its width and height", async () => {
    expect(imageSize(pngOf(40, 30))).toEqual({ width: 40, height: 30 })
    const { page, warnings } = await compile(
      [
        "import Image from '@theme/IdealImage'",
        "import pic from '@site/src/pic.png'",
        '',
        '<Image img={require(\'./img/photo.png\')} alt="A photo" />',
        '',
        '<Image img={pic} alt="Pic" />',
        '',
        "Also the URL: <code>{require('./img/photo.png').default}</code>",
        '',
      ].join('\n'),
    )
    expect(warnings).toEqual([])
    const imgs = [...page.html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    expect(imgs[0]).toMatch(
      /^<img class="ideal-image" src="\/base\/assets\/files\/photo\.[0-9a-f]{8}\.png" alt="A photo" width="40" height="30" loading="lazy" decoding="async"\/>$/,
    )
    expect(imgs[1]).toMatch(/src="\/base\/assets\/files\/pic\.[0-9a-f]{8}\.png" alt="Pic" width="16" height="9"/)
    expect(page.html).toMatch(/<code>\/base\/assets\/files\/photo\.[0-9a-f]{8}\.png<\/code>/)
    // The files are copied by the write stage.
    expect(page.assets!.map((a) => a.to)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/files\/photo\./),
        expect.stringMatching(/^assets\/files\/pic\./),
      ]),
    )
  })
})
