import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { RemoteUnavailableError } from '../federation/remote-error-plugin';
import { loadRemotePage } from '../federation/remote-loader';
import type { RemoteRoutes } from '../federation/route-lists';
import { buildRoutes } from './build-routes';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(),
  loadedRemotePage: jest.fn(),
}));
jest.mock('../layout/MainLayout', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return { MainLayout: () => <Outlet /> };
});
jest.mock('../dashboard/DashboardLayout', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return { DashboardLayout: () => <Outlet /> };
});
const load = jest.mocked(loadRemotePage);

const lists: RemoteRoutes[] = [
  {
    remote: 'catalog',
    list: {
      version: 1,
      remote: 'catalog',
      routes: [{ path: '/blog', layout: 'main', access: 'public', module: './BlogPage' }],
    },
  },
  {
    remote: 'auth',
    list: {
      version: 1,
      remote: 'auth',
      routes: [{ path: '/login', layout: 'main', access: 'public', module: './LoginPage' }],
    },
  },
];

describe('buildRoutes', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.setState({ user: null, token: null, role: null, loading: false });
  });
  afterEach(() => jest.restoreAllMocks());

  it("does not carry one remote's failure into another remote's page", async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'auth') throw new RemoteUnavailableError('auth', new Error('auth is down'));
      return { default: () => <h1>Blog</h1> };
    });
    function Site() {
      return useRoutes(buildRoutes(lists));
    }
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Link to="/blog">to the blog</Link>
        <Site />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to the blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByText('This part of the site is unavailable right now')).not.toBeInTheDocument();
  });
});
