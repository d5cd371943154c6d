/**
 * The form inside AskSellerDialog: the buyer's first message to the seller. Sending opens (or reuses) the
 * conversation about this product and goes to its thread, where the cursor waits in the message box. A chunk of
 * its own with the API client, loaded when the dialog opens.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { Product } from '@marketplace/shared/types';
import { HintedField } from '@marketplace/ui/hinted-field';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogFormActions } from '../../components/DialogFormActions';
import { useStartConversation } from './api/start-conversation';
import { ASK_SELLER_MESSAGES, MESSAGE_MAX_LENGTH } from './ask-seller-rules';

export function AskSellerForm({ product, onDone }: { product: Product; onDone: () => void }) {
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
      <HintedField
        label="Message"
        error={error}
        hint={
          <>
            {product.sellerName
              ? `${product.sellerName} answers in Messages. `
              : 'The seller answers in Messages. '}
            {text.length >= MESSAGE_MAX_LENGTH - 200
              ? `${text.length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`
              : 'Enter sends, Shift+Enter starts a new line.'}
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            ref={box}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Is it still available? Does it come apart?"
          />
        )}
      </HintedField>
      <DialogFormActions
        onCancel={onDone}
        pending={start.isPending}
        submitLabel="Send"
        pendingLabel="Sending..."
      />
    </form>
  );
}
