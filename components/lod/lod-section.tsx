import { Image } from '@/components/media/image'
import { SectionIntro } from '@/components/ui/section-intro'
import { BIMFORUM_LOD_URL } from '@/content/lod'
import type { Service } from '@/content/types'
import { formatKilobytes, getServiceLod } from '@/lib/lod'
import { LodTable } from './lod-table'
import { LodViewer } from './lod-viewer'
import styles from './lod-section.module.css'

/**
 * A service's level-of-development section: what its models hold at each level (a table), the
 * sample's drawing, the 3D sample on request (the LodViewer island) and the sample as IFC.
 * Everything but the 3D view is in the HTML (docs/lod-explorer.md).
 */
export function LodSection({ service }: { service: Service }) {
  const lod = getServiceLod(service.id)
  if (!lod) return null
  const { models } = lod
  const viewerLevels = lod.levels.flatMap((entry) => {
    const file = models.levels[entry.level]
    return file ? [{ level: entry.level, src: file.src, modelShows: entry.modelShows }] : []
  })

  return (
    <section className="section" aria-labelledby="lod-heading">
      <div className="container">
        <div className={styles.intro}>
          <SectionIntro id="lod-heading" intro={{ eyebrow: 'Level of development', heading: lod.heading, paragraphs: lod.intro }} paragraphClassName={styles.paragraph} />
        </div>
        <LodTable service={service} lod={lod} />
        <div className={styles.sample}>
          <figure className={styles.drawing}>
            <Image src={models.drawing.src} width={models.drawing.width} height={models.drawing.height} alt={lod.drawingAlt} sizes="(min-width: 1024px) 560px, 100vw" />
            <figcaption className={styles.caption}>The sample model in 2D: {lod.modelName}</figcaption>
          </figure>
          <div className={styles.model}>
            <h3 className={styles.modelHeading}>The sample in 3D</h3>
            <p className={styles.paragraph}>
              {lod.modelName}, modelled at each level in the table: turn it, zoom in and switch levels to see what each one adds.
            </p>
            <LodViewer modelName={lod.modelName} levels={viewerLevels} />
            <ul className={styles.links}>
              <li>
                <a href={models.ifc.src} download={models.ifc.fileName}>
                  {`Download the sample model (IFC, ${formatKilobytes(models.ifc.bytes)})`}
                </a>
              </li>
              <li>
                <a href={BIMFORUM_LOD_URL} target="_blank" rel="noopener noreferrer">
                  The BIMForum LOD Specification
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                , which defines the levels
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
