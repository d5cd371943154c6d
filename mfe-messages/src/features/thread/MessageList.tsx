/**
 * The thread, oldest at the top, in a scrolling log. It opens at the newest message; scrolling near the top
 * (or 'Load older messages') brings the page before, keeping the reader's place. A new message scrolls into view
 * when the reader was already at the bottom, or when it is their own.
 */
import type { Message } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatMessageTime } from '../../lib/format-time';

const Log = styled.div`
  height: clamp(240px, calc(100dvh - 420px), 640px);
  @media (max-width: 700px) {
    /* A phone's navbar and dashboard menu take more of the screen: keep the message box in view. */
    height: clamp(200px, calc(100dvh - 510px), 640px);
  }
  overflow-y: auto;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(2)};
  }
`;

const Older = styled.div`
  text-align: center;
  margin-bottom: ${theme.space(3)};
`;

const Bubble = styled.li<{ $mine: boolean }>`
  justify-self: ${(p) => (p.$mine ? 'end' : 'start')};
  max-width: min(80%, 36rem);
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: 14px;
  background: ${(p) => (p.$mine ? theme.colors.primary : theme.colors.surface)};
  color: ${(p) => (p.$mine ? '#fff' : theme.colors.text)};
  border: 1px solid ${(p) => (p.$mine ? theme.colors.primary : theme.colors.border)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: ${theme.space(1)};
    font-size: 0.75rem;
    opacity: 0.85;
    text-align: ${(p) => (p.$mine ? 'right' : 'left')};
  }
`;

const SystemLine = styled.li`
  justify-self: center;
  max-width: 90%;
  text-align: center;
  font-size: 0.9rem;
  font-style: italic;
  color: ${theme.colors.muted};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-size: 0.75rem;
  }
`;

/** Within this distance of the top, the page before loads. */
const NEAR_TOP_PX = 120;
const NEAR_BOTTOM_PX = 80;

interface Props {
  /** Oldest first. */
  messages: Message[];
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

export function MessageList({ messages, otherName, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const log = useRef<HTMLDivElement>(null);
  /** Distance from the bottom when the older page was asked for: restored once it shows. */
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const oldestId = messages[0]?._id;
  const newest = messages.at(-1);

  const loadOlder = () => {
    const element = log.current;
    if (!hasOlder || loadingOlder || !element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes (a page before arrived)
  useLayoutEffect(() => {
    const element = log.current;
    if (element && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [oldestId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const element = log.current;
    if (element && (atBottom.current || newest?.mine)) element.scrollTop = element.scrollHeight;
  }, [newest?._id]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < NEAR_TOP_PX) loadOlder();
  };

  return (
    // Focusable: keyboard users scroll the log with the arrows. role=log announces new messages politely.
    <Log ref={log} role="log" aria-label={`Messages with ${otherName}`} tabIndex={0} onScroll={onScroll}>
      {hasOlder ? (
        <Older>
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            disabled={loadingOlder}
            onClick={loadOlder}
          >
            {loadingOlder ? 'Loading older messages...' : 'Load older messages'}
          </Button>
        </Older>
      ) : null}
      <ol>
        {messages.map((message) =>
          message.kind === 'system' ? (
            <SystemLine key={message._id}>
              <p>{message.text}</p>
              <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
            </SystemLine>
          ) : (
            <Bubble key={message._id} $mine={message.mine}>
              <VisuallyHidden>{message.mine ? 'You' : otherName}: </VisuallyHidden>
              <p>{message.text}</p>
              <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
            </Bubble>
          ),
        )}
      </ol>
    </Log>
  );
}
