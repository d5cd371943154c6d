/** Block or unblock the other person (asked first), and report the conversation. */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import type { ConversationDetail } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { theme } from '@marketplace/ui/theme';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useSetBlocked } from './api/block-user';
import { ReportConversationDialog } from './ReportConversationDialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

export function ThreadActions({ conversation }: { conversation: ConversationDetail }) {
  const { other, blockedByMe } = conversation;
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const setBlocked = useSetBlocked();
  const closeConfirm = useCallback(() => setConfirmingBlock(false), []);
  const closeReport = useCallback(() => setReporting(false), []);

  const change = (blocked: boolean) => {
    if (!other._id) return;
    setBlocked.mutate(
      { userId: other._id, blocked },
      {
        onSuccess: () => toast.success(blocked ? `You blocked ${other.name}` : `You unblocked ${other.name}`),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );
  };

  return (
    <Actions>
      {other._id ? (
        blockedByMe ? (
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            disabled={setBlocked.isPending}
            onClick={() => change(false)}
          >
            Unblock {other.name}
          </Button>
        ) : (
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            disabled={setBlocked.isPending}
            onClick={() => setConfirmingBlock(true)}
          >
            Block {other.name}
          </Button>
        )
      ) : null}
      <Button type="button" $variant="secondary" $size="small" onClick={() => setReporting(true)}>
        Report
      </Button>
      <ConfirmDialog
        open={confirmingBlock}
        title={`Block ${other.name}?`}
        message={`Neither of you will be able to send messages to the other until you unblock ${other.name}. Your conversations stay readable.`}
        confirmLabel="Block"
        onConfirm={() => {
          setConfirmingBlock(false);
          change(true);
        }}
        onCancel={closeConfirm}
      />
      <ReportConversationDialog
        conversationId={conversation._id}
        otherName={other.name}
        open={reporting}
        onClose={closeReport}
      />
    </Actions>
  );
}
