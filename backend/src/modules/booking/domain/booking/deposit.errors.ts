import { Conflict } from '../../../../shared/errors/domain-error';

/** A change of what the deposit asks while the client says they paid and the barber has not confirmed yet. */
export class DepositChangeNotPriced extends Conflict {
  constructor() {
    super(
      'DEPOSIT_CHANGE_NOT_PRICED',
      'Você avisou que pagou o sinal e a barbearia ainda está conferindo: espere a confirmação para trocar o serviço.',
    );
  }
}
