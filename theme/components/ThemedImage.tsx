/**
 * An image with a light and a dark variant (S1). Both are in the HTML; CSS shows the one that
 * matches `html[data-theme]`, so the right one appears before any script runs.
 */
import type { ImgHTMLAttributes } from 'react'

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string }
  alt: string
}

export function ThemedImage({ sources, className = '', ...rest }: ThemedImageProps) {
  return (
    <>
      {/* biome-ignore lint/a11y/useAltText: the author's alt is in `rest` */}
      <img {...rest} src={sources.light} className={`themed-image themed-image--light ${className}`.trim()} />
      {/* biome-ignore lint/a11y/useAltText: the author's alt is in `rest` */}
      <img {...rest} src={sources.dark} className={`themed-image themed-image--dark ${className}`.trim()} />
    </>
  )
}
