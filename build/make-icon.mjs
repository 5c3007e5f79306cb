// Draws build/icon.png, the app icon electron-builder turns into each platform's format: two
// fanned cards on a dark tile. Kept as code so the icon can be remade at any size.
//   node build/make-icon.mjs
/* global console, URL */
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const SAMPLES = 4; // supersampling per axis, for smooth edges

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Inside a rounded rectangle centred at (cx, cy), rotated by `angle`. */
function inRoundedRect(x, y, { cx, cy, w, h, r, angle }) {
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const dx = x - cx;
  const dy = y - cy;
  const lx = Math.abs(dx * cos - dy * sin) - (w / 2 - r);
  const ly = Math.abs(dx * sin + dy * cos) - (h / 2 - r);
  return Math.hypot(Math.max(lx, 0), Math.max(ly, 0)) + Math.min(Math.max(lx, ly), 0) <= r;
}

const u = SIZE / 1024;
const shapes = [
  { rgb: [30, 31, 36], rect: { cx: 512 * u, cy: 512 * u, w: 920 * u, h: 920 * u, r: 200 * u, angle: 0 } },
  { rgb: [64, 120, 200], rect: { cx: 430 * u, cy: 530 * u, w: 400 * u, h: 560 * u, r: 48 * u, angle: -0.26 } },
  { rgb: [240, 238, 228], rect: { cx: 590 * u, cy: 500 * u, w: 400 * u, h: 560 * u, r: 48 * u, angle: 0.17 } },
  { rgb: [222, 120, 60], rect: { cx: 590 * u, cy: 500 * u, w: 300 * u, h: 210 * u, r: 24 * u, angle: 0.17 } },
];

const rows = [];
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0, then RGBA
  for (let x = 0; x < SIZE; x++) {
    let [r, g, b, a] = [0, 0, 0, 0];
    for (let sy = 0; sy < SAMPLES; sy++) {
      for (let sx = 0; sx < SAMPLES; sx++) {
        const px = x + (sx + 0.5) / SAMPLES;
        const py = y + (sy + 0.5) / SAMPLES;
        const top = shapes.findLast((s) => inRoundedRect(px, py, s.rect));
        if (!top) continue;
        r += top.rgb[0];
        g += top.rgb[1];
        b += top.rgb[2];
        a += 255;
      }
    }
    const n = SAMPLES * SAMPLES;
    const covered = a / 255;
    row.set(covered ? [r / covered, g / covered, b / covered, a / n].map(Math.round) : [0, 0, 0, 0], 1 + x * 4);
  }
  rows.push(row);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`build/icon.png: ${SIZE}x${SIZE}, ${png.length} bytes`);
