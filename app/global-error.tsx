'use client'

import './globals.css'

/**
 * Shown only if the root layout itself fails. Replacing Next's built-in screen also keeps its
 * styles module (about 2 KiB of JavaScript) out of every page's first load.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main className="section">
          <div className="container">
            <h1>Something went wrong</h1>
            <p>This page could not be shown. Please try again, or come back in a few minutes.</p>
            <p>
              <button type="button" className="button" onClick={reset}>
                Try again
              </button>{' '}
              {/* A full page load on purpose: the client router is what just failed. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/">Go to the home page</a>
            </p>
          </div>
        </main>
      </body>
    </html>
  )
}
