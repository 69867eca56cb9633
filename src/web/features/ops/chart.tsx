import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartProps {
  /** `YYYY-MM-DD` days, one per value. */
  days: readonly string[];
  values: readonly (number | null)[];
  kind: 'bar' | 'line';
  /** What the chart says to a screen reader (the figures are in the table view). */
  label: string;
  /** Shown instead of the chart where a canvas cannot be drawn (a test's DOM, a very old browser). */
  fallback: React.ReactNode;
}

const HEIGHT = 140;
const FALLBACK_WIDTH = 320;
const FALLBACK_COLOR = '#0f766e';

/** Whether this browser can draw on a canvas (happy-dom and server renders cannot). */
export function canDrawCharts(): boolean {
  if (typeof document === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

function colorOf(element: HTMLElement): string {
  return getComputedStyle(element).getPropertyValue('--color-primary').trim() || FALLBACK_COLOR;
}

function options(lib: typeof uPlot, props: ChartProps, width: number, color: string): uPlot.Options {
  const bars = lib.paths.bars?.({ size: [0.7, 24] });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, points: { show: props.kind === 'line' } },
    // Days are positions with their date as the label: no time zone of the browser comes into it.
    // Half a day of room at each end, so the first and last bars are whole.
    scales: { x: { time: false, range: () => [-0.5, props.days.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      // Whole days only (steps of 1, 2, 7... days), labelled MM-DD.
      { values: (_u, splits) => splits.map((i) => props.days[i]?.slice(5) ?? ''), space: 48, incrs: [1, 2, 7, 14, 30, 60, 90] },
      { size: 44, space: 30 },
    ],
    series: [
      {},
      props.kind === 'bar'
        ? { stroke: color, fill: color, paths: bars, points: { show: false } }
        : { stroke: color, width: 2, spanGaps: true, points: { show: props.days.length <= 31 } },
    ],
  };
}

/** A small daily chart of one series (bars for counts, a line for a time), drawn with uPlot. */
export function Chart(props: ChartProps) {
  if (!canDrawCharts()) return <>{props.fallback}</>;
  return <DrawnChart {...props} />;
}

function DrawnChart(props: ChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const { days, values, kind } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the figures change, not on every render.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let gone = false;
    const resize = () => chart?.setSize({ width: element.clientWidth || FALLBACK_WIDTH, height: HEIGHT });
    // The library is a chunk of its own, fetched once a chart is drawn: the screen shows its figures without waiting for it.
    void import('uplot').then(({ default: lib }) => {
      if (gone) return;
      const xs = days.map((_, i) => i);
      chart = new lib(options(lib, props, element.clientWidth || FALLBACK_WIDTH, colorOf(element)), [xs, [...values]], element);
      window.addEventListener('resize', resize);
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [days, values, kind]);
  return <div ref={holder} className="ops-chart" role="img" aria-label={props.label} />;
}
