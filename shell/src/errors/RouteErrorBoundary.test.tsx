import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';

jest.mock('../auth/auth-service', () => ({ signOut: jest.fn().mockResolvedValue(undefined) }));

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

function Layout() {
  return (
    <>
      <Link to="/blog">Blog</Link>
      <Outlet />
    </>
  );
}

function Site() {
  return useRoutes([
    {
      element: (
        <RouteErrorBoundary>
          <Layout />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/broken', element: <BrokenPage /> },
        { path: '/blog', element: <h1>Blog</h1> },
      ],
    },
  ]);
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen in place of the layout when a page crashes', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Site />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong !!!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "name")')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('renders the pages when nothing crashes', () => {
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Site />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when the visitor goes to another address', async () => {
    function Back() {
      return <Link to="/blog">Go to the blog</Link>;
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Site />
        <Back />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
