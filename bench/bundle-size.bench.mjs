// Size of the built renderer (dist/renderer): what the web host serves and Electron loads.
// Prints the total, the gzip total of the text assets (what a browser fetch would carry if
// compressed) and the largest files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, requireBuild } from './browser.mjs';

requireBuild();
const rendererDir = join(DIST, 'renderer');
const files = [];
const visit = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) visit(path);
    else if (entry.isFile()) files.push({ path: relative(rendererDir, path).split('\\').join('/'), size: statSync(path).size });
  }
};
visit(rendererDir);

const kb = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
const served = files.filter((f) => !f.path.endsWith('.map'));
const total = served.reduce((sum, f) => sum + f.size, 0);
const maps = files.length - served.length;
const gzip = served
  .filter((f) => /\.(js|mjs|css|html|json|svg)$/.test(f.path))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(rendererDir, f.path))).length, 0);
const js = served.filter((f) => /\.m?js$/.test(f.path)).reduce((sum, f) => sum + f.size, 0);

console.log(`bundle: dist/renderer ${kb(total)} in ${served.length} files (JavaScript ${kb(js)}; text assets gzipped ${kb(gzip)})${maps ? `, plus ${maps} source maps` : ''}`);
for (const file of served.sort((a, b) => b.size - a.size).slice(0, 5)) console.log(`bundle:   ${kb(file.size).padStart(9)}  ${file.path}`);
