import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '../../shared/http/api-docs';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { ApiFileResponse } from '../../shared/http/api-file-response';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard';
import { ManagedBookingService } from './managed-booking.service';
import { BOOKING_CONFLICT_CODES } from '../booking';
import { AvailabilityView } from '../../shared/http/availability.view';
import { MoveAvailabilityQuery } from '../../shared/http/input/availability.query';
import { serviceDayOf } from '../../shared/http/input/asked-for';
import { ManagedBookingView } from './dto/managed-booking.view';
import { ManageTokenParam } from './dto/manage-token.param';
import { MoveBookingDto } from './dto/move-booking.dto';
import { PushSubscriptionDto } from './dto/push-subscription.dto';

/** Anonymous calls authorised by the token; every call counts against the per-address `manage` limit (RATE_LIMIT_MANAGE). */
@ApiTags('Agendamento (cliente com o link de gerenciamento)')
@ApiParam({ name: 'token', description: 'O manageToken recebido ao agendar' })
@Public()
@ApiErrors(
  { status: 400, description: 'VALIDATION_ERROR: token malformado, ou dados inválidos' },
  { status: 404, description: 'NOT_FOUND: nenhum agendamento ativo com este token (cancelado ou apagado)' },
  429,
)
@Controller('appointment/manage/:token')
export class ManagedBookingController {
  constructor(private readonly managed: ManagedBookingService) {}

  @Get()
  @RateLimit('manage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Lê o agendamento do link de gerenciamento' })
  @ApiOkResponse({
    type: ManagedBookingView,
    description: 'O agendamento deste link; também o cancelado porque o sinal não foi pago a tempo (status expired, sem mudanças possíveis)',
  })
  get(@Param('token', ManageTokenParam) token: string): Promise<ManagedBookingView> {
    return this.managed.get(token);
  }

  @Get('availability')
  @RateLimit('manage')
  @ApiOperation({ summary: 'Lista os horários livres para onde o cliente pode mover o agendamento' })
  @ApiOkResponse({
    type: AvailabilityView,
    description:
      'Os horários livres para mover este agendamento (os seus próprios contam como livres), sem os que começam dentro de CANCEL_MIN_HOURS',
  })
  availability(@Param('token', ManageTokenParam) token: string, @Query() query: MoveAvailabilityQuery): Promise<AvailabilityView> {
    return this.managed.availability(token, serviceDayOf(query));
  }

  @Put()
  @RateLimit('manage')
  @ApiOperation({ summary: 'Move o agendamento para outro dia, horário ou serviço do mesmo barbeiro' })
  @ApiOkResponse({ type: ManagedBookingView, description: 'O agendamento no novo dia, horário ou serviço' })
  @ApiErrors(conflict(...BOOKING_CONFLICT_CODES, 'CANCEL_DEADLINE_PASSED', 'MOVE_INSIDE_CANCEL_WINDOW'))
  move(@Param('token', ManageTokenParam) token: string, @Body() body: MoveBookingDto): Promise<ManagedBookingView> {
    const { day, month, year, hour, jobId } = body;
    return this.managed.move(token, { day, month, year, hour, serviceId: jobId });
  }

  /** This device gets the booking's confirmation of the subscription, its reminders and the barber's notices from now on. */
  @Put('push')
  @RateLimit('manage')
  @ApiOperation({ summary: 'Liga as notificações do agendamento neste aparelho (confirmação, lembretes e avisos do barbeiro)' })
  @ApiOkResponse({ type: ManagedBookingView, description: 'O agendamento, com as notificações ligadas neste aparelho' })
  subscribe(@Param('token', ManageTokenParam) token: string, @Body() body: PushSubscriptionDto): Promise<ManagedBookingView> {
    return this.managed.subscribeToPush(token, body);
  }

  @Post('cancel')
  @RateLimit('manage')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancela o agendamento e libera o horário; o link deixa de valer' })
  @ApiOkResponse({ type: ManagedBookingView, description: 'O agendamento cancelado (status cancelled); o link deixa de valer' })
  @ApiErrors(conflict('CANCEL_DEADLINE_PASSED'))
  cancel(@Param('token', ManageTokenParam) token: string): Promise<ManagedBookingView> {
    return this.managed.cancel(token);
  }

  @Post('deposit/paid')
  @RateLimit('manage')
  @HttpCode(200)
  @ApiOperation({ summary: 'Já paguei: avisa o barbeiro que o Pix do sinal foi pago e estende a reserva uma vez' })
  @ApiOkResponse({ type: ManagedBookingView, description: 'O agendamento, com a reserva estendida (repetir não estende de novo)' })
  @ApiErrors(conflict('DEPOSIT_NOT_PENDING'))
  depositPaid(@Param('token', ManageTokenParam) token: string): Promise<ManagedBookingView> {
    return this.managed.reportDepositPaid(token);
  }

  @Get('calendar.ics')
  @RateLimit('manage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Baixa o agendamento como arquivo iCalendar (.ics), com lembrete e o link de gerenciamento' })
  @ApiFileResponse('O agendamento como arquivo iCalendar (um VEVENT, horários em UTC)', 'text/calendar')
  async calendar(@Param('token', ManageTokenParam) token: string, @Req() request: FastifyRequest): Promise<StreamableFile> {
    const ics = await this.managed.calendar(token, `${request.protocol}://${request.host}`);
    return new StreamableFile(Buffer.from(ics, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      disposition: 'attachment; filename="agendamento.ics"',
    });
  }
}
