/**
 * The reviews of one sale, on a sold row of My Orders (buyer) and Booking Requests (seller): 'Leave a review'
 * until the user has written theirs (a dialog with five stars, a radio group the arrow keys move through, and
 * a text box), then 'Review sent', and both reviews once they are published. The remote fetches and sends.
 */
import type { BookingReviews, Review, ReviewBody } from '@marketplace/shared/types';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { errorIdOf, FormField } from './FormField';
import { theme } from './theme';

const TEXT_MAX = 1000;

const Stars = styled.fieldset`
  border: 0;
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  div {
    display: flex;
    gap: ${theme.space(1)};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    font-size: 2rem;
    line-height: 1;
    min-width: 44px;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    cursor: pointer;
    color: ${theme.colors.muted};
    border-radius: ${theme.radius};
  }
  label[data-lit='true'] {
    color: #b7791f;
  }
  input:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  margin: 0 0 ${theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
`;

const List = styled.ul`
  list-style: none;
  margin: ${theme.space(1)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  font-size: 0.9rem;
`;

const Sent = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** '★★★★☆' with the rating spelled out for screen readers. */
export function StarLine({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li>
      <StarLine rating={review.rating} /> {review.authorName} ({review.role})
      {review.text ? `: ${review.text}` : ''}
    </li>
  );
}

interface FormProps {
  title: string;
  onSubmit: (review: ReviewBody) => Promise<void>;
  onClose: () => void;
}

function ReviewForm({ title, onSubmit, onClose }: FormProps) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();
  const textId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose from 1 to 5 stars');
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ rating, ...(text.trim() ? { text: text.trim() } : {}) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stars>
        <legend>Rating</legend>
        <div>
          {[1, 2, 3, 4, 5].map((value) => (
            <span key={value}>
              <input
                type="radio"
                id={`${name}-${value}`}
                name={name}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setError(null);
                }}
              />
              <label htmlFor={`${name}-${value}`} data-lit={value <= rating} title={`${value} of 5`}>
                <span aria-hidden="true">★</span>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                  {value === 1 ? '1 star' : `${value} stars`}
                </span>
              </label>
            </span>
          ))}
        </div>
      </Stars>
      <FormField id={textId} label="Your review (optional)">
        <textarea
          id={textId}
          rows={4}
          maxLength={TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={error ? errorIdOf(textId) : undefined}
        />
      </FormField>
      {error ? (
        <ErrorText role="alert" id={errorIdOf(textId)}>
          {error}
        </ErrorText>
      ) : null}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send review'}
        </Button>
      </Actions>
    </form>
  );
}

interface Props {
  /** Who is reviewed, for the dialog's title ('Review Sam Seller'). */
  subjectName: string;
  state: BookingReviews | undefined;
  /** Sends the review; a throw shows its message in the dialog. */
  onSubmit: (review: ReviewBody) => Promise<void>;
}

export function SaleReviews({ subjectName, state, onSubmit }: Props) {
  const [open, setOpen] = useState(false);
  if (!state) return null;
  const title = `Review ${subjectName}`;
  return (
    <div>
      {state.sent ? (
        <Sent>Review sent</Sent>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          Leave a review
        </Button>
      )}
      {state.reviews.length > 0 ? (
        <List aria-label="Reviews of this sale">
          {state.reviews.map((review) => (
            <ReviewItem key={review.role} review={review} />
          ))}
        </List>
      ) : null}
      <Dialog open={open} title={title} onClose={() => setOpen(false)} width="460px">
        <ReviewForm
          title={title}
          onClose={() => setOpen(false)}
          onSubmit={async (review) => {
            await onSubmit(review);
            setOpen(false);
          }}
        />
      </Dialog>
    </div>
  );
}
