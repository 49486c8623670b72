/** Logo and title, linking to the docs root. Shared by the bar and the mobile panel header. */
import type { SiteData } from '../../../generator/core/types'
import { assetUrl } from '../url'

export function NavbarBrand({ site }: { site: SiteData }) {
  const { logo, title } = site.navbar
  return (
    <a className="navbar__brand" href={site.docsHref}>
      {/* With a visible title next to it the logo is decorative: empty alt avoids reading the name twice. */}
      {logo && <img className="navbar__logo" src={assetUrl(site, logo.src)} alt={title ? '' : logo.alt} width={32} height={32} />}
      {title && <span className="navbar__title">{title}</span>}
    </a>
  )
}
