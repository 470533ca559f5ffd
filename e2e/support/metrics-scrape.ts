// A Prometheus scrape of the site's exporter (OTEL_METRICS_EXPORTER=prometheus), read as a test reads it.

export type Scrape = { text: string; value: (name: string, labels?: Record<string, string>) => number }

/** GET /metrics; `value` sums the samples of `name` whose labels include `labels` (0 when there are none). */
export async function scrapeMetrics(url: string): Promise<Scrape> {
  const text = await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).text()
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line) ?? []
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, label]) => [key, label]))
      return { name, labels, value: Number(value) }
    })
  return {
    text,
    value: (name, labels = {}) =>
      samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, label]) => sample.labels[key] === label)).reduce((sum, sample) => sum + sample.value, 0),
  }
}
