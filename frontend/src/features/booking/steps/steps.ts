export const BOOKING_STEPS = [
  { label: 'Barbeiro', path: '/agenda/barbeiro' },
  { label: 'Serviço', path: '/agenda/servico' },
  { label: 'Horário', path: '/agenda/horario' },
  { label: 'Dados do Cliente', path: '/agenda/cliente' },
  { label: 'Confirmação', path: '/agenda/finalizar' },
] as const;

export type BookingStepIndex = 0 | 1 | 2 | 3 | 4;
