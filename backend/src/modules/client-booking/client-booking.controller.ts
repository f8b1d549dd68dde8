import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { ContactParam } from '../../shared/http/input/contact-param';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard';
import { WithoutUnitOfWork } from '../../shared/logging/request-contexts';
import { AppointmentView, BookingViews, BOOKING_CONFLICT_CODES, AvailabilityService, BookingService } from '../booking';
import { AvailabilityQuery } from '../../shared/http/input/availability.query';
import { creditProofHashesOf } from '../../shared/auth/manage-token';
import { AVAILABILITY_VIEW_SCHEMA, AvailabilityView, MonthAvailabilityView } from '../../shared/http/availability.view';
import { bookingTargetOf, monthTargetOf } from '../../shared/http/input/asked-for';
import { CreateAppointmentDto } from './dto/create-appointment.dto';
import { MonthAvailabilityQuery } from './dto/month-availability.query';
import { parseIdempotencyKey } from '../../shared/http/input/idempotency-key-header';
import { DepositService } from '../payments';
import { ClientLookupService } from './client-lookup.service';
import { BookedView } from './dto/booked.view';
import { VerifyExistDto } from './dto/verify-exist.dto';

@ApiTags('Agendamento (público)')
@Public()
@Controller()
export class ClientBookingController {
  constructor(
    private readonly bookingService: BookingService,
    private readonly freeTimes: AvailabilityService,
    private readonly lookup: ClientLookupService,
    private readonly views: BookingViews,
    private readonly deposits: DepositService,
  ) {}

  @Get('availability')
  @RateLimit('availability')
  @ApiOperation({ summary: 'Lista os horários livres de um dia para agendar um serviço com um barbeiro' })
  @ApiOkResponse({ type: AvailabilityView, description: 'Os inícios livres do dia para o serviço' })
  @ApiErrors(400, 404, 429)
  @RouteSchema({ response: { 200: AVAILABILITY_VIEW_SCHEMA } })
  @WithoutUnitOfWork()
  availability(@Query() query: AvailabilityQuery): Promise<AvailabilityView> {
    return this.freeTimes.ofDay(bookingTargetOf(query));
  }

  @Get('availability/month')
  @RateLimit('availability')
  @ApiOperation({ summary: 'Conta os horários livres de cada dia do mês, dentro da janela de agendamento' })
  @ApiOkResponse({
    type: MonthAvailabilityView,
    description: 'Cada dia do mês dentro da janela de agendamento, com o número de horários livres (0: fechado, bloqueado ou lotado)',
  })
  @ApiErrors(400, 404, 429)
  monthAvailability(@Query() query: MonthAvailabilityQuery): Promise<MonthAvailabilityView> {
    return this.freeTimes.ofMonth(monthTargetOf(query));
  }

  @Post('appointment/create')
  @RateLimit('booking')
  @HttpCode(200)
  @ApiOperation({ summary: 'Agenda um horário pelo cliente; responde o agendamento com o manageToken do link de gerenciamento' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Uma chave aleatória por tentativa de confirmação (16 a 128 caracteres: letras, números, "-" ou "_"). Repetir o pedido com a mesma chave e o mesmo corpo responde o agendamento já feito, com o mesmo manageToken, sem agendar de novo; a mesma chave com outro corpo é 409 IDEMPOTENCY_KEY_REUSED.',
  })
  @ApiOkResponse({
    type: BookedView,
    description:
      'O agendamento, com o manageToken (mostrado só aqui e na repetição com a mesma Idempotency-Key) e, quando a barbearia pede sinal, o Pix a pagar (depositPayment)',
  })
  @ApiErrors(400, 404, conflict(...BOOKING_CONFLICT_CODES, 'CONTACT_BOOKING_LIMIT', 'IDEMPOTENCY_KEY_REUSED'), 429)
  async create(@Body() body: CreateAppointmentDto, @Headers('idempotency-key') idempotencyKey: string | undefined): Promise<BookedView> {
    const { hour, creditFrom = [], ...rest } = body;
    const options = { idempotencyKey: parseIdempotencyKey(idempotencyKey), creditProofHashes: creditProofHashesOf(creditFrom) };
    const answer = await this.bookingService.bookOnline(bookingTargetOf(rest), hour, rest, options);
    const view = await this.views.ofOnlineAnswer(answer);
    const depositPayment = await this.deposits.paymentOf(answer.booking);
    return depositPayment ? { ...view, depositPayment } : view;
  }

  @Post('appointment/verifyExist')
  @RateLimit('lookup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Diz se este contato já tem exatamente este agendamento (barbeiro, serviço, dia e horário)' })
  @ApiOkResponse({ schema: { type: 'boolean' }, description: 'true quando este contato já tem exatamente este agendamento' })
  @ApiErrors(400, 429)
  verifyExist(@Body() body: VerifyExistDto): Promise<boolean> {
    return this.lookup.exists(body.clientContact, bookingTargetOf(body), body.hour);
  }

  @Get('appointment/consultByClientContact/:contact')
  @RateLimit('lookup')
  @ApiOperation({
    summary: 'Lista os agendamentos futuros de um contato',
    description: 'Os agendamentos futuros e, por um dia, os cancelados porque o sinal não foi pago a tempo (expiredUnpaid)',
  })
  @ApiOkResponse({
    type: AppointmentView,
    isArray: true,
    description: 'Os agendamentos futuros deste contato, e os que o prazo do sinal cancelou há menos de um dia',
  })
  @ApiErrors(400, 429)
  consultByClientContact(@Param('contact', ContactParam) contact: string): Promise<AppointmentView[]> {
    return this.lookup.byContact(contact);
  }
}
