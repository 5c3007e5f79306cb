// A small plot drawn by Chart.js (the deck builder's statistics, the simulation's results): bars
// (counts, curves, rates) or a line (odds by turn). The canvas is an image to assistive technology, named by a sentence that gives its numbers; a chart is made
// once and its data replaced on change, with no animation, so a click redraws at once.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

const TEXT = '#8b93a3';
const GRID = '#2a2f38';
export const CHART_COLOURS = { bars: '#7aa2ff', second: '#8fd19e', line: '#e5b454' } as const;

export type ChartProps = {
  kind: 'bar' | 'line';
  labels: readonly (string | number)[];
  values: readonly number[];
  /** What the plot shows, in words, with its numbers (the canvas's accessible name). */
  description: string;
  /** Bars run across (long labels such as tags). */
  horizontal?: boolean;
  /** The values are chances between 0 and 1, shown as percentages. */
  percent?: boolean;
  /** The value axis runs from min to max (a signed measure such as a card's impact); by default from 0. */
  range?: readonly [number, number];
  /** A colour for each bar (bars above and below zero), else `colour` for all. */
  colours?: readonly string[];
  colour?: string;
  height?: number;
  testId?: string;
};

function config({ kind, labels, values, horizontal, percent, range, colours, colour }: ChartProps): ChartConfiguration<'bar' | 'line'> {
  const fill = colour ?? (kind === 'line' ? CHART_COLOURS.line : CHART_COLOURS.bars);
  const bounds = range ? { min: range[0], max: range[1] } : { beginAtZero: true, ...(percent ? { max: 1 } : {}) };
  const valueAxis = { ...bounds, grid: { color: GRID }, ticks: { color: TEXT, precision: percent ? undefined : 0, ...(percent && !range ? { stepSize: 0.5 } : {}), callback: percent ? (v: number | string) => `${Math.round(Number(v) * 100)}%` : undefined } };
  const labelAxis = { grid: { display: false }, ticks: { color: TEXT, autoSkip: !horizontal } };
  return {
    type: kind,
    data: { labels: [...labels], datasets: [{ data: [...values], backgroundColor: kind === 'line' ? `${fill}33` : colours ? [...colours] : fill, borderColor: fill, borderWidth: kind === 'line' ? 2 : 0, fill: kind === 'line', tension: 0.25, pointRadius: 3, borderRadius: 3, maxBarThickness: 28, clip: 6 }] },
    options: {
      animation: false,
      responsive: true,
      // Room for the points at 100%, which would otherwise be cut by the plot's edge.
      layout: { padding: { top: 6, right: 4 } },
      maintainAspectRatio: false,
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => (percent ? `${(Number(item.raw) * 100).toFixed(1)}%` : String(item.raw)) } },
      },
      scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    },
  };
}

export function ChartView(props: ChartProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const chart = useRef<Chart<'bar' | 'line'> | null>(null);
  const { kind, horizontal } = props;
  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, config(props));
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
    // A new chart only for a new kind of chart; new data goes through update below.
  }, [kind, horizontal]);
  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    const next = config(props);
    current.data = next.data;
    current.options = next.options!;
    current.update('none');
  });
  return (
    <div className="plot" style={{ height: props.height ?? 140 }}>
      <canvas ref={canvas} role="img" aria-label={props.description} data-testid={props.testId} />
    </div>
  );
}
