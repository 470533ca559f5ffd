export const SHELL_PATH: string
export const SOURCE_PATH: string
/** A page's server HTML with the page taken out; throws when the HTML is not the shape it expects. */
export function emptyMain(html: string): string
/** The loopback proxy serving SHELL_PATH and passing everything else to siteUrl (port 0: any free port). */
export function startShellProxy(options: { siteUrl: string; port: number }): Promise<{ url: string; stop: () => Promise<void> }>
