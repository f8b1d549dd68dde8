import type { ShopDate } from '../../../lib/time/shop-types';
import type { ValidationProblem } from '../../../lib/validation/validation-problem';

/** The time step's rules, checked in order (docs/product.md#forms). */
export function validateTimeStep(date: ShopDate | undefined, hour: number | undefined, today: ShopDate): ValidationProblem | null {
  if (!date) {
    return { title: 'Data inválida', message: 'Selecione um dia no calendário.' };
  }
  if (date.year === today.year && date.month < today.month) {
    return { title: 'Mês inválido', message: 'Selecione corretamente o MÊS.' };
  }
  if (date.year < today.year) {
    return { title: 'Ano inválido', message: 'Selecione corretamente o campo ANO.' };
  }
  if (date.year === today.year && date.month === today.month && date.day < today.day) {
    return { title: 'Data inválida', message: 'Selecione corretamente a data.' };
  }
  if (hour === undefined) {
    return { title: 'Horário inválido', message: 'Selecione um horário.' };
  }
  return null;
}
