import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's exact markup (srcset, sizes, lazy loading, AVIF/WebP through /_next/image for
 * rasters) without its client component: `<Image>` from 'next/image' is a 'use client' module and
 * puts about 5 KiB of JavaScript on every page that shows a picture, only to watch the load event
 * for placeholders we do not use. This renders on the server (or inside an island) with no state.
 * `preload` adds the same <link rel="preload" imagesrcset imagesizes> next/image adds, at high priority.
 */
export function Image(props: ImageProps) {
  // A preloaded picture is the page's largest one: fetch it first (link and <img> agree).
  const { props: img } = getImageProps(props.preload && !props.fetchPriority ? { ...props, fetchPriority: 'high' } : props)
  if (props.preload && typeof img.src === 'string') {
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      ...(img.fetchPriority ? { fetchPriority: img.fetchPriority } : {}),
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes through getImageProps
  return <img {...img} />
}
