/** localhost, 127.0.0.0/8, [::1] and *.localhost: hosts only this machine can reach. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|.+\.localhost)$/;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname.toLowerCase());
}

/** The URL's host is a loopback host (an unparsable URL is not). */
export function isLoopbackUrl(url: string): boolean {
  return URL.canParse(url) && isLoopbackHost(new URL(url).hostname);
}
