/**
 * 'Propose pickup times': the buyer of an accepted order proposes one to three windows, each a start (in the
 * buyer's time zone, named above the fields) and a length. Its own checks and the API's refusals show in the
 * form; a sent proposal closes it with a toast.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { PICKUP_WINDOWS_MAX } from '@marketplace/shared/schemas/offers';
import { Button } from '@marketplace/ui/button';
import { viewerTimeZone } from '@marketplace/ui/pickup-times';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useProposePickup } from './api/propose-pickup';
import { checkPickupWindows, lengthLabel, PICKUP_LENGTHS_MINUTES, type WindowDraft } from './pickup-rules';

const Window = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  legend {
    font-weight: 600;
  }
  div {
    display: grid;
    gap: ${theme.space(1)};
  }
  input,
  select {
    font: inherit;
    min-height: 44px;
    max-width: 100%;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Alert = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.danger};
  font-weight: 600;
`;

const firstStartOf = (form: HTMLFormElement | null) => form?.querySelector<HTMLInputElement>('input');

const EMPTY: WindowDraft = { start: '', minutes: 60 };

export function ProposePickupForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [drafts, setDrafts] = useState<WindowDraft[]>([EMPTY]);
  const [error, setError] = useState<string | null>(null);
  const propose = useProposePickup();

  useEffect(() => {
    firstStartOf(form.current)?.focus();
  }, []);

  const change = (index: number, patch: Partial<WindowDraft>) =>
    setDrafts((all) => all.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));

  const refuse = (message: string) => {
    setError(message);
    firstStartOf(form.current)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (propose.isPending) return;
    const checked = checkPickupWindows(drafts);
    if ('error' in checked) return refuse(checked.error);
    setError(null);
    propose.mutate(
      { bookingId, times: checked.times },
      {
        onSuccess: () => {
          toast.success('Pickup times sent to the seller');
          onDone();
        },
        onError: (failure) => refuse(apiErrorMessage(failure)),
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-describedby={`${id}-zone`}>
      <p id={`${id}-zone`}>
        Propose up to {PICKUP_WINDOWS_MAX} times within the next 14 days, each 30 minutes to 4 hours long.
        Times are in your time zone, {viewerTimeZone()}.
      </p>
      {drafts.map((draft, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a window is known by its place in the list
        <Window key={index}>
          <legend>Pickup time {index + 1}</legend>
          <div>
            <label htmlFor={`${id}-start-${index}`}>Starts</label>
            <input
              id={`${id}-start-${index}`}
              type="datetime-local"
              value={draft.start}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => change(index, { start: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-length-${index}`}>Length</label>
            <select
              id={`${id}-length-${index}`}
              value={draft.minutes}
              onChange={(event) => change(index, { minutes: Number(event.target.value) })}
            >
              {PICKUP_LENGTHS_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {lengthLabel(minutes)}
                </option>
              ))}
            </select>
          </div>
          {drafts.length > 1 ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setDrafts((all) => all.filter((_, at) => at !== index))}
            >
              Remove<VisuallyHidden> pickup time {index + 1}</VisuallyHidden>
            </Button>
          ) : null}
        </Window>
      ))}
      {error ? (
        <Alert id={`${id}-error`} role="alert">
          {error}
        </Alert>
      ) : null}
      {drafts.length < PICKUP_WINDOWS_MAX ? (
        <Button type="button" $variant="secondary" onClick={() => setDrafts((all) => [...all, EMPTY])}>
          Add another time
        </Button>
      ) : null}
      <DialogFormActions
        onCancel={onDone}
        pending={propose.isPending}
        submitLabel="Send pickup times"
        pendingLabel="Sending..."
      />
    </form>
  );
}
