import { useEffect, useRef, useState } from 'react';
import { palette } from '@bedtime/web-kit';
import type { DailyPoint } from '@bedtime/contracts';
import { chartAmount, chartReadout, seriesToColumns, UNAVAILABLE } from '../lib/format';

interface DailyChartProps {
  title: string;
  points: DailyPoint[];
  /** Divides each value (100 turns cents into dollars). */
  scale?: number;
  unit: string;
  /** The service behind the series did not answer. */
  unavailable?: boolean;
  testId: string;
}

/**
 * A per-day line chart drawn with uPlot (small, canvas-based). The library and its stylesheet are loaded
 * only when a chart is first shown, so the admin pages' first load stays light. uPlot's own legend read
 * "Time: -- users: --" until hovered; the line under the chart says the day and its value in words instead:
 * the day under the cursor, else the last day.
 */
export function DailyChart({ title, points, scale = 1, unit, unavailable = false, testId }: DailyChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || unavailable || points.length === 0) return;
    let plot: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const width = Math.max(element.clientWidth, 240);
        plot = new UPlot(
          {
            width,
            height: 220,
            series: [{}, { label: unit, stroke: palette.indigo, width: 2, fill: 'rgba(79, 70, 229, 0.12)', points: { show: points.length <= 31 } }],
            axes: [{ stroke: palette.inkMuted }, { stroke: palette.inkMuted, size: 56 }],
            scales: { x: { time: true } },
            legend: { show: false },
            hooks: { setCursor: [(chart: { cursor: { idx?: number | null } }) => setHovered(chart.cursor.idx ?? null)] },
          },
          seriesToColumns(points, scale),
          element,
        );
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 240), height: 220 }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points, scale, unit, unavailable]);

  const summary = unavailable
    ? UNAVAILABLE
    : points.length === 0
      ? 'No data for this range'
      : `${points.length} days, total ${chartAmount(
          points.reduce((sum, point) => sum + point.value, 0),
          scale,
          unit,
        )}`;
  const shownPoint = (hovered !== null ? points[hovered] : undefined) ?? points.at(-1);
  return (
    <figure className="mfa-chart" data-testid={testId}>
      <figcaption className="mfa-chart-title">
        {title} <span className="mfa-chart-summary">({summary})</span>
      </figcaption>
      {unavailable || failed ? (
        <p className="mfa-unavailable">{failed ? 'The chart could not be loaded.' : 'This figure is unavailable right now.'}</p>
      ) : (
        <>
          <div ref={host} className="mfa-chart-canvas" role="img" aria-label={`${title}: ${summary}`} />
          {shownPoint && (
            <p className="mfa-chart-readout" data-testid={`${testId}-readout`}>
              {chartReadout(shownPoint, scale, unit)}
            </p>
          )}
        </>
      )}
    </figure>
  );
}
