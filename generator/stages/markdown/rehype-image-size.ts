/**
 * `width` and `height` on images from the files under static/ (so the page does not shift as
 * they load): `<img src="/img/x.png">` reads `static/img/x.png` (PNG, GIF, JPEG, WebP, SVG;
 * see image-size.ts). Runs before rehype-links adds the base URL. Images with a width or
 * height already, external or relative ones, and missing files (the routes stage reports
 * those) are left as they are.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Element, Root } from 'hast'
import { visit } from './walk.js'
import { imageSize } from './image-size.js'

/** Told each file a compile read (its bytes; null when it is missing). */
export type ReadRecorder = (file: string, bytes: Uint8Array | null) => void

/** Options of rehypeImageSize. */
export interface ImageSizeOptions {
  /** Absolute path of the static folder; without it the plugin does nothing. */
  staticDir?: string
  recordRead?: ReadRecorder
}

/** Add the intrinsic size to local images. */
export function rehypeImageSize(options: ImageSizeOptions = {}) {
  const { staticDir, recordRead } = options
  return async (tree: Root) => {
    if (!staticDir) return
    const images: Element[] = []
    visit(tree, 'element', (node: Element) => {
      const src = node.properties?.src
      if (node.tagName !== 'img' || typeof src !== 'string' || !/^\/(?!\/)/.test(src)) return
      if (node.properties.width !== undefined || node.properties.height !== undefined) return
      images.push(node)
    })
    await Promise.all(images.map(async (node) => {
      const file = path.join(staticDir, safeDecode((node.properties.src as string).split(/[?#]/)[0]!))
      if (!file.startsWith(staticDir + path.sep)) return // `..` out of static/
      const bytes = await fs.readFile(file).catch(() => null)
      recordRead?.(file, bytes)
      const size = imageSize(bytes ?? Buffer.alloc(0))
      if (size) Object.assign(node.properties, size)
    }))
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
