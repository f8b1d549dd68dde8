import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { bookingErrorMessage, conflictMessage } from './conflict-message';

const conflict = (code: string, message: string) => new ApiError({ statusCode: 409, code, message });

describe('booking conflict messages', () => {
  it("shows the server's message for each code of a taken time", () => {
    expect(conflictMessage(conflict('HOUR_CONFLICT', 'Este horário já está ocupado.'))).toBe('Este horário já está ocupado.');
    expect(conflictMessage(conflict('FIRST_HOUR_CONFLICT', 'O primeiro horário do serviço duplo já está ocupado.'))).toBe(
      'O primeiro horário do serviço duplo já está ocupado.',
    );
    expect(conflictMessage(conflict('DOUBLE_TIME_CONFLICT', 'O horário seguinte não está livre.'))).toBe('O horário seguinte não está livre.');
    expect(conflictMessage(conflict('HOUR_UNAVAILABLE', 'Horário não disponível. Escolha outro horário.'))).toBe(
      'Horário não disponível. Escolha outro horário.',
    );
  });

  it('shows the general message for any other 409', () => {
    expect(conflictMessage(conflict('CONFLICT', 'mensagem do servidor'))).toBe('Horário não disponível. Escolha outro horário.');
  });

  it('keeps the error text of anything that is not a 409', () => {
    expect(bookingErrorMessage(new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Agendamento não encontrado.' }))).toBe(
      'Agendamento não encontrado.',
    );
    expect(bookingErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
