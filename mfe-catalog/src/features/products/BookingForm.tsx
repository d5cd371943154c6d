/**
 * The booking form inside BookingModal: the buyer's name and email come from the auth state, phone and meeting
 * place from the form. A chunk of its own with react-hook-form and the API client, loaded when a dialog opens.
 */

import type { Product } from '@marketplace/shared/types';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { errorIdOf, FormField } from '@marketplace/ui/form-field';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { DialogFormActions } from '../../components/DialogFormActions';
import { formatPrice } from '../../lib/format';
import { bookingFailureText, useCreateBooking } from './api/create-booking';
import { type BookingFormValues, bookingRules } from './booking-rules';

export function BookingForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const { user } = useAuthState();
  const id = useId();
  const booking = useCreateBooking();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingFormValues>({ defaultValues: { phone: '', meetLocation: '' } });

  const name = user?.displayName ?? '';
  const email = user?.email ?? '';

  const onSubmit = (values: BookingFormValues) =>
    booking
      .mutateAsync(
        {
          productId: product._id,
          name,
          email,
          productName: product.name,
          price: product.resalePrice,
          phone: values.phone.trim(),
          meetLocation: values.meetLocation.trim(),
          bookingDate: new Date().toLocaleString(),
          img: product.picture,
        },
        {
          onSuccess: (result) => {
            if (result.acknowledged) toast.success(`Dear User ${name || email} Booking Confirmed`);
            else toast.error('Try Again');
            onDone();
          },
          onError: (error) => {
            toast.error(bookingFailureText(error));
            onDone();
          },
        },
      )
      .catch(() => {
        // Reported through onError above.
      });

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id={field('name')} label="Name">
        <input id={field('name')} value={name} readOnly />
      </FormField>
      <FormField id={field('email')} label="Email">
        <input id={field('email')} type="email" value={email} readOnly />
      </FormField>
      <FormField id={field('product')} label="Product">
        <input id={field('product')} value={product.name} readOnly />
      </FormField>
      <FormField id={field('price')} label="Price">
        <input id={field('price')} value={formatPrice(product.resalePrice)} readOnly />
      </FormField>
      <FormField id={field('phone')} label="Phone number" error={errors.phone?.message}>
        <input
          id={field('phone')}
          type="tel"
          autoComplete="tel"
          aria-required="true"
          aria-invalid={errors.phone ? 'true' : 'false'}
          aria-describedby={errors.phone ? errorIdOf(field('phone')) : undefined}
          {...register('phone', bookingRules.phone)}
        />
      </FormField>
      <FormField id={field('meet')} label="Meeting location" error={errors.meetLocation?.message}>
        <input
          id={field('meet')}
          autoComplete="street-address"
          aria-required="true"
          aria-invalid={errors.meetLocation ? 'true' : 'false'}
          aria-describedby={errors.meetLocation ? errorIdOf(field('meet')) : undefined}
          {...register('meetLocation', bookingRules.meetLocation)}
        />
      </FormField>
      <DialogFormActions
        onCancel={onDone}
        pending={booking.isPending}
        submitLabel="Confirm booking"
        pendingLabel="Booking..."
      />
    </form>
  );
}
