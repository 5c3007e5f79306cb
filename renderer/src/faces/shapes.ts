// The shapes stats are printed in, as SVG markup centred on (x, y) with radius r.
import type { StatShape } from '../../../engine/defs/faces';
import { attr } from './xml';

type Paint = { fill: string; stroke: string };

const f = (n: number) => Number(n.toFixed(2));

function polygon(points: [number, number][], paint: Paint, width: number): string {
  return `<polygon points="${points.map(([px, py]) => `${f(px)},${f(py)}`).join(' ')}" fill="${attr(paint.fill)}" stroke="${attr(paint.stroke)}" stroke-width="${f(width)}" stroke-linejoin="round"/>`;
}

function regular(x: number, y: number, r: number, sides: number, rotation: number): [number, number][] {
  return Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / sides;
    return [x + r * Math.cos(a), y + r * Math.sin(a)];
  });
}

/** The shape's outline; the number is drawn over it by the caller. */
export function statShape(shape: StatShape, x: number, y: number, r: number, paint: Paint): string {
  const width = Math.max(2, r * 0.08);
  const stroke = `fill="${attr(paint.fill)}" stroke="${attr(paint.stroke)}" stroke-width="${f(width)}" stroke-linejoin="round"`;
  switch (shape) {
    case 'circle':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${stroke}/>`;
    case 'hexagon':
      return polygon(regular(x, y, r, 6, Math.PI / 6), paint, width);
    case 'diamond':
      return polygon(regular(x, y, r * 1.15, 4, 0), paint, width);
    case 'die': {
      const s = r * 1.62;
      return `<rect x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(r * 0.3)}" ${stroke}/>`;
    }
    case 'heart': {
      // Two lobes and a point, a little wider than tall, the number in the middle.
      const w = r * 1.1;
      const top = y - r * 0.72;
      const d = `M${f(x)} ${f(y + r)} C${f(x - w * 0.35)} ${f(y + r * 0.62)} ${f(x - w * 1.08)} ${f(y + r * 0.15)} ${f(x - w)} ${f(y - r * 0.3)} C${f(x - w * 0.92)} ${f(top - r * 0.42)} ${f(x - w * 0.2)} ${f(top - r * 0.5)} ${f(x)} ${f(top + r * 0.12)} C${f(x + w * 0.2)} ${f(top - r * 0.5)} ${f(x + w * 0.92)} ${f(top - r * 0.42)} ${f(x + w)} ${f(y - r * 0.3)} C${f(x + w * 1.08)} ${f(y + r * 0.15)} ${f(x + w * 0.35)} ${f(y + r * 0.62)} ${f(x)} ${f(y + r)}Z`;
      return `<path d="${d}" ${stroke}/>`;
    }
    case 'shield': {
      const w = r * 0.95;
      const d = `M${f(x)} ${f(y - r)} L${f(x + w)} ${f(y - r * 0.7)} C${f(x + w)} ${f(y + r * 0.2)} ${f(x + w * 0.6)} ${f(y + r * 0.75)} ${f(x)} ${f(y + r)} C${f(x - w * 0.6)} ${f(y + r * 0.75)} ${f(x - w)} ${f(y + r * 0.2)} ${f(x - w)} ${f(y - r * 0.7)}Z`;
      return `<path d="${d}" ${stroke}/>`;
    }
    case 'sword': {
      // A round badge with a sword behind it, its point out at the upper right and its hilt at the lower left.
      const c = Math.SQRT1_2;
      const along = (t: number, side: number): [number, number] => [x + (t + side) * c, y + (side - t) * c];
      const blade: [number, number][] = [along(-r * 0.9, -r * 0.16), along(r * 1.02, -r * 0.16), along(r * 1.32, 0), along(r * 1.02, r * 0.16), along(-r * 0.9, r * 0.16)];
      const guard: [number, number][] = [along(-r * 1.0, -r * 0.42), along(-r * 0.9, -r * 0.42), along(-r * 0.9, r * 0.42), along(-r * 1.0, r * 0.42)];
      const grip: [number, number][] = [along(-r * 1.3, -r * 0.1), along(-r * 1.0, -r * 0.1), along(-r * 1.0, r * 0.1), along(-r * 1.3, r * 0.1)];
      return `${polygon(blade, { fill: '#dfe3e8', stroke: paint.stroke }, width * 0.8)}${polygon(grip, { fill: '#6b4a2b', stroke: paint.stroke }, width * 0.6)}${polygon(guard, { fill: '#c9a24a', stroke: paint.stroke }, width * 0.6)}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" ${stroke}/>`;
    }
    case 'gear': {
      const teeth = 10;
      const points: [number, number][] = [];
      for (let i = 0; i < teeth; i += 1) {
        const a = (i * 2 * Math.PI) / teeth;
        const half = Math.PI / teeth;
        for (const [angle, radius] of [
          [a - half * 0.55, r * 0.86],
          [a - half * 0.35, r],
          [a + half * 0.35, r],
          [a + half * 0.55, r * 0.86],
        ] as const) {
          points.push([x + radius * Math.cos(angle), y + radius * Math.sin(angle)]);
        }
      }
      return `${polygon(points, paint, width)}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.66)}" fill="none" stroke="${attr(paint.stroke)}" stroke-width="${f(width * 0.7)}" opacity="0.5"/>`;
    }
    case 'soul': {
      // A flame: round below, drawn up to a point.
      const d = `M${f(x)} ${f(y - r * 1.15)} C${f(x + r * 0.35)} ${f(y - r * 0.6)} ${f(x + r)} ${f(y - r * 0.2)} ${f(x + r * 0.85)} ${f(y + r * 0.35)} C${f(x + r * 0.7)} ${f(y + r * 0.95)} ${f(x - r * 0.7)} ${f(y + r * 0.95)} ${f(x - r * 0.85)} ${f(y + r * 0.35)} C${f(x - r)} ${f(y - r * 0.2)} ${f(x - r * 0.35)} ${f(y - r * 0.6)} ${f(x)} ${f(y - r * 1.15)}Z`;
      return `<path d="${d}" ${stroke}/>`;
    }
  }
}

/** Where the number sits in a shape, relative to its centre (a heart's is above its middle). */
export function numberOffset(shape: StatShape, r: number): number {
  if (shape === 'heart') return -r * 0.08;
  if (shape === 'soul') return r * 0.18;
  return 0;
}
