/**
 * The route a path belongs to, from the page's dynamic params (useParams): /projects/12 →
 * /projects/[id], so Web Vitals can be compared per kind of page rather than per project.
 */
export function routeOf(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const names = new Map<string, string>()
  for (const [name, value] of Object.entries(params)) for (const part of [value ?? []].flat()) names.set(encodeURIComponent(part), name)
  return pathname.replace(/[^/]+/g, (segment) => (names.has(segment) ? `[${names.get(segment)}]` : segment))
}
