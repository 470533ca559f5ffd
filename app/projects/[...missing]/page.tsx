import { notFound } from 'next/navigation'

// /projects/[id] pre-renders the 45 projects with dynamicParams = false, so an unknown id falls
// through to this route instead of the generic 404, and answers 404 with 'Project not found'
// (SPEC §8) from not-found.tsx beside this file. No path is pre-rendered here.
export function generateStaticParams(): { missing: string[] }[] {
  return []
}

export default function MissingProject() {
  notFound()
}
