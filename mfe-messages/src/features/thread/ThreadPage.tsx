/**
 * One conversation (/dashboard/messages/:conversationId): the product at the top, the thread, the message box.
 * On a wide screen the conversation list stays beside it; on a phone the thread is a screen of its own, with a
 * link back to the list. Opening it marks it read; signals on the bus bring new messages within the stream's
 * delay (a booking's system line with its notification), and mark them read while the thread is open.
 */
import type { ConversationDetail } from '@marketplace/shared/types';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { theme } from '@marketplace/ui/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ConversationList } from '../../components/ConversationList';
import { useConversations } from '../../lib/api/get-conversations';
import { useConversationSignals } from '../../lib/use-conversation-signals';
import { useConversation } from './api/get-conversation';
import { fetchNewest, useMessages } from './api/get-messages';
import { useMarkRead } from './api/mark-read';
import { useSendMessage } from './api/send-message';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ProductHeader } from './ProductHeader';
import { ThreadActions } from './ThreadActions';

const WIDE = '(min-width: 1100px)';

const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  @media ${WIDE} {
    grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  }
`;

const Aside = styled.nav`
  display: none;
  @media ${WIDE} {
    display: block;
    max-height: calc(100dvh - 160px);
    overflow-y: auto;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  @media ${WIDE} {
    display: none;
  }
`;

const Thread = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(3)};
`;

const ReadOnly = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-weight: 600;
`;

function ConversationAside({ currentId }: { currentId: string }) {
  const conversations = useConversations();
  const rows = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  return (
    <Aside aria-label="Conversations">
      {rows.length > 0 ? <ConversationList conversations={rows} currentId={currentId} /> : null}
    </Aside>
  );
}

function ThreadBody({ conversation }: { conversation: ConversationDetail }) {
  const id = conversation._id;
  const queryClient = useQueryClient();
  const messages = useMessages(id);
  const markRead = useMarkRead(id);
  const send = useSendMessage(id);
  const { mutate: markAsRead } = markRead;

  useEffect(() => {
    markAsRead();
  }, [markAsRead]);

  const onChange = useCallback(
    async (conversationId: string | null) => {
      if (conversationId !== null && conversationId !== id) return;
      const added = await fetchNewest(queryClient, id);
      if (added.some((message) => !message.mine)) markAsRead();
    },
    [id, queryClient, markAsRead],
  );
  useConversationSignals(onChange);

  return (
    <>
      <DataState query={messages} what="the messages">
        {(data) => (
          <MessageList
            messages={data.pages.flatMap((page) => page.messages).reverse()}
            otherName={conversation.other.name}
            hasOlder={messages.hasNextPage}
            loadingOlder={messages.isFetchingNextPage}
            onLoadOlder={() => void messages.fetchNextPage()}
          />
        )}
      </DataState>
      {conversation.canSend ? (
        <Composer onSend={(text) => send.mutateAsync(text)} pending={send.isPending} />
      ) : (
        <ReadOnly role="status">{conversation.readOnlyReason ?? 'You cannot send messages here'}</ReadOnly>
      )}
    </>
  );
}

function ThreadView({ id }: { id: string }) {
  const conversation = useConversation(id);
  return (
    <DataState query={conversation} what="the conversation">
      {(detail) => (
        <Thread>
          <Top>
            <h1>{detail.other.name}</h1>
            <ThreadActions conversation={detail} />
          </Top>
          <ProductHeader product={detail.product} />
          <ThreadBody conversation={detail} />
        </Thread>
      )}
    </DataState>
  );
}

export default function ThreadPage() {
  const { conversationId = '' } = useParams();
  return (
    <PageSection>
      <Back to="/dashboard/messages">← All messages</Back>
      <Panes>
        <ConversationAside currentId={conversationId} />
        <ThreadView key={conversationId} id={conversationId} />
      </Panes>
    </PageSection>
  );
}
