import { apiClient } from '@marketplace/shared/api-client';
import { emit, resetBusForTests } from '@marketplace/shared/event-bus';
import type { ConversationSummary, ConversationsResponse } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConversationsPage from './ConversationsPage';

const PATH = '/dashboard/messages';

function row(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    _id: 'c-1',
    role: 'seller',
    other: { _id: 'u-2', name: 'Bea Buyer', img: 'http://img.test/bea.png' },
    product: {
      _id: 'p-1',
      name: 'Oak wardrobe',
      picture: 'http://img.test/wardrobe.png',
      price: 120,
      status: 'available',
    },
    lastMessage: { kind: 'user', text: 'Does it come apart?\nIt has to fit the stairs.' },
    lastMessageAt: new Date().toISOString(),
    unreadCount: 2,
    ...overrides,
  };
}

const page = (conversations: ConversationSummary[], hasMore = false): ConversationsResponse => ({
  conversations,
  unreadTotal: conversations.reduce((sum, c) => sum + c.unreadCount, 0),
  hasMore,
});

let get: jest.SpyInstance;
beforeEach(() => {
  resetBusForTests();
  get = jest.spyOn(apiClient, 'get');
});
afterEach(() => jest.restoreAllMocks());

describe('ConversationsPage', () => {
  it('lists each conversation with the other person, the product, the first line of the last message and the unread count', async () => {
    get.mockResolvedValue(
      response(
        page([
          row(),
          row({
            _id: 'c-2',
            other: { _id: 'u-3', name: 'Sam Seller', img: '' },
            product: {
              _id: 'p-2',
              name: 'Pine desk',
              picture: 'http://img.test/desk.png',
              price: 40,
              status: 'sold',
            },
            lastMessage: { kind: 'system', text: 'Sam Seller marked Pine desk as sold' },
            unreadCount: 0,
          }),
        ]),
      ),
    );
    renderPage(<ConversationsPage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/messages/c-1',
      '/dashboard/messages/c-2',
    ]);
    const first = links[0]!;
    expect(within(first).getByRole('img', { name: 'Bea Buyer' })).toHaveAttribute(
      'src',
      'http://img.test/bea.png',
    );
    expect(within(first).getByRole('img', { name: 'Oak wardrobe' })).toBeInTheDocument();
    expect(within(first).getByText('Does it come apart?')).toBeInTheDocument();
    expect(within(first).queryByText(/fit the stairs/)).not.toBeInTheDocument();
    expect(first).toHaveTextContent('2 unread');
    expect(links[1]).not.toHaveTextContent('unread');
    // No picture: the initial stands in, named for the person.
    expect(within(links[1]!).getByRole('img', { name: 'Sam Seller' })).toHaveTextContent('S');
    expect(get).toHaveBeenCalledWith('/conversations', { params: undefined });
  });

  it("says 'No messages yet' when there is no conversation", async () => {
    get.mockResolvedValue(response(page([])));
    renderPage(<ConversationsPage />, PATH);

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('reads the list again when a conversation signal comes over the bus', async () => {
    get
      .mockResolvedValueOnce(response(page([row({ unreadCount: 0 })])))
      .mockResolvedValueOnce(
        response(page([row({ unreadCount: 1, lastMessage: { kind: 'user', text: 'Saturday works?' } })])),
      );
    renderPage(<ConversationsPage />, PATH);
    expect(await screen.findByText('Does it come apart?')).toBeInTheDocument();

    emit({ type: 'conversation', version: 1, conversationId: 'c-1', unreadTotal: 1 });

    expect(await screen.findByText('Saturday works?')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('1 unread');
  });

  it('loads older conversations on request', async () => {
    get
      .mockResolvedValueOnce(response(page([row()], true)))
      .mockResolvedValueOnce(
        response(page([row({ _id: 'c-0', lastMessage: { kind: 'user', text: 'An old one' } })])),
      );
    renderPage(<ConversationsPage />, PATH);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show older conversations' }));

    expect(await screen.findByText('An old one')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/conversations', { params: { before: 'c-1' } });
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    get
      .mockRejectedValueOnce(apiError(500, { message: 'Internal Server Error' }))
      .mockResolvedValueOnce(response(page([])));
    renderPage(<ConversationsPage />, PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your messages.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
