/** 'Messages' (/dashboard/messages): every conversation of the signed-in user, kept live by the bus's signals. */
import { Button } from '@marketplace/ui/button';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { ConversationList } from '../../components/ConversationList';
import { useConversations } from '../../lib/api/get-conversations';
import { useConversationSignals } from '../../lib/use-conversation-signals';

const More = styled.div`
  margin-top: ${theme.space(4)};
  text-align: center;
`;

export default function ConversationsPage() {
  const conversations = useConversations();
  useConversationSignals();
  return (
    <PageSection>
      <h1>Messages</h1>
      <DataState
        query={conversations}
        what="your messages"
        isEmpty={(data) => data.pages[0]?.conversations.length === 0}
        empty={<p>No messages yet</p>}
      >
        {(data) => (
          <>
            <ConversationList conversations={data.pages.flatMap((page) => page.conversations)} />
            {conversations.hasNextPage ? (
              <More>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={conversations.isFetchingNextPage}
                  onClick={() => void conversations.fetchNextPage()}
                >
                  Show older conversations
                </Button>
              </More>
            ) : null}
          </>
        )}
      </DataState>
    </PageSection>
  );
}
