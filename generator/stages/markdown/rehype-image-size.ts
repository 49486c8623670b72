/**
 * `width` and `height` on images from the files under static/ (so the page does not shift as
 * they load): `<img src="/img/x.png">` reads `static/img/x.png` (PNG, GIF, JPEG, WebP, SVG;
 * see image-size.ts). Runs before rehype-links adds the base URL. Images with a width or
 * height already, external or relative ones, and missing files (the routes stage reports
 * those) are left as they are. With `markdownOnly` (a Docusaurus project), only markdown's own
 * images (`![](/img/x.png)`, marked by markdown-own.ts) are sized, as Docusaurus's image
 * transform sizes only those: an HTML or JSX `<img>` is drawn as its author wrote it (pnpm.io's
 * charts, SVGs with a viewBox and no size, fill their column there; sized from the viewBox they
 * were 300 px wide).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Element, Root } from 'hast'
import { visit } from './walk.js'
import { imageSize } from './image-size.js'
import { IMAGE_MARK } from './markdown-own.js'

/** Told each file a compile read (its bytes; null when it is missing). */
export type ReadRecorder = (file: string, bytes: Uint8Array | null) => void

/** Options of rehypeImageSize. */
export interface ImageSizeOptions {
  /** Absolute path of the static folder; without it the plugin does nothing. */
  staticDir?: string
  recordRead?: ReadRecorder
  /** Only images markdown-own.ts marked as markdown's own (a Docusaurus project). */
  markdownOnly?: boolean
}

/** Add the intrinsic size to local images. */
export function rehypeImageSize(options: ImageSizeOptions = {}) {
  const { staticDir, recordRead, markdownOnly = false } = options
  return async (tree: Root) => {
    const images: Element[] = []
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return
      const own = node.properties[IMAGE_MARK] !== undefined
      delete node.properties[IMAGE_MARK]
      const src = node.properties.src
      if (!staticDir || (markdownOnly && !own) || typeof src !== 'string' || !/^\/(?!\/)/.test(src)) return
      if (node.properties.width !== undefined || node.properties.height !== undefined) return
      images.push(node)
    })
    if (!staticDir) return
    await Promise.all(
      images.map(async (node) => {
        const file = path.join(staticDir, safeDecode((node.properties.src as string).split(/[?#]/)[0]!))
        if (!file.startsWith(staticDir + path.sep)) return // `..` out of static/
        const bytes = await fs.readFile(file).catch(() => null)
        recordRead?.(file, bytes)
        const size = imageSize(bytes ?? Buffer.alloc(0))
        if (size) Object.assign(node.properties, size)
      }),
    )
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
