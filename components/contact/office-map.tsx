'use client'

import { useState } from 'react'
import { useConsent } from '@/lib/consent'
import styles from './office-map.module.css'

type OfficeMapProps = {
  embedUrl: string
  mapUrl: string
  title: string
  address: string
}

/**
 * The Indore office map. Google's frame sets third-party cookies, so it loads only
 * after the visitor accepted cookies, or for this page view when they press the load button
 * (which records no consent). Before that, a placeholder gives the address and a plain link.
 */
export function OfficeMap({ embedUrl, mapUrl, title, address }: OfficeMapProps) {
  const consent = useConsent()
  const [loadedOnce, setLoadedOnce] = useState(false)

  if (consent === 'accepted' || loadedOnce) {
    return (
      <div className={styles.frame}>
        <iframe
          src={embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className={styles.iframe}
        />
      </div>
    )
  }

  return (
    <div className={`${styles.frame} ${styles.placeholder}`} data-testid="map-placeholder">
      <div className={styles.placeholderText}>
        <p className={styles.placeholderTitle}>Map of our Indore office</p>
        <p>{address}</p>
        <p className={styles.note}>
          The map is served by Google, which sets its own cookies. It loads once you accept cookies or press the
          button below.
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setLoadedOnce(true)}>
            Load the map
          </button>
          <a className="button button-outline" href={mapUrl} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  )
}
