/** The booking form's fields and react-hook-form rules, with the messages users see. */
import type { RegisterOptions } from 'react-hook-form';

export interface BookingFormValues {
  phone: string;
  meetLocation: string;
}

export const BOOKING_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits (spaces, +, - and brackets allowed)',
  meetLocationRequired: 'Meeting location is required',
  meetLocationTooLong: 'Meeting location must be 200 characters or fewer',
} as const;

const PHONE_PATTERN = /^\+?[\d\s\-()]{6,25}$/;

export const bookingRules = {
  phone: {
    validate: (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) return BOOKING_MESSAGES.phoneRequired;
      const digits = trimmed.replace(/\D/g, '').length;
      if (!PHONE_PATTERN.test(trimmed) || digits < 6 || digits > 20) return BOOKING_MESSAGES.phoneInvalid;
      return true;
    },
  },
  meetLocation: {
    validate: (value: string) => (value.trim() ? true : BOOKING_MESSAGES.meetLocationRequired),
    maxLength: { value: 200, message: BOOKING_MESSAGES.meetLocationTooLong },
  },
} satisfies Record<keyof BookingFormValues, RegisterOptions<BookingFormValues>>;
