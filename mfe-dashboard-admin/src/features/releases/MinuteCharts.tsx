/**
 * Small charts of the last hour, minute by minute, stable against canary: page views, error-session rate, LCP
 * and INP p75. Each chart is an image whose text alternative gives the range of both lines, so a screen
 * reader learns what the picture shows; the canary's line is dashed, so colour is not the only difference.
 */
import type { RemoteRelease } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { errorSessionPercent, formatMs, formatPercent } from './release-figures';

type Point = RemoteRelease['lastHour']['series'][number];

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 4;
const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${theme.space(3)};
  margin: ${theme.space(3)} 0;
  figure {
    margin: 0;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
  }
  figcaption {
    font-size: 0.9rem;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Legend = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
  span + span {
    margin-left: ${theme.space(3)};
  }
`;

const STABLE_COLOUR = theme.colors.primary;
const CANARY_COLOUR = theme.colors.danger;

interface Metric {
  label: string;
  value: (point: Point) => number | null;
  format: (value: number) => string;
}

const METRICS: Metric[] = [
  { label: 'Page views', value: (p) => p.pageViews, format: String },
  {
    label: 'Error-session rate',
    value: (p) => (p.sessions ? errorSessionPercent(p) : null),
    format: formatPercent,
  },
  { label: 'LCP p75', value: (p) => p.lcpP75, format: formatMs },
  { label: 'INP p75', value: (p) => p.inpP75, format: formatMs },
];

interface Line {
  name: 'stable' | 'canary';
  points: { minute: number; value: number }[];
}

function lineOf(name: Line['name'], series: Point[], version: string | undefined, metric: Metric): Line {
  const points = series
    .filter((p) => p.cohort === name && p.version === version)
    .flatMap((p) => {
      const value = metric.value(p);
      return value === null ? [] : [{ minute: Date.parse(p.minute), value }];
    })
    .sort((a, b) => a.minute - b.minute);
  return { name, points };
}

function describe(metric: Metric, lines: Line[]): string {
  const parts = lines.map(({ name, points }) => {
    if (points.length === 0) return `${name}: no data`;
    const values = points.map((p) => p.value);
    const low = metric.format(Math.min(...values));
    const high = metric.format(Math.max(...values));
    const minutes = `${points.length} ${points.length === 1 ? 'minute' : 'minutes'}`;
    return low === high ? `${name} ${low} over ${minutes}` : `${name} from ${low} to ${high} over ${minutes}`;
  });
  return `${metric.label} per minute, last hour: ${parts.join('; ')}`;
}

function Chart({ metric, lines, end }: { metric: Metric; lines: Line[]; end: number }) {
  const start = end - (HOUR_MINUTES - 1) * MINUTE_MS;
  const max = Math.max(1, ...lines.flatMap((line) => line.points.map((p) => p.value)));
  const x = (minute: number) => PAD + ((minute - start) / (end - start)) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  return (
    <figure>
      <figcaption>{metric.label}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={describe(metric, lines)}>
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke={theme.colors.border} />
        {lines.map(({ name, points }) => {
          const colour = name === 'stable' ? STABLE_COLOUR : CANARY_COLOUR;
          const dash = name === 'canary' ? '5 3' : undefined;
          const [only] = points;
          if (points.length === 1 && only)
            return <circle key={name} cx={x(only.minute)} cy={y(only.value)} r={3} fill={colour} />;
          return (
            <polyline
              key={name}
              fill="none"
              stroke={colour}
              strokeWidth={2}
              strokeDasharray={dash}
              points={points.map((p) => `${x(p.minute)},${y(p.value)}`).join(' ')}
            />
          );
        })}
      </svg>
    </figure>
  );
}

interface Props {
  series: Point[];
  stableVersion: string;
  canaryVersion?: string;
}

export function MinuteCharts({ series, stableVersion, canaryVersion }: Props) {
  const minutes = series.map((p) => Date.parse(p.minute)).filter(Number.isFinite);
  const end = minutes.length > 0 ? Math.max(...minutes) : Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  return (
    <>
      <Legend>
        <span style={{ color: STABLE_COLOUR }}>
          <span aria-hidden="true">━</span> stable
        </span>
        {canaryVersion && (
          <span style={{ color: CANARY_COLOUR }}>
            <span aria-hidden="true">╍</span> canary (dashed)
          </span>
        )}
      </Legend>
      <Grid>
        {METRICS.map((metric) => {
          const lines = [lineOf('stable', series, stableVersion, metric)];
          if (canaryVersion) lines.push(lineOf('canary', series, canaryVersion, metric));
          return <Chart key={metric.label} metric={metric} lines={lines} end={end} />;
        })}
      </Grid>
    </>
  );
}
