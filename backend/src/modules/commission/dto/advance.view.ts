import { ApiProperty } from '../../../shared/http/api-docs';
import { centsToReais } from '../../../shared/money/money';
import { toIsoDate } from '../../../shared/time/local-date';
import type { Advance } from '../domain/advance';

/** An advance (vale) in reais. */
export class AdvanceView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'O barbeiro' })
  userId: string;

  @ApiProperty({ format: 'date', example: '2026-12-05' })
  day: string;

  @ApiProperty({ example: 50, description: 'Valor em reais' })
  amount: number;

  @ApiProperty({ description: 'Observação; vazia quando não há' })
  note: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export function toAdvanceView(advance: Advance): AdvanceView {
  return {
    id: advance.id,
    userId: advance.barberId,
    day: toIsoDate(advance.day),
    amount: centsToReais(advance.amountCents),
    note: advance.note,
    createdAt: advance.createdAt.toISOString(),
  };
}
