/**
 * Folds one telemetry batch into what it says per remote, version and cohort before anything is written: whether
 * the session viewed a page, met an error, failed to load the remote, its errors by fingerprint and the first
 * sample of each vital. A session counts once toward the guard's figures however much it sends (the repository
 * keeps what each session has already counted).
 */
import { createHash } from 'node:crypto';
import type { TelemetryItem } from '@marketplace/shared/schemas/telemetry';
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
  /** The batch holds a page view of this version. */
  viewed: boolean;
  /** The batch holds a failure to load this version. */
  loadFailed: boolean;
  /** The session met at least one error of this version in the batch. */
  hadError: boolean;
  errors: ErrorGroup[];
  /** [metric, bucket] of each metric's first sample in the batch */
  vitals: Array<[VitalName, number]>;
}

/** Same message and same top frame -> same error; digits in the message (ids, counts) do not split it. */
export function fingerprintOf(message: string, topFrame: string): string {
  const normalised = message.replace(/\d+/g, '0').slice(0, 300);
  return createHash('sha1').update(normalised).update('\n').update(topFrame).digest('hex').slice(0, 16);
}

export function aggregateBatch(items: TelemetryItem[]): BatchGroup[] {
  const groups = new Map<
    string,
    BatchGroup & { errorMap: Map<string, ErrorGroup>; vitalMap: Map<VitalName, number> }
  >();
  for (const item of items) {
    const key = `${item.remote}\n${item.version}\n${item.cohort}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        remote: item.remote,
        version: item.version,
        cohort: item.cohort,
        viewed: false,
        loadFailed: false,
        hadError: false,
        errors: [],
        vitals: [],
        errorMap: new Map(),
        vitalMap: new Map(),
      };
      groups.set(key, group);
    }
    if (item.type === 'page-view') {
      group.viewed = true;
    } else if (item.type === 'error') {
      group.hadError = true;
      if (item.source === 'load') group.loadFailed = true;
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
    } else if (!group.vitalMap.has(item.name)) {
      group.vitalMap.set(item.name, bucketOf(item.name, item.value));
    }
  }
  return [...groups.values()].map(({ errorMap, vitalMap, ...group }) => ({
    ...group,
    errors: [...errorMap.values()],
    vitals: [...vitalMap.entries()],
  }));
}
