/**
 * A dialog's form of one dollar amount (an offer, a counter-offer): the field, focused when it appears, with its
 * hint; the form's own check, then the call; either one's refusal shown in the form with focus back in the field.
 */
import { HintedField } from '@marketplace/ui/hinted-field';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { DialogFormActions } from './DialogFormActions';

interface Props {
  label: string;
  hint: ReactNode;
  /** The amount typed, or why it cannot be sent. */
  check: (text: string) => { amount: number } | { error: string };
  /** Sends the amount: resolves to the refusal to show, or null once sent. */
  send: (amount: number) => Promise<string | null>;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}

export function AmountForm({ label, hint, check, send, pending, submitLabel, onCancel }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = check(text);
    if ('error' in checked) return refuse(checked.error);
    setError(null);
    const refusal = await send(checked.amount);
    if (refusal) refuse(refusal);
  };

  return (
    <form noValidate onSubmit={submit}>
      <HintedField label={label} controlWidth="12rem" error={error} hint={hint}>
        {(control) => (
          <input
            {...control}
            ref={input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </HintedField>
      <DialogFormActions
        onCancel={onCancel}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel="Sending..."
      />
    </form>
  );
}
