import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess } from '../../scripts/local-servers/server-process.mjs'

/** The nginx configuration the README gives for production, run as it is by the spec in front of the site. */
export const SITE_NGINX_CONF = join(__dirname, '..', '..', 'deploy', 'nginx.conf')

const TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']

export type Nginx = { url: string; output: () => string; stop: () => Promise<void> }

/**
 * Starts Debian's nginx (not as root) with deploy/nginx.conf, its placeholders filled in, listening
 * on 127.0.0.1:`port` and passing to `upstreamPort`. Everything it writes stays in a temp folder.
 */
export async function startNginx(port: number, upstreamPort: number): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), `nginx-${port}-`))
  const values: Record<string, string> = { LISTEN: `127.0.0.1:${port}`, SITE_UPSTREAM: `127.0.0.1:${upstreamPort}`, CACHE_DIR: join(prefix, 'cache') }
  // The same substitution as the envsubst line in the file's header.
  const site = readFileSync(SITE_NGINX_CONF, 'utf8').replace(/\$\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`${SITE_NGINX_CONF}: unknown placeholder ${placeholder}`)
    return values[name] as string
  })
  writeFileSync(join(prefix, 'site.conf'), site)
  const temp = TEMP_KINDS.map((kind) => `${kind}_temp_path ${join(prefix, kind)};`)
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  ${temp.join('\n  ')}\n  include site.conf;\n}\n`,
  )
  // Run as root (a container), the whole nginx runs as nobody instead, so it owns only its folder.
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined
  if (asNobody) for (const entry of ['', 'site.conf', 'nginx.conf']) chownSync(join(prefix, entry), asNobody.uid, asNobody.gid)

  const nginx = await startServerProcess({
    name: 'nginx',
    command: ['/usr/sbin/nginx', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log stderr warn;`],
    port,
    cwd: prefix,
    ready: 'tcp',
    timeoutMs: 10_000,
    user: asNobody,
  })
  return {
    url: nginx.url,
    output: nginx.output,
    stop: async () => {
      await nginx.stop()
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
