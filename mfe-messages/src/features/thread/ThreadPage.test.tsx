import { apiClient } from '@marketplace/shared/api-client';
import { emit, resetBusForTests } from '@marketplace/shared/event-bus';
import type { ConversationDetail, Message, MessagesResponse } from '@marketplace/shared/types';
import { apiError, response } from '@marketplace/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { COUNT_FROM } from './Composer';
import ThreadPage from './ThreadPage';

const detail = (overrides: Partial<ConversationDetail> = {}): ConversationDetail => ({
  _id: 'c-1',
  role: 'buyer',
  other: { _id: 'u-2', name: 'Sam Seller', img: 'http://img.test/sam.png' },
  product: {
    _id: 'p-1',
    name: 'Oak wardrobe',
    picture: 'http://img.test/wardrobe.png',
    price: 120,
    status: 'booked',
  },
  lastMessage: { kind: 'user', text: 'Yes' },
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  unreadCount: 1,
  canSend: true,
  readOnlyReason: null,
  blockedByMe: false,
  ...overrides,
});

const message = (id: string, text: string, mine = false, kind: Message['kind'] = 'user'): Message => ({
  _id: id,
  kind,
  text,
  mine,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** Answers GET calls by URL: the conversation, its message pages (by `before`), the list. */
function serve(conversation: ConversationDetail, pages: Record<string, MessagesResponse>) {
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string, config?: { params?: unknown }) => {
      if (url === '/conversations/c-1') return response({ ...conversation });
      if (url === '/conversations/c-1/messages') {
        const before = (config?.params as { before?: string } | undefined)?.before;
        return response(pages[before ?? 'newest']);
      }
      if (url === '/conversations') return response({ conversations: [], unreadTotal: 0, hasMore: false });
      throw new Error(`unexpected GET ${url}`);
    });
}

function renderThread() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/messages/c-1']}>
        <Routes>
          <Route path="/dashboard/messages/:conversationId" element={<ThreadPage />} />
          <Route path="/dashboard/messages" element={<h1>Messages</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let post: jest.SpyInstance;
beforeEach(() => {
  resetBusForTests();
  post = jest.spyOn(apiClient, 'post').mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => jest.restoreAllMocks());

const items = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ThreadPage', () => {
  it('shows the product, the thread oldest first, puts the cursor in the message box and marks it read', async () => {
    serve(detail(), {
      newest: {
        messages: [
          message('m-3', 'Yes, Saturday is fine'),
          message('m-2', 'Sam Seller accepted the booking', false, 'system'),
          message('m-1', 'Saturday?', true),
        ],
        hasMore: false,
      },
    });
    renderThread();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oak wardrobe' })).toHaveAttribute('href', '/item/p-1');
    expect(screen.getByText('$120 · Booked')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Oak wardrobe' })).toHaveAttribute(
      'src',
      'http://img.test/wardrobe.png',
    );
    const log = await screen.findByRole('log', { name: 'Messages with Sam Seller' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(items(log)).toEqual([
      expect.stringMatching(/^You: Saturday\?/),
      expect.stringMatching(/^Sam Seller accepted the booking/),
      expect.stringMatching(/^Sam Seller: Yes, Saturday is fine/),
    ]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/conversations/c-1/read');
    expect(screen.getByRole('link', { name: '← All messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
  });

  it('sends on Enter, starts a new line on Shift+Enter, and shows the sent message', async () => {
    const pages = { newest: { messages: [message('m-1', 'Hello')], hasMore: false } };
    serve(detail(), pages);
    renderThread();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await user.type(box, 'Does it come apart?{Shift>}{Enter}{/Shift}It must fit the stairs');
    expect(box).toHaveValue('Does it come apart?\nIt must fit the stairs');
    pages.newest = {
      messages: [
        message('m-2', 'Does it come apart?\nIt must fit the stairs', true),
        message('m-1', 'Hello'),
      ],
      hasMore: false,
    };
    await user.type(box, '{Enter}');

    expect(post).toHaveBeenCalledWith('/conversations/c-1/messages', {
      text: 'Does it come apart?\nIt must fit the stairs',
    });
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(box).toHaveValue('');
  });

  it('empties the box once the sent message is in the thread, while the conversation list is still reading', async () => {
    const pages = { newest: { messages: [message('m-1', 'Hello')], hasMore: false } };
    const get = serve(detail(), pages);
    renderThread();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await screen.findByText('Hello');
    // From now on the list's read never answers (a slow list, its pictures).
    const served = get.getMockImplementation()!;
    get.mockImplementation((url: string, config?: Parameters<typeof apiClient.get>[1]) =>
      url === '/conversations' ? new Promise(() => {}) : served(url, config),
    );
    pages.newest = {
      messages: [message('m-2', 'Saturday works', true), message('m-1', 'Hello')],
      hasMore: false,
    };
    await user.type(box, 'Saturday works{Enter}');
    await within(screen.getByRole('log')).findByText('Saturday works');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("keeps the text and shows the API's reason when a send is refused", async () => {
    serve(detail(), { newest: { messages: [message('m-1', 'Hello')], hasMore: false } });
    post.mockImplementation(async (url: string) => {
      if (url.endsWith('/messages')) throw apiError(403, { message: 'You cannot message this user' });
      return response({ acknowledged: true, modifiedCount: 0 });
    });
    renderThread();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await user.type(box, 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this user');
    expect(box).toHaveValue('Still there?');
  });

  it('does not send a blank message', async () => {
    serve(detail(), { newest: { messages: [], hasMore: false } });
    renderThread();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });

    await user.type(box, '   {Enter}');

    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(post).not.toHaveBeenCalledWith('/conversations/c-1/messages', expect.anything());
  });

  it('shows the count only near the 2,000-character limit, and takes no more', async () => {
    serve(detail(), { newest: { messages: [], hasMore: false } });
    renderThread();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('maxLength', '2000');

    await user.click(box);
    await user.paste('x'.repeat(COUNT_FROM - 1));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.type(box, 'y');
    expect(screen.getByText('1,800 / 2,000 characters')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('1,800 / 2,000 characters');
  });

  it('brings a message from the other person live when the bus signals this conversation, and marks it read', async () => {
    const pages = { newest: { messages: [message('m-1', 'Saturday?', true)], hasMore: false } };
    serve(detail(), pages);
    renderThread();
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1));
    expect(post).toHaveBeenCalledTimes(1);

    pages.newest = {
      messages: [message('m-2', 'Saturday works'), message('m-1', 'Saturday?', true)],
      hasMore: false,
    };
    emit({ type: 'conversation', version: 1, conversationId: 'c-1', unreadTotal: 1 });

    expect(await within(log).findByText('Saturday works')).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenLastCalledWith('/conversations/c-1/read');
  });

  it("brings a booking's system line with its conversation's signal, and reads nothing on other notifications", async () => {
    const pages = { newest: { messages: [message('m-1', 'Saturday?', true)], hasMore: false } };
    const get = serve(detail(), pages);
    renderThread();
    const log = await screen.findByRole('log');
    await within(log).findByText('Saturday?');

    pages.newest = {
      messages: [
        message('m-2', 'Ben Buyer requested to book this item', false, 'system'),
        ...pages.newest.messages,
      ],
      hasMore: false,
    };
    const messageReads = () => get.mock.calls.filter(([url]) => url === '/conversations/c-1/messages').length;
    const before = messageReads();
    emit({
      type: 'notification',
      version: 1,
      notification: {
        _id: 'n-1',
        kind: 'saved-price-drop',
        bookingId: null,
        text: 'Price drop: Oak wardrobe is now $90',
        link: '/dashboard/saved',
        read: false,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messageReads()).toBe(before);

    emit({ type: 'conversation', version: 1, conversationId: 'c-1', unreadTotal: 1 });
    expect(await within(log).findByText('Ben Buyer requested to book this item')).toBeInTheDocument();
  });

  it('reads what is new when the event stream (re)opens: signals sent before it opened are not replayed', async () => {
    const pages = { newest: { messages: [message('m-1', 'Saturday?', true)], hasMore: false } };
    serve(detail(), pages);
    renderThread();
    const log = await screen.findByRole('log');
    await within(log).findByText('Saturday?');
    pages.newest = {
      messages: [message('m-2', 'The van comes at 10'), ...pages.newest.messages],
      hasMore: false,
    };
    emit({ type: 'events-connected', version: 1 });
    expect(await within(log).findByText('The van comes at 10')).toBeInTheDocument();
  });

  it('ignores signals about other conversations', async () => {
    const get = serve(detail(), { newest: { messages: [message('m-1', 'Hi')], hasMore: false } });
    renderThread();
    await screen.findByText('Hi');
    const messageReads = () => get.mock.calls.filter(([url]) => url === '/conversations/c-1/messages').length;
    const before = messageReads();

    emit({ type: 'conversation', version: 1, conversationId: 'c-9', unreadTotal: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(messageReads()).toBe(before);
  });

  it('loads older messages above the ones on screen', async () => {
    serve(detail(), {
      newest: { messages: [message('m-3', 'Third'), message('m-2', 'Second')], hasMore: true },
      'm-2': { messages: [message('m-1', 'First')], hasMore: false },
    });
    renderThread();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));

    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(items(log).map((text) => text?.replace(/^Sam Seller: /, '').slice(0, 5))).toEqual([
      'First',
      'Secon',
      'Third',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it("is read-only once the listing was removed: 'This listing was removed', no box, no link", async () => {
    serve(
      detail({
        product: {
          _id: 'p-1',
          name: 'Oak wardrobe',
          picture: 'http://img.test/w.png',
          price: 120,
          status: 'removed',
        },
        canSend: false,
        readOnlyReason: 'This listing was removed',
      }),
      { newest: { messages: [message('m-1', 'Hi')], hasMore: false } },
    );
    renderThread();

    expect(await screen.findByText('This listing was removed')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oak wardrobe' })).not.toBeInTheDocument();
    expect(screen.getByText('Oak wardrobe')).toBeInTheDocument();
  });

  it('blocks the other person after asking, and offers Unblock to the blocker', async () => {
    const conversation = detail();
    serve(conversation, { newest: { messages: [], hasMore: false } });
    renderThread();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Block Sam Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Sam Seller?' });
    Object.assign(conversation, {
      canSend: false,
      readOnlyReason: 'You cannot message this user',
      blockedByMe: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(post).toHaveBeenCalledWith('/users/u-2/block');
    expect(await screen.findByRole('button', { name: 'Unblock Sam Seller' })).toBeInTheDocument();
    expect(await screen.findByText('You cannot message this user')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('You blocked Sam Seller');
  });

  it('reports the conversation with a reason', async () => {
    serve(detail(), { newest: { messages: [], hasMore: false } });
    renderThread();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report the conversation with Sam Seller' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason is required');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Asks for payment outside the site',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(post).toHaveBeenCalledWith('/conversations/c-1/report', {
      reason: 'Asks for payment outside the site',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Report sent');
  });
});
