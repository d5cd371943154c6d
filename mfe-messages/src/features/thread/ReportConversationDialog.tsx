/** Tells the admins what is wrong with a conversation (POST /conversations/{id}/report). */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { Button } from '@marketplace/ui/button';
import { Dialog } from '@marketplace/ui/dialog';
import { theme } from '@marketplace/ui/theme';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useReportConversation } from './api/report-conversation';

export const REPORT_REASON_MAX = 500;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
  }
  textarea:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
  small {
    color: ${theme.colors.muted};
  }
  [role='alert'] {
    color: ${theme.colors.danger};
    font-weight: 600;
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
`;

interface Props {
  conversationId: string;
  otherName: string;
  open: boolean;
  onClose: () => void;
}

export function ReportConversationDialog({ conversationId, otherName, open, onClose }: Props) {
  return (
    <Dialog title={`Report the conversation with ${otherName}`} open={open} onClose={onClose}>
      <ReportForm conversationId={conversationId} onDone={onClose} />
    </Dialog>
  );
}

function ReportForm({ conversationId, onDone }: { conversationId: string; onDone: () => void }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportConversation(conversationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Reason is required');
      box.current?.focus();
      return;
    }
    report.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success('Report sent');
        onDone();
      },
      onError: (failure) => setError(apiErrorMessage(failure)),
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reason`}>Reason</label>
      <textarea
        id={`${id}-reason`}
        ref={box}
        rows={4}
        maxLength={REPORT_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-required="true"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <small id={`${id}-count`}>
        {reason.length} / {REPORT_REASON_MAX} characters
      </small>
      {error ? (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </Actions>
    </Form>
  );
}
