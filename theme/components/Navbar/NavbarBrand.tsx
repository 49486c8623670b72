/**
 * Logo and title, linking to `navbar.brandHref` (`logo.href`, else the site root). Shared by
 * the bar and the mobile panel header. With `logo.srcDark` both images are in the HTML and CSS
 * shows the one of the current colour mode (as ThemedImage does).
 */
import type { SiteData } from '../../../generator/core/theme-contract'
import { isExternal } from '../../../generator/core/paths'
import { assetUrl } from '../url'

/** The brand's images (the logo, and its dark twin), in the order the brand renders them. */
export function brandImages(site: SiteData): string[] {
  const { logo } = site.navbar
  if (!logo) return []
  return logo.srcDark ? [assetUrl(site, logo.src), assetUrl(site, logo.srcDark)] : [assetUrl(site, logo.src)]
}

export function NavbarBrand({ site }: { site: SiteData }) {
  const { logo, title, brandHref } = site.navbar
  // The site's alt text, as Docusaurus renders it; only an alt that repeats the visible title
  // beside it is emptied (the link would read the name twice).
  const alt = logo && (title && logo.alt.trim().toLowerCase() === title.trim().toLowerCase() ? '' : logo.alt)
  const external = isExternal(brandHref)
  return (
    <a
      className="navbar__brand"
      href={brandHref}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {logo && !logo.srcDark && (
        <img className="navbar__logo" src={assetUrl(site, logo.src)} alt={alt!} width={32} height={32} />
      )}
      {logo?.srcDark && (
        <>
          <img
            className="navbar__logo themed-image themed-image--light"
            src={assetUrl(site, logo.src)}
            alt={alt!}
            width={32}
            height={32}
          />
          <img
            className="navbar__logo themed-image themed-image--dark"
            src={assetUrl(site, logo.srcDark)}
            alt={alt!}
            width={32}
            height={32}
          />
        </>
      )}
      {title && <span className="navbar__title">{title}</span>}
    </a>
  )
}
