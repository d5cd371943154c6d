/**
 * The form inside AskSellerDialog: the buyer's first message to the seller. Sending opens (or reuses) the
 * conversation about this product and goes to its thread, where the cursor waits in the message box. A chunk of
 * its own with the API client, loaded when the dialog opens.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { Product } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useStartConversation } from './api/start-conversation';
import { ASK_SELLER_MESSAGES, MESSAGE_MAX_LENGTH } from './ask-seller-rules';

const Field = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
  }
  textarea:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  small {
    color: ${theme.colors.muted};
  }
  [role='alert'] {
    margin: 0;
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

export function AskSellerForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartConversation();
  const navigate = useNavigate();

  useEffect(() => {
    box.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    if (!text.trim()) {
      setError(ASK_SELLER_MESSAGES.required);
      box.current?.focus();
      return;
    }
    setError(null);
    start.mutate(
      { productId: product._id, text },
      {
        onSuccess: ({ _id }) => {
          onDone();
          navigate(`/dashboard/messages/${encodeURIComponent(_id)}`);
        },
        onError: (failure) => {
          setError(apiErrorMessage(failure));
          box.current?.focus();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };

  return (
    <form ref={form} noValidate onSubmit={submit}>
      <Field>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          ref={box}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Is it still available? Does it come apart?"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <small id={`${id}-hint`}>
          {product.sellerName
            ? `${product.sellerName} answers in Messages. `
            : 'The seller answers in Messages. '}
          {text.length >= MESSAGE_MAX_LENGTH - 200
            ? `${text.length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`
            : 'Enter sends, Shift+Enter starts a new line.'}
        </small>
        {error ? (
          <p id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </Field>
      <DialogFormActions
        onCancel={onDone}
        pending={start.isPending}
        submitLabel="Send"
        pendingLabel="Sending..."
      />
    </form>
  );
}
