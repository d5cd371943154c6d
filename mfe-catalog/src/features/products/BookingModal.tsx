/**
 * The booking dialog. It opens at once; its form (react-hook-form, the API client) is a chunk of its own that
 * loads once the dialog has opened, or earlier when the pointer or focus rests on Buy Now (preloadBookingForm).
 */
import type { Product } from '@marketplace/shared/types';
import { DialogWithLazyForm, lazyForm } from '../../components/DialogWithLazyForm';

const bookingForm = lazyForm(() => import('./BookingForm').then((module) => module.BookingForm));
const BookingForm = bookingForm.Form;
export const preloadBookingForm = bookingForm.preload;

interface Props {
  product: Product;
  open: boolean;
  onClose: () => void;
}

export function BookingModal({ product, open, onClose }: Props) {
  return (
    <DialogWithLazyForm
      title={`Book ${product.name}`}
      open={open}
      onClose={onClose}
      loadingLabel="Loading the booking form..."
    >
      <BookingForm product={product} onDone={onClose} />
    </DialogWithLazyForm>
  );
}
