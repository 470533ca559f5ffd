import { svgMarkup } from '@/lib/media/inline-svg'

/**
 * A decorative icon drawn inside the page, not as an image: cheaper for the first paint on a slow
 * phone (lib/media/inline-svg.ts). The span takes the size and spacing from `className`.
 */
export function SvgIcon({ src, className }: { src: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: svgMarkup(src) }} />
}
