/**
 * The caller's conversations as rows, newest activity first: the other person, the product, the last message's
 * first line and time, and the unread count. Each row is one link to its thread.
 */
import type { ConversationSummary } from '@marketplace/shared/types';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { firstLine, formatMessageTime } from '../lib/format-time';
import { Avatar } from './Avatar';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(3)};
  text-decoration: none;
  /* Doubled: over the page frame's own link colour and weight. */
  && {
    color: ${theme.colors.text};
    font-weight: ${(p) => (p.$unread ? 700 : 400)};
  }
  &:hover {
    background: ${theme.colors.background};
  }
  &[aria-current='page'] {
    background: #fff7e6;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Name = styled.span`
  font-weight: 700;
`;

const ProductLine = styled.span`
  display: flex !important;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: 0.9rem;
  img {
    flex: none;
    width: 24px;
    height: 24px;
    border-radius: 4px;
    object-fit: cover;
  }
`;

const Last = styled.span<{ $system: boolean }>`
  font-style: ${(p) => (p.$system ? 'italic' : 'normal')};
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${theme.space(1)};
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

const Count = styled.span`
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${theme.colors.danger};
  color: #fff;
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

interface Props {
  conversations: ConversationSummary[];
  /** The conversation open beside the list, marked as the current page. */
  currentId?: string;
}

export function ConversationList({ conversations, currentId }: Props) {
  return (
    <Rows>
      {conversations.map((conversation) => {
        const { _id, other, product, lastMessage, lastMessageAt, unreadCount } = conversation;
        return (
          <li key={_id}>
            <Row
              to={`/dashboard/messages/${encodeURIComponent(_id)}`}
              $unread={unreadCount > 0}
              aria-current={_id === currentId ? 'page' : undefined}
            >
              <Avatar name={other.name} img={other.img} />
              <Text>
                <Name>{other.name}</Name>
                <ProductLine>
                  <ResponsiveImage src={product.picture} alt={product.name} width={24} height={24} />
                  <span>{product.name}</span>
                </ProductLine>
                <Last $system={lastMessage.kind === 'system'}>{firstLine(lastMessage.text)}</Last>
              </Text>
              <Side>
                <time dateTime={lastMessageAt}>{formatMessageTime(lastMessageAt)}</time>
                {unreadCount > 0 ? (
                  <Count>
                    {unreadCount > 99 ? '99+' : unreadCount}
                    <VisuallyHidden> unread</VisuallyHidden>
                  </Count>
                ) : null}
              </Side>
            </Row>
          </li>
        );
      })}
    </Rows>
  );
}
