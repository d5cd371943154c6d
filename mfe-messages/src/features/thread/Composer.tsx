/**
 * The message box: Enter sends, Shift+Enter starts a new line. At most MESSAGE_MAX_LENGTH characters; the count
 * shows once the text nears the limit. A refused send keeps the text and shows the API's reason.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { MESSAGE_MAX_LENGTH } from '../../lib/message-limits';

/** The count appears from here on. */
export const COUNT_FROM = MESSAGE_MAX_LENGTH - 200;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space(2)} ${theme.space(3)};
  align-items: end;
  label {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  textarea {
    font: inherit;
    width: 100%;
    min-height: 48px;
    max-height: 40vh;
    resize: vertical;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
    box-sizing: border-box;
  }
  textarea:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Under = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(2)};
  font-size: 0.85rem;
  color: ${theme.colors.muted};
  p {
    margin: 0;
  }
`;

const ErrorLine = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

interface Props {
  /** Sends the text; rejects with the API's error when refused. */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
}

export function Composer({ onSend, pending }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    box.current?.focus();
  }, []);

  const blank = text.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };

  const near = text.length >= COUNT_FROM;
  return (
    <Form ref={form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-message`}>Message</label>
      <textarea
        id={`${id}-message`}
        ref={box}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={
          [near ? `${id}-count` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        aria-invalid={error ? 'true' : undefined}
      />
      <Button type="submit" disabled={blank || pending} aria-busy={pending || undefined}>
        Send
      </Button>
      <Under>
        {error ? (
          <ErrorLine id={`${id}-error`} role="alert">
            {error}
          </ErrorLine>
        ) : (
          <p>Enter sends, Shift+Enter starts a new line.</p>
        )}
        {near ? (
          <p id={`${id}-count`}>
            {text.length.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters
          </p>
        ) : null}
      </Under>
    </Form>
  );
}
