/**
 * An accepted order's pickup, for either party (My Orders and Booking Requests): the chosen window, or the
 * windows the buyer proposed, in the viewer's time zone with the zone named. `windowAction` puts a control
 * beside each proposed window (the seller's 'Choose').
 */
import type { PickupPlan, PickupWindow } from '@marketplace/shared/types';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Plan = styled.div`
  margin-top: ${theme.space(2)};
  p,
  ul {
    margin: 0 0 ${theme.space(1)};
  }
  ul {
    padding-left: ${theme.space(4)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
    margin-bottom: ${theme.space(1)};
  }
  small {
    color: ${theme.colors.muted};
  }
`;

/** The viewer's time zone, as the browser names it ('Europe/Berlin'). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'Jun 3, 2030, 10:00 – 11:30 AM GMT+2': one window, in `timeZone` (the viewer's by default). */
export function formatPickupWindow(window: PickupWindow, timeZone = viewerTimeZone()): string {
  const format = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(window.start))
    .find((part) => part.type === 'timeZoneName')?.value;
  // ICU puts thin and narrow no-break spaces around the dash and before AM/PM; plain ones read and match alike.
  const range = format
    .formatRange(new Date(window.start), new Date(window.end))
    .replace(/[\u2009\u202f]/g, ' ');
  return `${range} ${zone ?? timeZone}`;
}

interface Props {
  plan: PickupPlan | undefined;
  /** Said when nothing is proposed yet, to the party whose turn it is or who waits. */
  emptyText: string;
  windowAction?: (window: PickupWindow) => ReactNode;
  /** Tests pin it; on the site, the viewer's. */
  timeZone?: string;
}

export function PickupTimes({ plan, emptyText, windowAction, timeZone = viewerTimeZone() }: Props) {
  const zoneNote = <small>Times in your time zone, {timeZone}.</small>;
  if (plan?.chosen) {
    return (
      <Plan>
        <p>
          <strong>Pickup:</strong> {formatPickupWindow(plan.chosen, timeZone)}
        </p>
        {zoneNote}
      </Plan>
    );
  }
  if (!plan || plan.proposed.length === 0) {
    return (
      <Plan>
        <p>{emptyText}</p>
      </Plan>
    );
  }
  return (
    <Plan>
      <p>
        <strong>Proposed pickup times:</strong>
      </p>
      <ul>
        {plan.proposed.map((window) => (
          <li key={window.start}>
            <span>{formatPickupWindow(window, timeZone)}</span>
            {windowAction?.(window)}
          </li>
        ))}
      </ul>
      {zoneNote}
    </Plan>
  );
}
