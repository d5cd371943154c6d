/**
 * The pickup part of an accepted order on My Orders: the windows proposed or the one chosen, 'Propose pickup
 * times' until the seller chooses, and 'Add to calendar' once chosen.
 */

import { AddToCalendar } from '@marketplace/ui/add-to-calendar';
import { Button } from '@marketplace/ui/button';
import { PickupTimes } from '@marketplace/ui/pickup-times';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useState } from 'react';
import { DialogWithLazyForm, lazyForm } from '../../components/DialogWithLazyForm';
import type { MyOrderRow } from './api/get-my-bookings';

const ProposePickupForm = lazyForm(() =>
  import('./ProposePickupForm').then((module) => module.ProposePickupForm),
).Form;

export function OrderPickup({ order }: { order: MyOrderRow }) {
  const [proposing, setProposing] = useState(false);
  const chosen = Boolean(order.pickup?.chosen);
  return (
    <>
      <PickupTimes plan={order.pickup} emptyText="Propose when you can pick it up." />
      {chosen ? (
        <AddToCalendar bookingId={order._id} productName={order.productName} />
      ) : (
        <Button type="button" $variant="secondary" $size="small" onClick={() => setProposing(true)}>
          Propose pickup times
          <VisuallyHidden> for {order.productName}</VisuallyHidden>
        </Button>
      )}
      <DialogWithLazyForm
        open={proposing}
        title={`Pickup times for ${order.productName}`}
        onClose={() => setProposing(false)}
        loadingLabel="Loading the pickup form..."
      >
        <ProposePickupForm bookingId={order._id} onDone={() => setProposing(false)} />
      </DialogWithLazyForm>
    </>
  );
}
