// The card faces' font files, bundled with the page (from @fontsource packages, Latin subset
// only): registered with the document for faces drawn in the page, and embedded as data URLs
// in exported faces, since an SVG drawn as an image sees no font of the page.
import crimson400 from '@fontsource/crimson-pro/files/crimson-pro-latin-400-normal.woff2?url';
import crimson400i from '@fontsource/crimson-pro/files/crimson-pro-latin-400-italic.woff2?url';
import crimson700 from '@fontsource/crimson-pro/files/crimson-pro-latin-700-normal.woff2?url';
import crimson700i from '@fontsource/crimson-pro/files/crimson-pro-latin-700-italic.woff2?url';
import cinzel700 from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import kalam400 from '@fontsource/kalam/files/kalam-latin-400-normal.woff2?url';
import kalam700 from '@fontsource/kalam/files/kalam-latin-700-normal.woff2?url';
import chakra400 from '@fontsource/chakra-petch/files/chakra-petch-latin-400-normal.woff2?url';
import chakra700 from '@fontsource/chakra-petch/files/chakra-petch-latin-700-normal.woff2?url';

type FontFile = { family: string; weight: number; style: 'normal' | 'italic'; url: string };

const FILES: FontFile[] = [
  { family: 'Crimson Pro', weight: 400, style: 'normal', url: crimson400 },
  { family: 'Crimson Pro', weight: 400, style: 'italic', url: crimson400i },
  { family: 'Crimson Pro', weight: 700, style: 'normal', url: crimson700 },
  { family: 'Crimson Pro', weight: 700, style: 'italic', url: crimson700i },
  { family: 'Cinzel', weight: 700, style: 'normal', url: cinzel700 },
  { family: 'Kalam', weight: 400, style: 'normal', url: kalam400 },
  { family: 'Kalam', weight: 700, style: 'normal', url: kalam700 },
  { family: 'Chakra Petch', weight: 400, style: 'normal', url: chakra400 },
  { family: 'Chakra Petch', weight: 700, style: 'normal', url: chakra700 },
];

let loading: Promise<void> | null = null;

/** Registers and loads every face font once; resolves when text can be measured with them. */
export function loadFaceFonts(): Promise<void> {
  loading ??= Promise.all(
    FILES.map(async (file) => {
      const face = new FontFace(file.family, `url(${file.url}) format('woff2')`, { weight: String(file.weight), style: file.style });
      document.fonts.add(face);
      await face.load();
    }),
  ).then(
    () => undefined,
    // A font that cannot load leaves its fallback; faces still draw.
    () => undefined,
  );
  return loading;
}

let embedded: Promise<string> | null = null;

/** @font-face rules with the files inlined, for an SVG that leaves the page (PNG, PDF). */
export function embeddedFontCss(): Promise<string> {
  embedded ??= Promise.all(
    FILES.map(async (file) => {
      const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
      return `@font-face{font-family:'${file.family}';font-weight:${file.weight};font-style:${file.style};src:url(data:font/woff2;base64,${toBase64(bytes)}) format('woff2');}`;
    }),
  ).then((rules) => rules.join(''));
  return embedded;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
