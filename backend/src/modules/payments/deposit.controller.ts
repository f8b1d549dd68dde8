import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard';
import { AppointmentView } from '../booking';
import { DepositService } from './deposit.service';
import { DepositConfirmedFromPushView, DepositQuoteQuery, DepositQuoteView, PendingDepositsQuery } from './dto/deposit.views';

/** Before booking: what the confirmation step tells the client about the deposit. */
@ApiTags('Agendamento (público)')
@Public()
@Controller('payments')
export class DepositQuoteController {
  constructor(private readonly deposits: DepositService) {}

  @Get('deposit-quote')
  @RateLimit('lookup')
  @ApiOperation({ summary: 'Diz se o agendamento deste contato para este serviço pede sinal por Pix, quanto e com que regras' })
  @ApiOkResponse({ type: DepositQuoteView, description: 'required = false quando não há sinal; senão o valor, o crédito usado e as regras' })
  @ApiErrors(400, 404, 429)
  quote(@Query() query: DepositQuoteQuery): Promise<DepositQuoteView> {
    return this.deposits.quote(query.userId, query.jobId);
  }
}

/**
 * The barber's push Confirmar: no session, the single-use capability in the path (minted when the "Sinal pago?" push
 * went out) is the authority; counted against the per-address `manage` limit like the client's manage link.
 */
@ApiTags('Minha Agenda (admin)')
@Public()
@Controller('appointment/deposit')
export class DepositPushController {
  constructor(private readonly deposits: DepositService) {}

  @Post('confirm-from-push/:token')
  @RateLimit('manage')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirmar do push "Sinal pago?": confirma o sinal com a capacidade de uso único que o push trouxe' })
  @ApiParam({ name: 'token', description: 'O token do botão Confirmar (vale uma vez, enquanto o sinal espera e até o fim da reserva)' })
  @ApiOkResponse({ type: DepositConfirmedFromPushView, description: 'O sinal confirmado; o token deixa de valer' })
  @ApiErrors({ status: 404, description: 'NOT_FOUND: token desconhecido, já usado ou vencido' }, conflict('DEPOSIT_NOT_PENDING'), 429)
  confirmFromPush(@Param('token') token: string): Promise<DepositConfirmedFromPushView> {
    return this.deposits.confirmFromPush(token);
  }
}

/** The barber's side: "Sinal recebido" and the refund done, on the barber's own bookings (the owner on anyone's). */
@ApiTags('Minha Agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401, 400, 403, 404)
@Controller('appointment/admin')
export class DepositAdminController {
  constructor(private readonly deposits: DepositService) {}

  @Post(':id/deposit/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sinal recebido: confirma o Pix do sinal; o agendamento fica pago antecipadamente' })
  @ApiOkResponse({ type: AppointmentView, description: 'O agendamento, com o sinal confirmed e previousPayment = true' })
  @ApiErrors(conflict('DEPOSIT_NOT_PENDING'))
  confirm(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<AppointmentView> {
    return this.deposits.confirm(current, id);
  }

  @Post(':id/deposit/refunded')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marca como devolvido o sinal de um cancelamento no prazo' })
  @ApiOkResponse({ type: AppointmentView, description: 'O agendamento, com o sinal refunded' })
  @ApiErrors(conflict('DEPOSIT_NOT_REFUND_DUE'))
  refunded(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<AppointmentView> {
    return this.deposits.markRefunded(current, id);
  }
}

/** "Sinais a confirmar": every deposit still waiting for its Pix, for the barber to check the bank app and confirm in one tap. */
@ApiTags('Minha Agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401, 400, 403)
@Controller('payments/deposits')
export class PendingDepositsController {
  constructor(private readonly deposits: DepositService) {}

  @Get('pending')
  @ApiOperation({ summary: 'Sinais a confirmar: os agendamentos vivos cujo sinal espera o Pix, o fim de reserva mais próximo primeiro' })
  @ApiOkResponse({
    type: [AppointmentView],
    description: 'Cada agendamento com deposit (status pending, toPay, holdUntil, reportedPaidAt); lista vazia quando nenhum espera',
  })
  pending(@CurrentBarber() current: AuthenticatedBarber, @Query() query: PendingDepositsQuery): Promise<AppointmentView[]> {
    return this.deposits.pending(current, query.userId);
  }
}
