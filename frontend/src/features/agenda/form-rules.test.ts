import { describe, expect, it } from 'vitest';
import { firstFormProblem } from '../../lib/form-errors';
import { APPOINTMENT_FORM_TOAST_TITLES, appointmentFormRules } from './form-rules';

describe('appointment form rules', () => {
  it('asks for a service and a time', () => {
    expect(appointmentFormRules.jobId('')).toBe('Escolha um serviço.');
    expect(appointmentFormRules.jobId('a-service')).toBeNull();
    expect(appointmentFormRules.hour(undefined)).toBe('Selecione um horário.');
    expect(appointmentFormRules.hour(0)).toBeNull();
    expect(appointmentFormRules.hour(1030)).toBeNull();
  });

  it('toasts the service’s problem before the time’s', () => {
    const errors = { hour: 'Selecione um horário.', jobId: 'Escolha um serviço.' };
    expect(firstFormProblem(errors, APPOINTMENT_FORM_TOAST_TITLES)).toEqual({ title: 'Serviço inválido', message: 'Escolha um serviço.' });
    expect(firstFormProblem({ hour: errors.hour }, APPOINTMENT_FORM_TOAST_TITLES)).toEqual({
      title: 'Horário inválido',
      message: 'Selecione um horário.',
    });
  });
});
