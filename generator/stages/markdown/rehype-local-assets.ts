/**
 * Files beside the content: an image or a linked file given by a relative path
 * (`![x](./img/x.png)`, `[spec](./files/spec.pdf)`) that exists next to the page is copied into
 * the output under a content-hashed name (`assets/files/x.<hash>.png`) and the URL rewritten;
 * images also get their width and height. Runs before rehype-image-size and rehype-links
 * (which adds the base URL and records the link for the checks). `@site/…` paths are from the
 * site root. Paths that do not exist are
 * left as written, so the routes stage reports them as missing with their line.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { hashedAsset } from './mdx/modules.js'
import { imageSize } from './image-size.js'
import type { ReadRecorder } from './rehype-image-size.js'
import { visit } from './walk.js'
import { noteContext, noteMissingLocal } from './repeat-copy.js'

declare module 'vfile' {
  interface DataMap {
    /** Files the page made part of the site, copied by the write stage. */
    assets: { from: string; to: string }[]
  }
}

const RELATIVE_RE = /^(?![a-z][a-z0-9+.-]*:|\/|#|\?)/i

export function rehypeLocalAssets(options: { siteRoot?: string; recordRead?: ReadRecorder } = {}) {
  return (tree: Root, file: VFile) => {
    if (!file.path) return
    const dir = path.dirname(file.path)
    visit(tree, 'element', (node: Element) => {
      const prop =
        node.tagName === 'img' || node.tagName === 'source' || node.tagName === 'video'
          ? 'src'
          : node.tagName === 'a'
            ? 'href'
            : null
      const url = prop ? node.properties[prop] : undefined
      if (typeof url !== 'string' || !url || !RELATIVE_RE.test(url)) return
      const [pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url)!.slice(1)
      if (!pathPart || /\.mdx?$/i.test(pathPart)) return
      // `@site/static/img/x.png`: a path from the site root, as Docusaurus resolves it.
      const site = pathPart.startsWith('@site/') && options.siteRoot ? options.siteRoot : null
      let target: string
      try {
        target = site
          ? path.join(site, decodeURIComponent(pathPart.slice('@site/'.length)))
          : path.resolve(dir, decodeURIComponent(pathPart))
      } catch {
        return
      }
      if (!fs.statSync(target, { throwIfNoEntry: false })?.isFile()) {
        options.recordRead?.(target, null) // left as written; a file added there later changes the page
        // A page repeating this text is the same only while nothing is at this path beside it either (repeat-copy.ts).
        if (!site) noteMissingLocal(file.path, path.relative(dir, target))
        return
      }
      if (!site) noteContext('a file beside the page')
      const bytes = fs.readFileSync(target)
      options.recordRead?.(target, bytes)
      const asset = hashedAsset(target, bytes)
      ;(file.data.assets ??= []).push(asset)
      node.properties[prop!] = '/' + asset.to + rest
      if (node.tagName === 'img' && node.properties.width === undefined && node.properties.height === undefined) {
        const size = imageSize(bytes)
        if (size) Object.assign(node.properties, size)
      }
    })
  }
}
