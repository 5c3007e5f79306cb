// Links the studio hands to the system browser. The one allow-list is here: addresses under
// one of these prefixes are the project's own documentation and open at once; any other https
// link opens only after the user says yes in a native dialog that names it, which the page
// cannot draw or answer. Anything but https never leaves the app.
import { parseUrl } from './app-url';

/**
 * The project's own documentation, by address prefix (origin and path). The studio links to
 * no published documentation yet, so every outside link asks first; add its address here
 * when one exists.
 */
export const DOCUMENTATION_LINKS: readonly string[] = [];

/** Whether `url` lies under one of the allowed prefixes (whole path segments only). */
export function isDocumentationLink(url: string, allowed: readonly string[] = DOCUMENTATION_LINKS): boolean {
  const parsed = parseUrl(url);
  if (parsed?.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false;
  const target = `${parsed.origin}${parsed.pathname}`;
  return allowed.some((prefix) => {
    const base = parseUrl(prefix);
    if (base === null) return false;
    const root = `${base.origin}${base.pathname}`;
    return target === root || target.startsWith(root.endsWith('/') ? root : `${root}/`);
  });
}

export type ExternalLinkDeps = {
  /** shell.openExternal */
  open: (url: string) => Promise<void>;
  /** Native question naming the address; true to open it. */
  confirm: (url: string) => Promise<boolean>;
  allowed?: readonly string[];
};

/** Opens a link the page asked for, under the rules above. Resolves to whether it opened. */
export async function openExternalLink(url: string, deps: ExternalLinkDeps): Promise<boolean> {
  if (parseUrl(url)?.protocol !== 'https:') return false;
  if (!isDocumentationLink(url, deps.allowed) && !(await deps.confirm(url))) return false;
  await deps.open(url);
  return true;
}
