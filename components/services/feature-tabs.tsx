import { Fragment, type ReactNode } from 'react'
import { Tabs } from '@/components/ui/tabs'
import type { ServiceFeature } from '@/content/types'
import styles from './feature-tabs.module.css'

type FeatureTabsProps = {
  features: readonly ServiceFeature[]
  /** Accessible name of the tab list. */
  label: string
  /** Each feature's picture, rendered on the server (so no image code ships with the tabs). */
  media?: readonly ReactNode[]
}

/** '01/', '02/' ... */
export function tabNumber(index: number): string {
  return `${String(index + 1).padStart(2, '0')}/`
}

/** A service's numbered feature tabs; every panel is in the pre-rendered HTML. */
export function FeatureTabs({ features, label, media }: FeatureTabsProps) {
  return (
    <Tabs
      label={label}
      classNames={styles}
      tabs={features.map((feature, index) => (
        <Fragment key={feature.title}>
          <span className={styles.number}>{tabNumber(index)}</span>
          <span>{feature.title}</span>
        </Fragment>
      ))}
      panels={features.map((feature, index) => (
        <Fragment key={feature.title}>
          <div className={styles.media}>{media?.[index]}</div>
          <div>
            <h3>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
            {feature.subtext.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Fragment>
      ))}
    />
  )
}
