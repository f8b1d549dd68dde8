import { describe, expect, it } from 'vitest';
import { firstFormProblem } from '../../lib/validation/form-errors';
import { BOOKING_FORM_TOAST_TITLES, bookingFormRules } from './form-rules';

describe('booking form rules', () => {
  it('asks for a service and a time', () => {
    expect(bookingFormRules.serviceId('')).toBe('Escolha um serviço.');
    expect(bookingFormRules.serviceId('a-service')).toBeNull();
    expect(bookingFormRules.hour(undefined)).toBe('Selecione um horário.');
    expect(bookingFormRules.hour(0)).toBeNull();
    expect(bookingFormRules.hour(1030)).toBeNull();
  });

  it('toasts the service’s problem before the time’s', () => {
    const errors = { hour: 'Selecione um horário.', serviceId: 'Escolha um serviço.' };
    expect(firstFormProblem(errors, BOOKING_FORM_TOAST_TITLES)).toEqual({ title: 'Serviço inválido', message: 'Escolha um serviço.' });
    expect(firstFormProblem({ hour: errors.hour }, BOOKING_FORM_TOAST_TITLES)).toEqual({
      title: 'Horário inválido',
      message: 'Selecione um horário.',
    });
  });
});
