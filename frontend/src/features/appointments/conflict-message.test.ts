import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { appointmentErrorMessage, conflictMessage } from './conflict-message';

const conflict = (code: string, message = 'mensagem do servidor') => new ApiError({ statusCode: 409, code, message });

describe('booking conflict messages', () => {
  it('shows the message of each known code', () => {
    expect(conflictMessage(conflict('HOUR_CONFLICT'))).toBe('Este horário já está ocupado.');
    expect(conflictMessage(conflict('FIRST_HOUR_CONFLICT'))).toBe('O primeiro horário do serviço duplo já está ocupado.');
    expect(conflictMessage(conflict('SECOND_HOUR_CONFLICT'))).toBe('O segundo horário do serviço duplo já está ocupado.');
  });

  it("shows the server's own message for DOUBLE_TIME_CONFLICT, and the general one for any other 409", () => {
    expect(conflictMessage(conflict('DOUBLE_TIME_CONFLICT', 'O horário seguinte não está livre.'))).toBe('O horário seguinte não está livre.');
    expect(conflictMessage(conflict('HOUR_UNAVAILABLE'))).toBe('Horário não disponível. Escolha outro horário.');
  });

  it('keeps the error text of anything that is not a 409', () => {
    expect(appointmentErrorMessage(new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Agendamento não encontrado.' }))).toBe(
      'Agendamento não encontrado.',
    );
    expect(appointmentErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
