// The studio page's Content-Security-Policy, the same under Electron and the web host: only
// the bundled page's own scripts, no inline script, no eval, no remote content. Inline styles
// are allowed because Monaco positions its overlays with them.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
