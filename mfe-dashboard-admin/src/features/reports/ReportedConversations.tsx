/**
 * The reported conversations beside the reported products: who talked about what, every reason, the last
 * messages; dismiss the reports, or delete the buyer or the seller (asked first).
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import type { ReportedConversation } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { DataState } from '@marketplace/ui/data-state';
import { RowActions } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { formatDate } from '../../lib/format-date';
import { type ReportedUser, useDeleteReportedUser } from './api/delete-reported-user';
import { useDismissConversationReports } from './api/dismiss-conversation-reports';
import { useReportedConversations } from './api/get-reported-conversations';

const Section = styled.section`
  margin-top: ${theme.space(8)};
  > h2 {
    margin: 0 0 ${theme.space(4)};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
`;

const Card = styled.article`
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.15rem;
  }
  h4 {
    margin: ${theme.space(3)} 0 ${theme.space(2)};
    font-size: 1rem;
  }
  p {
    margin: 0 0 ${theme.space(2)};
    color: ${theme.colors.muted};
  }
  ul {
    margin: 0 0 ${theme.space(3)};
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space(2)};
  }
  li {
    padding: ${theme.space(2)} ${theme.space(3)};
    background: ${theme.colors.background};
    border-radius: 4px;
  }
  small {
    color: ${theme.colors.muted};
  }
  blockquote {
    margin: ${theme.space(1)} 0 0;
    white-space: pre-wrap;
  }
`;

const Reason = styled.li`
  border-left: 4px solid ${theme.colors.accent};
`;

const SystemLine = styled.li`
  font-style: italic;
  color: ${theme.colors.muted};
`;

type Person = NonNullable<ReportedConversation['conversation']['buyer']>;
interface ToDelete extends ReportedUser {
  name: string;
}

function people({ buyer, seller }: ReportedConversation['conversation']) {
  return [
    ...(buyer ? [{ ...buyer, side: 'buyer' as const }] : []),
    ...(seller ? [{ ...seller, side: 'seller' as const }] : []),
  ];
}

const nameOf = (person: Person | null) => person?.name ?? 'Deleted user';

function ConversationCards({ items }: { items: ReportedConversation[] }) {
  const [toDelete, setToDelete] = useState<ToDelete | null>(null);
  const dismiss = useDismissConversationReports();
  const deleteUser = useDeleteReportedUser();
  const closeDialog = useCallback(() => setToDelete(null), []);

  const onDismiss = (conversationId: string, productName: string) =>
    dismiss.mutate(conversationId, {
      onSuccess: () => toast.success(`Reports on the conversation about ${productName} dismissed`),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    const { name, ...user } = toDelete;
    setToDelete(null);
    deleteUser.mutate(user, {
      onSuccess: (result) => {
        if (result.deletedCount > 0) toast.success(`${name} deleted`);
        else toast.error(`${name} was not deleted. Reload the list and try again.`);
      },
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  };

  return (
    <>
      <List>
        {items.map(({ conversation, reports, lastMessages }) => {
          const titleId = `reported-conversation-${conversation._id}`;
          return (
            <li key={conversation._id}>
              <Card aria-labelledby={titleId}>
                <h3 id={titleId}>
                  {nameOf(conversation.buyer)} and {nameOf(conversation.seller)} about{' '}
                  {conversation.productName}
                </h3>
                <p>
                  Buyer:{' '}
                  {conversation.buyer
                    ? `${conversation.buyer.name} (${conversation.buyer.email})`
                    : 'Deleted user'}{' '}
                  · Seller:{' '}
                  {conversation.seller
                    ? `${conversation.seller.name} (${conversation.seller.email})`
                    : 'Deleted user'}
                </p>
                <h4>
                  {reports.length} {reports.length === 1 ? 'report' : 'reports'}
                </h4>
                <ul>
                  {reports.map((report) => (
                    <Reason key={report._id}>
                      <small>
                        {report.reporterName} ·{' '}
                        <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
                      </small>
                      <blockquote>{report.reason}</blockquote>
                    </Reason>
                  ))}
                </ul>
                <h4>Last messages</h4>
                <ul>
                  {lastMessages.map((message) =>
                    message.kind === 'system' ? (
                      <SystemLine key={message._id}>{message.text}</SystemLine>
                    ) : (
                      <li key={message._id}>
                        <small>
                          {message.senderName} ·{' '}
                          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                        </small>
                        <blockquote>{message.text}</blockquote>
                      </li>
                    ),
                  )}
                </ul>
                <RowActions>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={dismiss.isPending && dismiss.variables === conversation._id}
                    onClick={() => onDismiss(conversation._id, conversation.productName)}
                  >
                    Dismiss
                    <VisuallyHidden>
                      {' '}
                      reports on the conversation about {conversation.productName}
                    </VisuallyHidden>
                  </Button>
                  {people(conversation).map((person) => (
                    <Button
                      key={person.side}
                      type="button"
                      $variant="danger"
                      disabled={deleteUser.isPending && deleteUser.variables?.id === person._id}
                      onClick={() => setToDelete({ id: person._id, side: person.side, name: person.name })}
                    >
                      Delete {person.side} {person.name}
                    </Button>
                  ))}
                </RowActions>
              </Card>
            </li>
          );
        })}
      </List>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.name ?? ''}?`}
        message={
          toDelete
            ? `${toDelete.name}'s account, products and bookings will be deleted; their messages stay, from 'Deleted user'. It cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={closeDialog}
      />
    </>
  );
}

export function ReportedConversations() {
  const conversations = useReportedConversations();
  return (
    <Section aria-labelledby="reported-conversations">
      <h2 id="reported-conversations">Reported conversations</h2>
      <DataState
        query={conversations}
        what="the reported conversations"
        isEmpty={(items) => items.length === 0}
        empty={<p>No reported conversations</p>}
      >
        {(items) => (
          <>
            <ConversationCards items={items} />
            {conversations.hasNextPage && (
              <Button
                type="button"
                onClick={() => conversations.fetchNextPage()}
                disabled={conversations.isFetchingNextPage}
              >
                {conversations.isFetchingNextPage ? 'Loading…' : 'Show more reported conversations'}
              </Button>
            )}
          </>
        )}
      </DataState>
    </Section>
  );
}
