import { StartProjectLink } from '@/components/brief/start-project-link'
import { SearchButton } from '@/components/search/search-button'
import { brand, mainNav, serviceNav } from '@/content/site'
import { HeaderFrame } from './header-frame'
import { headerIcons } from './header-icons'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'
import { ServicesMenu } from './services-menu'
import styles from './site-header.module.css'

const services = serviceNav.map(({ id, label }) => ({ id, label }))

/** The header's links in order: the first three pages, Services, Blog, the rest. */
function NavItems({ variant }: { variant: 'desktop' | 'mobile' }) {
  const item = (href: string, label: string) => (
    <li key={href}>
      <NavLink href={href} className={styles.link} currentClassName={styles.current}>
        {label}
      </NavLink>
    </li>
  )
  return (
    <ul className={variant === 'desktop' ? styles.list : styles.mobileList}>
      {mainNav.slice(0, 3).map(({ href, label }) => item(href, label))}
      <ServicesMenu services={services} variant={variant} chevron={headerIcons.chevron} />
      <li>
        <a href={brand.blogUrl} target="_blank" rel="noopener noreferrer" className={styles.link} data-analytics="Blog">
          Blog<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      {mainNav.slice(3).map(({ href, label }) => item(href, label))}
    </ul>
  )
}

/**
 * The fixed site header, rendered on the server. Only its leaves run in the browser: the compact
 * bar (header-frame), links that know the current page (nav-link), the Services dropdown and the
 * menu dialog of small screens.
 */
export function SiteHeader() {
  return (
    <HeaderFrame className={styles.header} compactClassName={styles.compact}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <NavLink href="/" className={styles.brand} aria-label={`${brand.shortName}, home`}>
          <Logo />
        </NavLink>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavItems variant="desktop" />
        </nav>
        {/* Header actions (a search button, a call to action): one component each, one line here. */}
        <div className={styles.actions}>
          <SearchButton />
          <StartProjectLink place="bar" />
        </div>
        <MobileMenu head={<Logo />} icons={headerIcons}>
          <nav aria-label="Mobile">
            <NavItems variant="mobile" />
          </nav>
          <StartProjectLink place="menu" />
        </MobileMenu>
      </div>
    </HeaderFrame>
  )
}
