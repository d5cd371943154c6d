import { apiClient } from '@marketplace/shared/api-client';
import { emit, resetBusForTests } from '@marketplace/shared/event-bus';
import type { RemoteRouteList } from '@marketplace/shared/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { useRouteRegistry } from '../federation/route-registry';
import { DashboardDrawer } from './DashboardDrawer';

const messages: RemoteRouteList = {
  version: 1,
  remote: 'messages',
  routes: [
    {
      path: '/dashboard/messages',
      layout: 'dashboard',
      access: 'signed-in',
      module: './MessagesPage',
      menuLabel: 'Messages',
      menuBadge: {
        api: '/conversations/unread',
        count: 'unreadTotal',
        refreshOn: ['conversation', 'notification'],
        description: '{count} unread',
      },
    },
    { path: '/dashboard/messages/:id', layout: 'dashboard', access: 'signed-in', module: './ThreadPage' },
  ],
};

let get: jest.SpyInstance;

beforeEach(() => {
  resetBusForTests();
  useAuthStore.setState({
    user: { displayName: 'Bea', email: 'bea@furniture.test', photoURL: null },
    token: 'access-1',
    role: 'buyer',
    loading: false,
  });
  useRouteRegistry.setState({ lists: [{ remote: 'messages', list: messages }] });
  get = jest.spyOn(apiClient, 'get');
});
afterEach(() => jest.restoreAllMocks());

function renderDrawer() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardDrawer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DashboardDrawer', () => {
  it("shows a route's menu badge from the API, live from the bus events it names, and none at zero", async () => {
    get.mockResolvedValue({ data: { unreadTotal: 2 } });
    renderDrawer();
    const entry = () => screen.getByRole('link', { name: /^Messages/, hidden: true });
    await waitFor(() => expect(entry()).toHaveAccessibleName(/^Messages\s+\(2 unread\)$/));
    expect(get).toHaveBeenCalledWith('/conversations/unread');

    // An event carrying the count is taken as it is.
    act(() => emit({ type: 'conversation', version: 1, conversationId: 'c-1', unreadTotal: 5 }));
    await waitFor(() => expect(entry()).toHaveAccessibleName(/^Messages\s+\(5 unread\)$/));
    expect(get).toHaveBeenCalledTimes(1);

    // One without it makes the shell read the count again.
    get.mockResolvedValue({ data: { unreadTotal: 0 } });
    act(() =>
      emit({
        type: 'notification',
        version: 1,
        notification: {
          _id: '9',
          kind: 'message',
          text: 'New message',
          link: '/dashboard/messages/c-1',
          read: false,
          createdAt: new Date().toISOString(),
          bookingId: null,
        },
      }),
    );
    await waitFor(() => expect(entry()).toHaveAccessibleName('Messages'));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
