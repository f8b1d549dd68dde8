import { ApiPropertyOptional } from '../../../shared/http/api-docs';
import { CreatedBookingView } from '../../booking';
import { DepositPaymentView } from '../../payments';

/** The answer to the client's online booking: the booking, its manage token and, with a deposit, how to pay it. */
export class BookedView extends CreatedBookingView {
  /** Only when the shop's terms ask this booking for a Pix deposit: the booking waits for it (*aguardando sinal*). */
  @ApiPropertyOptional({
    type: DepositPaymentView,
    description: 'Só quando o agendamento pede sinal: o Pix copia e cola, o valor, a reserva e as regras',
  })
  depositPayment?: DepositPaymentView;
}
