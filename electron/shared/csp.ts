// The studio page's Content-Security-Policy, the same under Electron and the web host: only
// the bundled page's own scripts, no inline script, no eval, no remote content. Inline styles
// are allowed because Monaco positions its overlays with them.
const DIRECTIVES = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
];

/** Sent as a header by both hosts. */
export const CONTENT_SECURITY_POLICY = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * Repeated in the page's <meta> tag so the page is protected even if served some other way.
 * Browsers ignore (and warn about) frame-ancestors in a meta tag, so it is left out there.
 */
export const META_CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');
