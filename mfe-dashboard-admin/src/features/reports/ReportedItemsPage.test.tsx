import { apiClient } from '@marketplace/shared/api-client';
import type { ReportedProduct } from '@marketplace/shared/types';
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

let get: jest.SpyInstance;

beforeEach(() => {
  get = jest.spyOn(apiClient, 'get');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

describe('ReportedItemsPage', () => {
  it('shows each reported product with its seller and every reason', async () => {
    get.mockResolvedValue(response([reportedBed]));
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
    get.mockResolvedValue(response([]));
    renderPage(<ReportedItemsPage />, PATH);

    expect(await screen.findByText('No reported items')).toBeInTheDocument();
  });

  it('dismisses every report of a product and reloads the list', async () => {
    get.mockResolvedValueOnce(response([reportedBed])).mockResolvedValueOnce(response([]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 2 }));
    renderPage(<ReportedItemsPage />, PATH);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss reports on Oak bed' }));

    expect(del).toHaveBeenCalledWith('/reports', { params: { productId: 'p-1' } });
    expect(await screen.findByText('No reported items')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Reports on Oak bed dismissed');
  });

  it('sends nothing when deleting the product is cancelled', async () => {
    get.mockResolvedValue(response([reportedBed]));
    const del = jest.spyOn(apiClient, 'delete');
    renderPage(<ReportedItemsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete product Oak bed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(del).not.toHaveBeenCalled();
  });

  it('deletes the reported product after confirmation and toasts', async () => {
    get.mockResolvedValueOnce(response([reportedBed])).mockResolvedValueOnce(response([]));
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
    get.mockRejectedValueOnce(apiError(403, { message: 'Admins only' })).mockResolvedValueOnce(response([]));
    renderPage(<ReportedItemsPage />, PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the reported items. Admins only',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reported items')).toBeInTheDocument();
  });
});
