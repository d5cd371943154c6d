import { apiClient } from '@marketplace/shared/api-client';
import type { ReleaseFigures, ReleasesResponse, RemoteRelease } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import ReleasesPage from './ReleasesPage';
import { guardRecord, minutePoint, releaseVersions } from './releases.fixtures';

const PATH = '/dashboard/releases';

function figures(version: string, overrides: Partial<ReleaseFigures> = {}): ReleaseFigures {
  return {
    version,
    pageViews: 120,
    sessions: 100,
    errorSessions: 1,
    loadFailures: 0,
    errorSessionRate: 1,
    lcpP75: 1200,
    inpP75: 80,
    clsP75: 0.08,
    ttfbP75: 350,
    ...overrides,
  };
}

const catalogCanary: RemoteRelease = {
  ...releaseVersions('catalog', '0.1.0-aaaa', '0.1.0-bbbb', 20, '2026-11-27T01:00:00.000Z'),
  status: 'canary',
  rollback: null,
  changelog: [
    {
      version: '0.1.0',
      date: '2026-11-26',
      items: ['catalog: price filter on category pages', 'catalog: saved searches'],
    },
  ],
  lastHour: {
    stable: figures('0.1.0-aaaa'),
    canary: figures('0.1.0-bbbb', {
      pageViews: 30,
      sessions: 25,
      errorSessions: 5,
      errorSessionRate: 20,
      lcpP75: null,
      clsP75: 0.31,
      ttfbP75: null,
    }),
    series: [
      minutePoint('2026-11-27T01:00:00.000Z', 'stable', '0.1.0-aaaa'),
      minutePoint('2026-11-27T01:01:00.000Z', 'stable', '0.1.0-aaaa', {
        errorSessions: 1,
        lcpP75: 1300,
        inpP75: 90,
      }),
      minutePoint('2026-11-27T01:01:00.000Z', 'canary', '0.1.0-bbbb', {
        pageViews: 30,
        sessions: 25,
        errorSessions: 5,
        lcpP75: null,
        inpP75: 95,
      }),
    ],
    topErrors: [
      {
        cohort: 'canary',
        version: '0.1.0-bbbb',
        message: 'Cannot read properties of undefined',
        topFrame: '/mfe-catalog/0.1.0-bbbb/123.js:1:200',
        count: 5,
        sampleStack: 'TypeError: Cannot read properties of undefined\n    at ProductList',
      },
    ],
  },
};

const messagesRolledBack: RemoteRelease = {
  ...releaseVersions('messages', '0.1.0-cccc', '0.1.0-dddd', 0, '2026-11-27T00:30:00.000Z'),
  status: 'rolled back',
  rollback: {
    at: '2026-11-27T00:40:00.000Z',
    by: 'release guard',
    reasons: ['error sessions 40% vs stable 0% (over 2x and 2 points above)'],
    figures: guardRecord('0.1.0-cccc', '0.1.0-dddd'),
  },
  changelog: [],
  lastHour: { stable: figures('0.1.0-cccc'), canary: figures('0.1.0-dddd'), series: [], topErrors: [] },
};

const overview: ReleasesResponse = {
  remotes: [catalogCanary, messagesRolledBack],
  audit: [
    {
      at: '2026-11-27T01:00:00.000Z',
      remote: 'catalog',
      action: 'canary',
      by: 'ops@furniture.test (release canary)',
      stable: '0.1.0-aaaa',
      canary: '0.1.0-bbbb',
      share: 20,
    },
    {
      at: '2026-11-27T00:40:00.000Z',
      remote: 'messages',
      action: 'guard rollback',
      by: 'release guard',
      stable: '0.1.0-cccc',
      canary: '0.1.0-dddd',
      share: 0,
      reasons: ['error sessions 40% vs stable 0% (over 2x and 2 points above)'],
    },
  ],
};

let get: jest.SpyInstance;

beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockResolvedValue(response(overview));
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

async function remoteSection(name: string) {
  return screen.findByRole('region', { name: new RegExp(`^${name} `) });
}

describe('ReleasesPage', () => {
  it("shows each remote's versions, share and status with the last hour of both cohorts side by side", async () => {
    renderPage(<ReleasesPage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    const catalog = await remoteSection('catalog');
    expect(within(catalog).getByRole('heading', { level: 2, name: 'catalog canary' })).toBeInTheDocument();
    expect(within(catalog).getByText('Stable version').nextSibling).toHaveTextContent('0.1.0-aaaa');
    expect(within(catalog).getByText('Canary version').nextSibling).toHaveTextContent('0.1.0-bbbb');
    expect(within(catalog).getByText('Canary share').nextSibling).toHaveTextContent('20% of browsers');
    expect(
      within(catalog).getByRole('heading', { level: 3, name: 'Changes in the canary' }),
    ).toBeInTheDocument();
    expect(within(catalog).getByText('catalog: saved searches')).toBeInTheDocument();
    const messages = await remoteSection('messages');
    expect(
      within(messages).getByText('No changelog entries between 0.1.0-cccc and 0.1.0-dddd.'),
    ).toBeInTheDocument();

    const table = within(catalog).getByRole('table', {
      name: 'catalog: stable and canary over the last hour',
    });
    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Page views')).toEqual(['120', '30']);
    expect(cells('Error-session rate')).toEqual(['1%', '20%']);
    expect(cells('LCP p75')).toEqual(['1200 ms', '–']);
    expect(cells('INP p75')).toEqual(['80 ms', '80 ms']);
    expect(cells('CLS p75')).toEqual(['0.08', '0.31']);
    expect(cells('TTFB p75')).toEqual(['350 ms', '–']);
    expect(get).toHaveBeenCalledWith('/releases');
  });

  it('draws each figure per minute as a chart whose text gives both lines', async () => {
    renderPage(<ReleasesPage />, PATH);
    const catalog = await remoteSection('catalog');

    expect(
      within(catalog).getByRole('img', {
        name: 'Error-session rate per minute, last hour: stable from 0% to 2% over 2 minutes; canary 20% over 1 minute',
      }),
    ).toBeInTheDocument();
    expect(
      within(catalog).getByRole('img', {
        name: 'LCP p75 per minute, last hour: stable from 1100 ms to 1300 ms over 2 minutes; canary: no data',
      }),
    ).toBeInTheDocument();
  });

  it('lists the top errors with their count, version, top frame and a sample stack', async () => {
    renderPage(<ReleasesPage />, PATH);
    const catalog = await remoteSection('catalog');

    expect(within(catalog).getByText('5 × Cannot read properties of undefined')).toBeInTheDocument();
    expect(within(catalog).getByText('/mfe-catalog/0.1.0-bbbb/123.js:1:200')).toBeInTheDocument();
    await userEvent.setup().click(within(catalog).getByText('Sample stack'));
    expect(within(catalog).getByText(/at ProductList/)).toBeVisible();
    expect(
      within(await remoteSection('messages')).getByText('No errors in the last hour.'),
    ).toBeInTheDocument();
  });

  it("shows the guard's rollback with its reasons and the figures that triggered it, without buttons", async () => {
    renderPage(<ReleasesPage />, PATH);
    const messages = await remoteSection('messages');

    expect(within(messages).getByRole('heading', { name: 'messages rolled back' })).toBeInTheDocument();
    expect(within(messages).getByText('Rolled back by release guard')).toBeInTheDocument();
    expect(
      within(messages).getByText('error sessions 40% vs stable 0% (over 2x and 2 points above)'),
    ).toBeInTheDocument();
    const atRollback = within(messages).getByRole('table', { name: 'Figures at the rollback' });
    const errorRow = within(atRollback).getByRole('rowheader', { name: 'Error-session rate' }).closest('tr');
    expect(errorRow).toHaveTextContent('Error-session rate0%40%');
    expect(within(messages).queryByRole('button', { name: /Promote|Roll back/ })).not.toBeInTheDocument();
  });

  it('lists the audit log newest first', async () => {
    renderPage(<ReleasesPage />, PATH);
    const audit = await screen.findByRole('region', { name: 'Audit log' });
    const rows = within(audit).getAllByRole('row').slice(1);

    expect(rows[0]).toHaveTextContent('catalog');
    expect(rows[0]).toHaveTextContent('0.1.0-aaaa → 0.1.0-bbbb');
    expect(rows[1]).toHaveTextContent('guard rollback');
    expect(rows[1]).toHaveTextContent('error sessions 40%');
  });

  it('promotes the canary after confirmation, toasts and reloads the page', async () => {
    const promoted = { ...catalogCanary, status: 'stable' as const, canary: null };
    get
      .mockResolvedValueOnce(response(overview))
      .mockResolvedValue(response({ ...overview, remotes: [promoted, messagesRolledBack] }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(response(promoted));
    renderPage(<ReleasesPage />, PATH);
    const user = userEvent.setup();

    await user.click(within(await remoteSection('catalog')).getByRole('button', { name: 'Promote catalog' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote catalog 0.1.0-bbbb?' });
    expect(dialog).toHaveAccessibleDescription(
      'Every browser gets 0.1.0-bbbb at its next visit to catalog; 0.1.0-aaaa stops being the stable version.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('catalog 0.1.0-bbbb promoted'));
    expect(post).toHaveBeenCalledWith('/releases/catalog/promote');
    expect(await screen.findByRole('heading', { level: 2, name: 'catalog stable' })).toBeInTheDocument();
  });

  it('sends nothing when the rollback is cancelled', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderPage(<ReleasesPage />, PATH);
    const user = userEvent.setup();

    await user.click(
      within(await remoteSection('catalog')).getByRole('button', { name: 'Roll back catalog' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the API's message when a rollback is refused", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(apiError(409, { message: 'catalog has no canary out' }));
    renderPage(<ReleasesPage />, PATH);
    const user = userEvent.setup();

    await user.click(
      within(await remoteSection('catalog')).getByRole('button', { name: 'Roll back catalog' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Roll back catalog 0.1.0-bbbb?' })).getByRole('button', {
        name: 'Roll back',
      }),
    );

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('catalog has no canary out'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a failed load with a Retry button', async () => {
    get
      .mockRejectedValueOnce(apiError(403, { message: 'Admins only' }))
      .mockResolvedValue(response(overview));
    renderPage(<ReleasesPage />, PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the releases. Admins only');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await remoteSection('catalog')).toBeInTheDocument();
  });
});
