import { apiClient } from '@marketplace/shared/api-client';
import type { ReportedConversation, ReportedProduct } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import ReportedItemsPage from './ReportedItemsPage';

const PATH = '/dashboard/reporteditems';
const reportedBed: ReportedProduct = {
  product: {
    _id: 'p-1',
    name: 'Oak bed',
    picture: 'http://img.test/bed.png',
    sellerName: 'Sara Seller',
    sellerEmail: 'seller1@furniture.test',
    resalePrice: 120,
  },
  reports: [
    {
      _id: 'r-1',
      productId: 'p-1',
      reason: 'Looks like a scam',
      reporterEmail: 'buyer1@furniture.test',
      createdAt: '2025-01-02T10:00:00.000Z',
    },
    {
      _id: 'r-2',
      productId: 'p-1',
      reason: 'Wrong category',
      reporterEmail: 'buyer2@furniture.test',
      createdAt: '2025-01-03T10:00:00.000Z',
    },
  ],
};

const reportedChat: ReportedConversation = {
  conversation: {
    _id: 'c-1',
    productName: 'Pine desk',
    buyer: { _id: 'u-b', name: 'Bea Buyer', email: 'buyer1@furniture.test' },
    seller: { _id: 'u-s', name: 'Sam Seller', email: 'seller1@furniture.test' },
  },
  reports: [
    {
      _id: 'r-9',
      reason: 'Asks me to pay outside the site',
      reporterName: 'Bea Buyer',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  lastMessages: [
    {
      _id: 'm-1',
      kind: 'system',
      text: 'Bea Buyer booked Pine desk',
      senderName: '',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    {
      _id: 'm-2',
      kind: 'user',
      text: 'Pay me by wire first',
      senderName: 'Sam Seller',
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
};

let get: jest.SpyInstance;
/** GET /reports and GET /reports/conversations, answered apart. */
let reports: jest.Mock;
let conversationReports: jest.Mock;

beforeEach(() => {
  reports = jest.fn();
  conversationReports = jest.fn().mockResolvedValue(response([]));
  get = jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string, config?: { params?: unknown }) =>
      url === '/reports/conversations' ? conversationReports(config?.params) : reports(url),
    );
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

describe('ReportedItemsPage', () => {
  it('shows each reported product with its seller and every reason', async () => {
    reports.mockResolvedValue(response([reportedBed]));
    renderPage(<ReportedItemsPage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Oak bed' });
    expect(within(card).getByRole('img', { name: 'Oak bed' })).toHaveAttribute(
      'src',
      reportedBed.product.picture,
    );
    expect(within(card).getByText(/Seller: Sara Seller \(seller1@furniture.test\)/)).toBeInTheDocument();
    expect(within(card).getByText('2 reports')).toBeInTheDocument();
    expect(within(card).getByText('Looks like a scam')).toBeInTheDocument();
    expect(within(card).getByText(/buyer1@furniture.test/)).toBeInTheDocument();
    expect(within(card).getByText('Wrong category')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/reports');
  });

  it("shows 'No reported items' when nothing is reported", async () => {
    reports.mockResolvedValue(response([]));
    renderPage(<ReportedItemsPage />, PATH);

    expect(await screen.findByText('No reported items')).toBeInTheDocument();
  });

  it('dismisses every report of a product and reloads the list', async () => {
    reports.mockResolvedValueOnce(response([reportedBed])).mockResolvedValueOnce(response([]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 2 }));
    renderPage(<ReportedItemsPage />, PATH);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss reports on Oak bed' }));

    expect(del).toHaveBeenCalledWith('/reports', { params: { productId: 'p-1' } });
    expect(await screen.findByText('No reported items')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Reports on Oak bed dismissed');
  });

  it('sends nothing when deleting the product is cancelled', async () => {
    reports.mockResolvedValue(response([reportedBed]));
    const del = jest.spyOn(apiClient, 'delete');
    renderPage(<ReportedItemsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete product Oak bed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(del).not.toHaveBeenCalled();
  });

  it('deletes the reported product after confirmation and toasts', async () => {
    reports.mockResolvedValueOnce(response([reportedBed])).mockResolvedValueOnce(response([]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 1 }));
    renderPage(<ReportedItemsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete product Oak bed' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveAccessibleDescription('If You delete Oak bed, It cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('this Oak bed deleted successfully'));
    expect(del).toHaveBeenCalledWith('/products/p-1');
    expect(await screen.findByText('No reported items')).toBeInTheDocument();
  });

  it('shows a failed load with a Retry button, not an endless spinner', async () => {
    reports
      .mockRejectedValueOnce(apiError(403, { message: 'Admins only' }))
      .mockResolvedValueOnce(response([]));
    renderPage(<ReportedItemsPage />, PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the reported items. Admins only',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reported items')).toBeInTheDocument();
  });

  describe('reported conversations', () => {
    beforeEach(() => reports.mockResolvedValue(response([])));

    it('shows each with its people, every reason and the last messages, beside the products', async () => {
      conversationReports.mockResolvedValue(response([reportedChat]));
      renderPage(<ReportedItemsPage />, PATH);

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Reported conversations' }),
      ).toBeInTheDocument();
      const card = await screen.findByRole('article', { name: 'Bea Buyer and Sam Seller about Pine desk' });
      expect(within(card).getByText(/Buyer: Bea Buyer \(buyer1@furniture.test\)/)).toBeInTheDocument();
      expect(within(card).getByText('1 report')).toBeInTheDocument();
      expect(within(card).getByText('Asks me to pay outside the site')).toBeInTheDocument();
      expect(within(card).getByText('Bea Buyer booked Pine desk')).toBeInTheDocument();
      expect(within(card).getByText('Pay me by wire first')).toBeInTheDocument();
      expect(screen.getByText('No reported items')).toBeInTheDocument();
      expect(conversationReports).toHaveBeenCalledWith({ limit: 30 });
    });

    it('pages: a full page offers more, which asks before the last conversation shown', async () => {
      const page = Array.from({ length: 30 }, (_, i) => ({
        ...reportedChat,
        conversation: { ...reportedChat.conversation, _id: `c-${i}`, productName: `Desk ${i}` },
      }));
      const older = { ...reportedChat, conversation: { ...reportedChat.conversation, _id: 'c-old' } };
      conversationReports.mockResolvedValueOnce(response(page)).mockResolvedValueOnce(response([older]));
      renderPage(<ReportedItemsPage />, PATH);

      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Show more reported conversations' }));

      expect(
        await screen.findByRole('article', { name: 'Bea Buyer and Sam Seller about Pine desk' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(31);
      expect(conversationReports).toHaveBeenLastCalledWith({ limit: 30, before: 'c-29' });
      expect(
        screen.queryByRole('button', { name: 'Show more reported conversations' }),
      ).not.toBeInTheDocument();
    }, 20_000); // Thirty cards rendered and queried by role on a shared machine.

    it("says 'No reported conversations' when there is none", async () => {
      renderPage(<ReportedItemsPage />, PATH);
      expect(await screen.findByText('No reported conversations')).toBeInTheDocument();
    });

    it('dismisses the reports of a conversation and reloads them', async () => {
      conversationReports.mockResolvedValueOnce(response([reportedChat])).mockResolvedValueOnce(response([]));
      const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 1 }));
      renderPage(<ReportedItemsPage />, PATH);

      await userEvent
        .setup()
        .click(
          await screen.findByRole('button', { name: 'Dismiss reports on the conversation about Pine desk' }),
        );

      expect(del).toHaveBeenCalledWith('/reports/conversations/c-1');
      expect(await screen.findByText('No reported conversations')).toBeInTheDocument();
    });

    it('deletes the seller after confirmation', async () => {
      conversationReports.mockResolvedValue(response([reportedChat]));
      const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 1 }));
      renderPage(<ReportedItemsPage />, PATH);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Delete seller Sam Seller' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Delete Sam Seller?' })).getByRole('button', {
          name: 'Delete',
        }),
      );

      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sam Seller deleted'));
      expect(del).toHaveBeenCalledWith('/sellers/u-s');
    });

    it('deletes a buyer who holds the seller role through /sellers when /buyers does not know them', async () => {
      conversationReports.mockResolvedValue(response([reportedChat]));
      const del = jest
        .spyOn(apiClient, 'delete')
        .mockRejectedValueOnce(apiError(404, { message: 'Buyer not found' }))
        .mockResolvedValueOnce(response({ deletedCount: 1 }));
      renderPage(<ReportedItemsPage />, PATH);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Delete buyer Bea Buyer' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bea Buyer deleted'));
      expect(del.mock.calls.map(([url]) => url)).toEqual(['/buyers/u-b', '/sellers/u-b']);
    });
  });
});
