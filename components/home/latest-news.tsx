import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { blogTeasers, homeSections } from '@/content/home'
import { SectionHeading } from './section-heading'
import styles from './latest-news.module.css'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** Home section 8: three teasers of the firm's external blog, opened in a new tab. */
export function LatestNews() {
  const heading = homeSections.news
  return (
    <section className="section" aria-labelledby="news-heading">
      <div className="container">
        <SectionHeading id="news-heading" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
        <ul className={styles.grid}>
          {blogTeasers.map((post, index) => (
            <Reveal as="li" key={post.link} delay={index * 120}>
              <article className={styles.card}>
                <Image {...post.image} alt={post.image.alt} sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <span className={styles.category}>{post.category}</span>
                    <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                  </p>
                  <h3 className={styles.title}>{post.title}</h3>
                  <p className={styles.text}>{post.description}</p>
                  <a href={post.link} target="_blank" rel="noopener noreferrer" className={styles.more}>
                    Read more<span className="visually-hidden">: {post.title} (opens in a new tab)</span>
                    <span aria-hidden="true"> ↗</span>
                  </a>
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
