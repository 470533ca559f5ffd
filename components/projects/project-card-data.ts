import { imgProps } from '@/components/media/image'
import type { ProjectCardData } from './project-card'
import type { Project } from '@/content/types'
import { inlineSvg } from '@/lib/media/inline-svg'

/**
 * A project's card as data. `inlineImage` marks a card on the first screen: its drawing comes
 * inside the HTML rather than as a request after it.
 */
export function projectCardData(project: Project, { inlineImage = false } = {}): ProjectCardData {
  const { id, title, location, details, client, area, structure, image } = project
  const sizes = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'
  return {
    id,
    title,
    location,
    details,
    client,
    area,
    structure,
    heading: project.name ?? title,
    image: imgProps({ ...image, src: inlineImage ? inlineSvg(image.src) : image.src, sizes }),
    ...(inlineImage && { dialogImage: imgProps({ ...image, sizes }) }),
  }
}
