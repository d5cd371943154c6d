import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { captureForTelemetry } from '../telemetry/telemetry-queue';
import { RemotePage } from './RemotePage';
import { RemoteUnavailableError } from './remote-error-plugin';
import { loadedRemotePage, loadRemotePage } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemotePage: jest.fn(), loadedRemotePage: jest.fn() }));
jest.mock('../auth/auth-service', () => ({ signOut: jest.fn() }));
jest.mock('../telemetry/telemetry-queue', () => ({ captureForTelemetry: jest.fn() }));
const load = jest.mocked(loadRemotePage);
const alreadyLoaded = jest.mocked(loadedRemotePage);

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReset();
    alreadyLoaded.mockReset();
    jest.mocked(captureForTelemetry).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the page a remote exposes', async () => {
    load.mockResolvedValue({ default: () => <h1>Remote home</h1> });
    render(<RemotePage remote="catalog" module="./HomePage" />);
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './HomePage');
  });

  it('renders the page inside an element naming its remote, for telemetry', async () => {
    load.mockResolvedValue({ default: () => <h1>Remote home</h1> });
    render(<RemotePage remote="catalog" module="./HomePage" />);
    const heading = await screen.findByRole('heading', { name: 'Remote home' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'catalog');
  });

  it('renders a page that has loaded already at once, with no spinner in between', () => {
    alreadyLoaded.mockReturnValue({ default: () => <h1>Remote home</h1> });
    render(<RemotePage remote="catalog" module="./HomePage" />);
    expect(screen.getByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the fallback when the remote cannot load, and loads it again on Retry', async () => {
    load.mockRejectedValueOnce(
      new RemoteUnavailableError('auth', new Error('RUNTIME-008: remoteEntry failed')),
    );
    load.mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    render(<RemotePage remote="auth" module="./LoginPage" />);
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when a loaded page cannot fetch one of its own chunks', async () => {
    const chunkLoadError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    load.mockResolvedValue({
      default: () => {
        throw chunkLoadError;
      },
    });
    render(<RemotePage remote="catalog" module="./BlogPage" />);
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
  });

  it("hands a loaded page's render crash to the route's error screen instead of offering Retry", async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <RemotePage remote="seller" module="./AddProductPage" />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong !!!' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(screen.queryByText('This part of the site is unavailable right now')).not.toBeInTheDocument();
    // Reported as the seller remote's crash: its boundary met it first.
    expect(jest.mocked(captureForTelemetry).mock.calls[0]?.[0]).toEqual({
      kind: 'error',
      source: 'boundary',
      remote: 'seller',
      error: expect.objectContaining({ message: 'boom' }),
    });
  });
});
