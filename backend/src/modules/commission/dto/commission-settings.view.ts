import { IsBoolean } from '../../../shared/http/input/validators';
import { ApiProperty } from '../../../shared/http/api-docs';

/** `GET/PUT commission/settings`: the shop's commission settings, the same shape both ways. */
export class CommissionSettingsView {
  @ApiProperty({
    description:
      'true: o sinal retido de uma falta é dividido pela comissão do barbeiro; false (padrão): fica com a barbearia. Vale para o que ainda não foi pago',
  })
  @IsBoolean()
  splitKeptDeposits: boolean;
}
