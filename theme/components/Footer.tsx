/**
 * Site footer: link columns when the config has some (Docusaurus's `footer.links`), then the
 * logo (Docusaurus's `footer.logo`: a link when it has `href`, both images as themed images with
 * `srcDark`), then the copyright line (both may hold HTML, as in Docusaurus). `style: 'dark'`
 * makes it a dark band in both colour modes, as in Docusaurus. The logo is styled inline (capped
 * at Infima's `--ifm-footer-logo-max-width`, `min(30rem, 90vw)`, or the site's value of it) so that
 * sites without one carry no CSS for it.
 */
import { useContext } from 'react'
import type { SiteData } from '../../generator/core/theme-contract'
import { escapedHref, isExternal, withBase } from '../../generator/core/paths'
import { Link } from './Link'
import { assetUrl, pageHref } from './url'
import { slotMemo } from './slot-memo'
import { I18nContext } from '../i18n/context'

function FooterLogo({ site, logo }: { site: SiteData; logo: NonNullable<SiteData['footer']['logo']> }) {
  const image = (src: string, themed?: 'light' | 'dark') => (
    <img
      className={`footer__logo${themed ? ` themed-image themed-image--${themed}` : ''}`}
      src={assetUrl(site, src)}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      style={{ maxWidth: 'var(--ifm-footer-logo-max-width, min(30rem, 90vw))', height: 'auto' }}
    />
  )
  const images = logo.srcDark ? (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  ) : (
    image(logo.src)
  )
  return (
    <div className="footer__logo-wrap" style={{ marginBottom: '1rem' }}>
      {!logo.href ? (
        images
      ) : isExternal(logo.href) ? (
        <a
          className="footer__logo-link"
          href={escapedHref(site.baseUrl, logo.href) ?? logo.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {images}
        </a>
      ) : (
        <a
          className="footer__logo-link"
          href={pageHref(site, withBase(site.baseUrl, logo.href.startsWith('/') ? logo.href : '/' + logo.href))}
        >
          {images}
        </a>
      )}
    </div>
  )
}

/**
 * The footer's inside is the same on every page of a site (it reads nothing but the site data):
 * rendered once per SiteData object in a thread, then written as it is (slot-memo.tsx, without
 * slots; react-native-website: 74 elements of a page's ~400, on each of 2,377 pages).
 */
const insides = new WeakMap<SiteData, Map<string, string[]>>()

export function Footer({ site }: { site: SiteData }) {
  const inside = slotMemo(useContext(I18nContext), insides, site, '', () => <FooterInside site={site} />, [])
  const className = `footer${site.footer.style === 'dark' ? ' footer--dark' : ''}`
  return inside === null ? (
    <footer className={className}>
      <FooterInside site={site} />
    </footer>
  ) : (
    <footer className={className} dangerouslySetInnerHTML={{ __html: inside }} />
  )
}

function FooterInside({ site }: { site: SiteData }) {
  const { links, copyright, logo } = site.footer
  return (
    <>
      {links.length > 0 && (
        <div className="footer__links">
          {links.map((column) => (
            <nav className="footer__column" key={column.title} aria-label={column.title}>
              <p className="footer__title">{column.title}</p>
              <ul className="footer__items">
                {column.items.map((item, i) =>
                  'html' in item ? (
                    <li key={i} className="footer__item--html" dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={i}>
                      <Link
                        className="footer__link"
                        href={
                          isExternal(item.href)
                            ? (escapedHref(site.baseUrl, item.href) ?? item.href)
                            : pageHref(site, withBase(site.baseUrl, item.href))
                        }
                        external={isExternal(item.href)}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {logo && <FooterLogo site={site} logo={logo} />}
      {/* HTML, as in Docusaurus (`Copyright © 2025 <a href=…>Me</a>`). */}
      {copyright && <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
    </>
  )
}
