import type { Settings } from '../settings.ts'

/** The start-up line that says which proxy headers the services believe, and so what makes a request HTTPS. */
export function proxyTrustNotice(settings: Pick<Settings, 'TRUST_PROXY' | 'COOKIE_SECURE'>): string {
  const cookie = settings.COOKIE_SECURE
    ? ' Session cookies are Secure: sign-in over plain HTTP is refused.'
    : ''
  return settings.TRUST_PROXY
    ? `Proxy: TRUST_PROXY=true, trusting X-Forwarded-Proto (and -Host, -For) from the proxy in front.${cookie}`
    : `Proxy: TRUST_PROXY=false, no proxy header is trusted; only the connection itself says HTTPS.${cookie}`
}
