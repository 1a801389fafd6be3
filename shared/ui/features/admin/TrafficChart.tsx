import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsTimeSeries } from '../../../api/adminAnalytics.ts';

/**
 * Page views and visitors over time, drawn with uPlot (MIT, about 20 KB): a canvas, so it is hidden
 * from screen readers, which read the table beside it instead. Loaded only with the /analytics page.
 */

const HEIGHT = 260;

export default function TrafficChart({ series }: { series: AnalyticsTimeSeries }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.points.map((point) => Date.parse(point.start) / 1000),
      series.points.map((point) => point.pageViews),
      series.points.map((point) => point.visitors),
    ];
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(5, max * 1.1)] } },
        series: [
          {},
          { label: 'Page views', stroke: '#0369a1', width: 2, fill: 'rgba(3, 105, 161, 0.12)' },
          { label: 'Visitors', stroke: '#b45309', width: 2 },
        ],
        axes: [{ stroke: '#475569' }, { stroke: '#475569' }],
        // The figure's own caption is the legend (uPlot's would repeat it).
        legend: { show: false },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);

  return <div ref={container} aria-hidden="true" className="w-full" />;
}
