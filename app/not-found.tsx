import Link from 'next/link'
import { PageBanner } from '@/components/ui/page-banner'

export const metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <>
      <PageBanner title="Page not found" />
      <section className="section">
        <div className="container">
          <h2>We could not find that page</h2>
          <p>The address may be mistyped, or the page has moved. These are good places to continue:</p>
          <ul>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/project">Our projects</Link>
            </li>
            <li>
              <Link href="/services/bim-services">BIM services</Link>
            </li>
            <li>
              <Link href="/contact">Contact us</Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  )
}
