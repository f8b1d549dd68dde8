import type { ShopDate } from '../../lib/time/shop-types';

/** What the booking form keeps besides the client's data (which ClientDataForm holds). */
export type BookingFormValues = {
  serviceId: string;
  /** The day chosen, clamped to the form's window when shown; a month change may leave its day out. */
  date: Partial<ShopDate>;
  hour: number | undefined;
  previousPayment: boolean;
};

/** The booking form's rules, checked before the client's data (docs/product.md#forms): the text under each field. */
export const bookingFormRules = {
  serviceId: (serviceId: string) => (serviceId ? null : 'Escolha um serviço.'),
  hour: (hour: number | undefined) => (hour === undefined ? 'Selecione um horário.' : null),
};

/** The toast's title for each field, in the order the form checks them. */
export const BOOKING_FORM_TOAST_TITLES = { serviceId: 'Serviço inválido', hour: 'Horário inválido' };
