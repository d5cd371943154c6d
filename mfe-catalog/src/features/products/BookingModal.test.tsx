import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { httpError, ok } from '../../test/http';
import { makeProduct } from '../../test/product-fixture';
import { buyer, renderWithProviders, signIn } from '../../test/render';
import { BookingModal } from './BookingModal';

const product = makeProduct();

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open booking
      </button>
      {open ? <BookingModal product={product} open onClose={() => setOpen(false)} /> : null}
      <ToastContainer />
    </>
  );
}

/** Opens the dialog and waits for its form, whose code is a chunk of its own. */
async function openModal() {
  const view = renderWithProviders(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open booking' }));
  await screen.findByRole('button', { name: 'Confirm booking' });
  return view;
}

describe('BookingModal', () => {
  let post: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    post = jest.spyOn(apiClient, 'post');
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens at once with a busy line while the form loads; Escape closes it', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Book Oak double bed' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the booking form...');
    expect(within(dialog).getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByLabelText('Phone number')).not.toBeInTheDocument();

    expect(await within(dialog).findByLabelText('Phone number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open booking' })).toHaveFocus();
  });

  it('prefills name and email from the auth state, read-only, and shows the product and price', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Book Oak double bed' });
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Bea Buyer');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('buyer1@furniture.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Product')).toHaveValue('Oak double bed');
    expect(screen.getByLabelText('Price')).toHaveValue('$120');
  });

  it('shows inline errors and sends nothing when phone and meeting location are empty', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Meeting location is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required');
    expect(post).not.toHaveBeenCalled();
  });

  it('rejects an empty phone even when the meeting location is filled', async () => {
    await openModal();
    await userEvent.type(screen.getByLabelText('Meeting location'), 'Dhanmondi Lake gate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.queryByText('Meeting location is required')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the booking, confirms with a toast, closes and refreshes the product and order lists', async () => {
    post.mockResolvedValue(ok({ acknowledged: true, insertedId: 'b1' }));
    const { queryClient } = await openModal();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.type(screen.getByLabelText('Phone number'), '+880 1711-000000');
    await userEvent.type(screen.getByLabelText('Meeting location'), 'Dhanmondi Lake gate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText('Dear User Bea Buyer Booking Confirmed')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/bookings', {
      productId: product._id,
      name: buyer.displayName,
      email: buyer.email,
      productName: 'Oak double bed',
      price: 120,
      phone: '+880 1711-000000',
      meetLocation: 'Dhanmondi Lake gate',
      bookingDate: expect.any(String),
      img: product.picture,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open booking' })).toHaveFocus();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingKeys.all });
  });

  it('says the product was just booked by someone else on a 409, and shows it booked in the lists', async () => {
    post.mockRejectedValue(httpError(409, 'This product is already booked'));
    const { queryClient } = await openModal();
    const key = [...productKeys.advertised()];
    queryClient.setQueryData(key, [product]);
    await userEvent.type(screen.getByLabelText('Phone number'), '01711000000');
    await userEvent.type(screen.getByLabelText('Meeting location'), 'Gulshan 2 circle');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('This product was just booked by someone else')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<{ status: string }[]>(key)?.[0]?.status).toBe('booked');
  });

  it("says 'Try Again' and closes when the booking fails otherwise", async () => {
    post.mockRejectedValue(httpError(500, 'Database unavailable'));
    await openModal();
    await userEvent.type(screen.getByLabelText('Phone number'), '01711000000');
    await userEvent.type(screen.getByLabelText('Meeting location'), 'Gulshan 2 circle');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Try Again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [403, 'Verify your email address first'],
    [409, 'You can hold at most 3 pending bookings at once'],
    [429, 'Too many bookings in an hour; try again in 12 minutes'],
  ])("shows the API's refusal of this buyer (%i) and leaves the product available", async (status, message) => {
    post.mockRejectedValue(httpError(status, message));
    const { queryClient } = await openModal();
    const key = [...productKeys.advertised()];
    queryClient.setQueryData(key, [product]);
    await userEvent.type(screen.getByLabelText('Phone number'), '01711000000');
    await userEvent.type(screen.getByLabelText('Meeting location'), 'Gulshan 2 circle');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<{ status: string }[]>(key)?.[0]?.status).toBe(product.status);
  });

  it('closes with Cancel and gives focus back to the opener', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open booking' })).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });
});
