import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './RemotePage';
import { loadRemotePage } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemotePage: jest.fn() }));
const load = jest.mocked(loadRemotePage);

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the page a remote exposes', async () => {
    load.mockResolvedValue({ default: () => <h1>Remote home</h1> });
    render(<RemotePage remote="catalog" module="./HomePage" />);
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './HomePage');
  });

  it('shows the fallback when the remote cannot load, and loads it again on Retry', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008: remoteEntry failed'));
    load.mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    render(<RemotePage remote="auth" module="./LoginPage" />);
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that crashes while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <>
        <p>navbar stays</p>
        <RemotePage remote="seller" module="./AddProductPage" />
      </>,
    );
    expect(await screen.findByText('This part of the site is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('navbar stays')).toBeInTheDocument();
  });
});
