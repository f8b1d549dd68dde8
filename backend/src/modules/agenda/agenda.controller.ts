import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { YearQuery } from '../../shared/http/input/calendar-day.dto';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { ContactParam } from '../../shared/http/input/contact-param';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { AgendaService } from './agenda.service';
import { AppointmentView, BOOKING_CONFLICT_CODES } from '../booking';
import { AdminCreateAppointmentDto } from './dto/admin-create-appointment.dto';
import { AgendaAppointmentView, AgendaTimelineView } from './dto/agenda-timeline.view';
import { AvailabilityQuery, MoveAvailabilityQuery } from '../../shared/http/input/availability.query';
import { AvailabilityView } from '../../shared/http/availability.view';
import { BarberPathParam, DayPathParams, MonthPathParams, MonthYearQuery, TimelineQuery } from './dto/agenda.params';
import { bookingTargetOf, serviceDayOf } from '../../shared/http/input/asked-for';
import { NO_CONTACT } from '../../../../common/rules/contact-key';
import { AttendanceDto } from './dto/attendance.dto';
import { ClientNoShowsView } from '../clients';
import { UpdateAppointmentDto } from './dto/update-appointment.dto';

@ApiTags('Minha Agenda (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('appointment')
export class AgendaController {
  constructor(private readonly agenda: AgendaService) {}

  @Post('admin/create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Agenda um cliente pelo barbeiro (no balcão ou por telefone), com as regras do agendamento online' })
  @ApiOkResponse({ type: AppointmentView, description: 'O agendamento feito pelo barbeiro (cliente no balcão ou por telefone)' })
  @ApiErrors(400, 403, 404, conflict(...BOOKING_CONFLICT_CODES))
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: AdminCreateAppointmentDto): Promise<AppointmentView> {
    const { hour, clientContact = NO_CONTACT, ...rest } = body;
    return this.agenda.create(current, bookingTargetOf(rest), hour, { ...rest, clientContact });
  }

  @Get('get/user/:userId')
  @ApiOperation({ summary: 'Lista os agendamentos ativos de um barbeiro, em ordem (o dono lê os de qualquer barbeiro)' })
  @ApiOkResponse({ type: AppointmentView, isArray: true, description: 'Os agendamentos ativos do barbeiro, em ordem' })
  @ApiErrors(400, 403)
  listAll(@CurrentBarber() current: AuthenticatedBarber, @Param('userId', UuidParam) userId: string): Promise<AppointmentView[]> {
    return this.agenda.listAll(current, userId);
  }

  @Get('admin/get/month/:month/:barberId')
  @ApiOperation({ summary: 'Lista os agendamentos ativos de um barbeiro no mês, por dia e horário' })
  @ApiOkResponse({ type: AgendaAppointmentView, isArray: true, description: 'Os agendamentos ativos do mês, por dia e horário' })
  @ApiErrors(400, 403)
  listMonth(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param() params: MonthPathParams,
    @Query() query: YearQuery,
  ): Promise<AgendaAppointmentView[]> {
    return this.agenda.listMonth(current, params.barberId, params.month, query.year);
  }

  @Get('admin/get/day/:day')
  @ApiOperation({ summary: 'Lista os agendamentos ativos do próprio barbeiro num dia' })
  @ApiOkResponse({ type: AgendaAppointmentView, isArray: true, description: 'Os agendamentos ativos do barbeiro no dia' })
  @ApiErrors(400)
  listDay(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param() params: DayPathParams,
    @Query() query: MonthYearQuery,
  ): Promise<AgendaAppointmentView[]> {
    return this.agenda.listDay(current, params.day, query.month, query.year);
  }

  @Get('admin/timeline/:barberId')
  @ApiOperation({ summary: 'Lê dias seguidos da agenda de um barbeiro, horário a horário, com os agendamentos de cada dia' })
  @ApiOkResponse({
    type: AgendaTimelineView,
    description: 'Dias seguidos da agenda, horário a horário (agendado, bloqueado, livre, passado, fechado), com os agendamentos de cada dia',
  })
  @ApiErrors(400, 403, 404)
  timeline(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param() params: BarberPathParam,
    @Query() query: TimelineQuery,
  ): Promise<AgendaTimelineView> {
    const { days = 1, ...from } = query;
    return this.agenda.timeline(current, params.barberId, from, days);
  }

  @Get('admin/availability')
  @ApiOperation({ summary: 'Lista os horários livres para um novo agendamento pelo barbeiro; hoje inclui o horário em andamento' })
  @ApiOkResponse({
    type: AvailabilityView,
    description: 'Os horários livres para um novo agendamento do barbeiro; hoje inclui o horário em andamento (encaixe)',
  })
  @ApiErrors(400, 403, 404)
  availabilityForWalkIn(@CurrentBarber() current: AuthenticatedBarber, @Query() query: AvailabilityQuery): Promise<AvailabilityView> {
    return this.agenda.availabilityForNew(current, bookingTargetOf(query));
  }

  @Get('admin/get/next/:barberId')
  @ApiOperation({ summary: 'Lê o próximo agendamento do barbeiro a partir de agora (null quando não há)' })
  // `nullable: true` beside `type` would write `oneOf: [$ref, { type: 'null' }]`, which OpenAPI 3.0 lacks: its way is a nullable object wrapping the $ref.
  @ApiOkResponse({
    schema: { type: 'object', allOf: [{ $ref: getSchemaPath(AppointmentView) }], nullable: true },
    description: 'O próximo agendamento a partir de agora, ou null',
  })
  @ApiErrors(400, 403)
  next(@CurrentBarber() current: AuthenticatedBarber, @Param('barberId', UuidParam) barberId: string): Promise<AppointmentView | null> {
    return this.agenda.next(current, barberId);
  }

  @Get('admin/outside-hours/:barberId')
  @ApiOperation({ summary: 'Lista os agendamentos futuros que ficaram fora do horário de atendimento atual do barbeiro' })
  @ApiOkResponse({
    type: AppointmentView,
    isArray: true,
    description: 'Os agendamentos de agora em diante fora do horário de atendimento atual do barbeiro (o horário mudou depois), em ordem',
  })
  @ApiErrors(400, 403)
  outsideHours(@CurrentBarber() current: AuthenticatedBarber, @Param('barberId', UuidParam) barberId: string): Promise<AppointmentView[]> {
    return this.agenda.outsideHours(current, barberId);
  }

  @Get('admin/availability/:id')
  @ApiOperation({ summary: 'Lista os horários livres para mover um agendamento (os horários dele mesmo contam como livres)' })
  @ApiOkResponse({ type: AvailabilityView, description: 'Os horários livres para mover este agendamento (os seus próprios contam como livres)' })
  @ApiErrors(400, 403, 404, conflict('APPOINTMENT_CANCELLED'))
  availabilityForMove(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('id', UuidParam) id: string,
    @Query() query: MoveAvailabilityQuery,
  ): Promise<AvailabilityView> {
    return this.agenda.availabilityForMove(current, id, serviceDayOf(query));
  }

  @Get('admin/no-shows/:contact')
  @ApiOperation({ summary: 'Conta as faltas de um contato nos agendamentos do próprio barbeiro' })
  @ApiOkResponse({ type: ClientNoShowsView, description: 'As faltas deste contato nos agendamentos do barbeiro' })
  @ApiErrors(400)
  noShows(@CurrentBarber() current: AuthenticatedBarber, @Param('contact', ContactParam) contact: string): Promise<ClientNoShowsView> {
    return this.agenda.noShowsOf(current, contact);
  }

  @Put('admin/attendance/:id')
  @ApiOperation({ summary: 'Marca se o cliente compareceu ou faltou a um agendamento que já começou' })
  @ApiOkResponse({ type: AppointmentView, description: 'Marca comparecimento ou falta de um agendamento passado (409 antes do horário)' })
  @ApiErrors(400, 403, 404, conflict('APPOINTMENT_NOT_PAST', 'APPOINTMENT_CANCELLED'))
  markAttendance(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('id', UuidParam) id: string,
    @Body() body: AttendanceDto,
  ): Promise<AppointmentView> {
    return this.agenda.markAttendance(current, id, body.attendance);
  }

  @Get('admin/get/:id')
  @ApiOperation({ summary: 'Lê um agendamento da agenda (os cancelados pelo cliente incluídos; os da lixeira não)' })
  @ApiOkResponse({ type: AppointmentView, description: 'Um agendamento da agenda (os cancelados pelo cliente incluídos; os da lixeira não)' })
  @ApiErrors(400, 403, 404)
  get(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string): Promise<AppointmentView> {
    return this.agenda.get(current, id);
  }

  @Put('admin/update')
  @ApiOperation({ summary: 'Altera um agendamento: os dados do cliente e, pelas regras do agendamento, dia, horário ou serviço' })
  @ApiOkResponse({ type: AppointmentView, description: 'O agendamento alterado' })
  @ApiErrors(400, 403, 404, conflict(...BOOKING_CONFLICT_CODES, 'APPOINTMENT_CANCELLED'))
  update(@CurrentBarber() current: AuthenticatedBarber, @Body() body: UpdateAppointmentDto): Promise<AppointmentView> {
    const { id, hour, day, month, year, jobId, clientName, clientContact = NO_CONTACT, previousPayment, userId } = body;
    return this.agenda.update(current, id, { hour, day, month, year, serviceId: jobId }, { clientName, clientContact, previousPayment }, userId);
  }
}
