/**
 * `@theme/IdealImage` (Docusaurus's plugin-ideal-image): one `<img>` of the original
 * file with its width and height (no layout shift), `loading="lazy"` and `decoding="async"`,
 * the alt text kept. No resized copies are made: `sizes`, `quality` and the low-quality
 * placeholder are not honoured (the compatibility report says so).
 *
 * `img` may be what Docusaurus's loader gives (`{ src: { src, width, height, images }, preSrc }`),
 * a module object (`require('./x.png')`: `{ default: url }`), or a URL. A URL's size is the
 * one the build recorded when it copied the file (`recordImageSize`, modules.ts).
 */
import type { CSSProperties } from 'react'

interface Size {
  width: number
  height: number
}
/** Docusaurus's ideal-image loader output. */
interface LoaderImage {
  src:
    | string
    | { src: string; width?: number; height?: number; images?: { path: string; width: number; height: number }[] }
  preSrc?: string
}
export type IdealImageSource = string | LoaderImage | { default: IdealImageSource }

export interface IdealImageProps {
  img: IdealImageSource
  alt?: string
  className?: string
  style?: CSSProperties
  width?: number | string
  height?: number | string
  title?: string
}

/** Image URLs the build copied → their intrinsic size (module state of the thread that renders, like the site
 * facts). */
const sizes = new Map<string, Size>()

/** The build copied an image to `url`: its size, for IdealImage given that URL. */
export function recordImageSize(url: string, size: Size | null): void {
  if (size) sizes.set(url, size)
}

/** The URL, size and srcset an `img` prop gives; null when it gives no URL. */
export function idealImageSource(img: unknown): { src: string; size: Size | null; srcSet?: string } | null {
  if (typeof img === 'string') return { src: img, size: sizes.get(img) ?? null }
  if (!img || typeof img !== 'object') return null
  const o = img as Record<string, unknown>
  if (o.src && typeof o.src === 'object') {
    const s = o.src as Exclude<LoaderImage['src'], string>
    if (typeof s.src !== 'string') return null
    const size =
      typeof s.width === 'number' && typeof s.height === 'number'
        ? { width: s.width, height: s.height }
        : (sizes.get(s.src) ?? null)
    const srcSet = s.images && s.images.length > 1 ? s.images.map((i) => `${i.path} ${i.width}w`).join(', ') : undefined
    return { src: s.src, size, ...(srcSet ? { srcSet } : {}) }
  }
  if (typeof o.src === 'string') return idealImageSource(o.src)
  if ('default' in o) return idealImageSource(o.default)
  return null
}

export function IdealImage({ img, alt, className, style, width, height, title }: IdealImageProps) {
  const source = idealImageSource(img)
  // No URL: nothing to show rather than a broken image (the alt text stands in).
  if (!source) return alt ? <span className="ideal-image ideal-image--missing">{alt}</span> : null
  return (
    <img
      className={['ideal-image', className].filter(Boolean).join(' ')}
      src={source.src}
      srcSet={source.srcSet}
      alt={alt ?? ''}
      title={title}
      width={width ?? source.size?.width}
      height={height ?? source.size?.height}
      loading="lazy"
      decoding="async"
      style={style}
    />
  )
}
