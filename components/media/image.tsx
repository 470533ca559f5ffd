import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's exact markup (srcset, sizes, lazy loading, AVIF/WebP through /_next/image for
 * rasters) without its client component: `<Image>` from 'next/image' is a 'use client' module and
 * puts about 5 KiB of JavaScript on every page that shows a picture, only to watch the load event
 * for placeholders we do not use. This renders on the server (or inside an island) with no state.
 * A first screen's drawing is not preloaded but inlined (lib/media/inline-svg.ts).
 */
export function Image(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes through getImageProps
  return <img {...imgProps(props)} />
}

/** The <img> attributes next/image would render, as plain data an island can be given. */
export function imgProps(props: ImageProps) {
  return getImageProps(props).props
}
