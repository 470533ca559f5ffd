/** Re-mounts on every navigation, so the 0.4 s page transition (motion.css) plays per route. */
export default function Template({ children }: { children: React.ReactNode }) {
  return <div className="page-transition">{children}</div>
}
