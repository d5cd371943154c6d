/** Folds one telemetry batch into per remote, version and cohort sums before anything is written. */
import { createHash } from 'node:crypto';
import type { TelemetryBatch } from '@marketplace/shared/schemas/telemetry';
import { bucketOf, type VitalName } from './vital-histogram';

export interface ErrorGroup {
  fingerprint: string;
  message: string;
  topFrame: string;
  count: number;
  sampleStack: string;
}

export interface BatchGroup {
  remote: string;
  version: string;
  cohort: 'stable' | 'canary';
  pageViews: number;
  loadFailures: number;
  /** The tab met at least one error of this version in the batch. */
  hadError: boolean;
  errors: ErrorGroup[];
  /** [metric, bucket, count] */
  vitals: Array<[VitalName, number, number]>;
}

/** Same message and same top frame -> same error; digits in the message (ids, counts) do not split it. */
export function fingerprintOf(message: string, topFrame: string): string {
  const normalised = message.replace(/\d+/g, '0').slice(0, 300);
  return createHash('sha1').update(normalised).update('\n').update(topFrame).digest('hex').slice(0, 16);
}

export function aggregateBatch(batch: TelemetryBatch): BatchGroup[] {
  const groups = new Map<
    string,
    BatchGroup & { errorMap: Map<string, ErrorGroup>; vitalMap: Map<string, number> }
  >();
  for (const item of batch.items) {
    const key = `${item.remote}\n${item.version}\n${item.cohort}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        remote: item.remote,
        version: item.version,
        cohort: item.cohort,
        pageViews: 0,
        loadFailures: 0,
        hadError: false,
        errors: [],
        vitals: [],
        errorMap: new Map(),
        vitalMap: new Map(),
      };
      groups.set(key, group);
    }
    if (item.type === 'page-view') {
      group.pageViews += 1;
    } else if (item.type === 'error') {
      group.hadError = true;
      if (item.source === 'load') group.loadFailures += 1;
      const topFrame = item.topFrame ?? '';
      const fingerprint = fingerprintOf(item.message, topFrame);
      const existing = group.errorMap.get(fingerprint);
      if (existing) existing.count += 1;
      else {
        group.errorMap.set(fingerprint, {
          fingerprint,
          message: item.message,
          topFrame,
          count: 1,
          sampleStack: item.stack ?? '',
        });
      }
    } else {
      const bucketKey = `${item.name}:${bucketOf(item.name, item.value)}`;
      group.vitalMap.set(bucketKey, (group.vitalMap.get(bucketKey) ?? 0) + 1);
    }
  }
  return [...groups.values()].map(({ errorMap, vitalMap, ...group }) => ({
    ...group,
    errors: [...errorMap.values()],
    vitals: [...vitalMap.entries()].map(([key, count]) => {
      const [metric, bucket] = key.split(':') as [VitalName, string];
      return [metric, Number(bucket), count] as [VitalName, number, number];
    }),
  }));
}
