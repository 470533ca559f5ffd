import { brand } from '@/content/site'

// Replaced by the home page issue.
export default function HomePage() {
  return (
    <section className="section" style={{ paddingTop: 140 }}>
      <div className="container">
        <h1>{brand.tagline}</h1>
        <p>{brand.description}</p>
      </div>
    </section>
  )
}
