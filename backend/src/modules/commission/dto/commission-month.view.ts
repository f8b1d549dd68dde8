import { ApiProperty } from '../../../shared/http/api-docs';

/** One barber's figures of the month, in reais. */
export class CommissionMonthBarberView {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ description: 'O login do barbeiro' })
  username: string;

  @ApiProperty({ description: 'O nome que os clientes veem' })
  displayName: string;

  @ApiProperty({ description: 'false: desativado (listado só quando teve movimento no mês)' })
  active: boolean;

  @ApiProperty({ type: 'integer', description: 'Atendimentos marcados Compareceu' })
  appointments: number;

  @ApiProperty({ description: 'Bruto do mês' })
  gross: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'A parte do barbeiro (com a dos sinais retidos, se divididos); null quando falta comissão',
  })
  barberPart: number | null;

  @ApiProperty({ description: 'Os vales do mês' })
  advances: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'O que falta pagar do mês (dias ainda não pagos, mais o ajuste), como no extrato do mês; null quando falta comissão',
  })
  toPay: number | null;

  @ApiProperty({ enum: ['unpaid', 'partly', 'paid'], description: 'unpaid: nenhum dia do mês pago; partly: parte; paid: o mês todo' })
  paidState: 'unpaid' | 'partly' | 'paid';

  @ApiProperty({ description: 'O que os repasses pagos com dias neste mês pagaram' })
  paid: number;

  @ApiProperty({ description: 'true quando falta a comissão do barbeiro para algum atendimento' })
  rateMissing: boolean;

  @ApiProperty({ type: 'integer', description: 'Atendimentos sem marcação (passados, nem Compareceu nem Faltou)' })
  unmarked: number;
}

/** The owner's overview of a month: every active barber, and deactivated ones with movement in it. */
export class CommissionMonthView {
  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ type: 'integer', description: '0 = janeiro … 11 = dezembro' })
  month: number;

  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ type: [CommissionMonthBarberView] })
  barbers: CommissionMonthBarberView[];
}
