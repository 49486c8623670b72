/**
 * A dropdown navbar item (S3): `div.navbar-dropdown[data-dropdown]` > button + menu. The
 * runtime toggles `data-open` on click, Enter and outside clicks; without JS CSS opens it on
 * hover and `:focus-within`.
 */
import type { ResolvedNavbarItem } from '../../../generator/core/theme-contract'
import { IconChevron } from '../icons'
import { Link } from '../Link'
import { versionAttrs } from './nav-active'

export function NavbarDropdown({ item, active }: { item: ResolvedNavbarItem; active: boolean }) {
  return (
    <div className="navbar-dropdown" data-dropdown>
      {/* The item's `className` is on its toggle, and a child's on its link, as theme-classic puts them (a site's CSS hides one at some widths). */}
      <button
        type="button"
        className={['navbar__link', active && 'navbar__link--active', item.className].filter(Boolean).join(' ')}
        aria-expanded="false"
        aria-haspopup="true"
      >
        {item.label}
        <IconChevron size={14} className="navbar-dropdown__chevron" />
      </button>
      <ul className="navbar-dropdown__menu">
        {(item.items ?? []).map((child, i) =>
          child.type === 'html' ? (
            <li key={i} className="navbar-dropdown__html" dangerouslySetInnerHTML={{ __html: child.value ?? '' }} />
          ) : (
            child.href && (
              <li key={i}>
                <Link
                  href={child.href}
                  external={child.external}
                  className={[
                    'navbar-dropdown__link',
                    child.current && 'navbar-dropdown__link--active',
                    child.className,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={child.current ? 'page' : undefined}
                  {...versionAttrs(child)}
                >
                  {child.label}
                </Link>
              </li>
            )
          ),
        )}
      </ul>
    </div>
  )
}
