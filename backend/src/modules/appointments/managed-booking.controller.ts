import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/public.decorator';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard';
import { ManagedBookingService } from './managed-booking.service';
import { AvailabilityView } from './dto/appointment.view';
import { MoveAvailabilityQuery } from './dto/availability.query';
import { ManagedBookingView } from './dto/managed-booking.view';
import { ManageTokenParam } from './dto/manage-token.param';
import { MoveBookingDto } from './dto/move-booking.dto';
import { PushSubscriptionDto } from './dto/push-subscription.dto';

/** Anonymous calls authorised by the token; every call counts against the per-address `manage` limit (RATE_LIMIT_MANAGE). */
@ApiTags('Agendamento (cliente com o link de gerenciamento)')
@ApiParam({ name: 'token', description: 'O manageToken recebido ao agendar' })
@Public()
@Controller('appointment/manage/:token')
export class ManagedBookingController {
  constructor(private readonly managed: ManagedBookingService) {}

  @Get()
  @RateLimit('manage')
  @Header('Cache-Control', 'no-store')
  get(@Param('token', ManageTokenParam) token: string): Promise<ManagedBookingView> {
    return this.managed.get(token);
  }

  @Get('availability')
  @RateLimit('manage')
  @ApiOkResponse({ description: 'Os horários livres para mover este agendamento (os seus próprios contam como livres)' })
  availability(@Param('token', ManageTokenParam) token: string, @Query() query: MoveAvailabilityQuery): Promise<AvailabilityView> {
    return this.managed.availability(token, query);
  }

  @Put()
  @RateLimit('manage')
  move(@Param('token', ManageTokenParam) token: string, @Body() body: MoveBookingDto): Promise<ManagedBookingView> {
    const { day, month, year, hour, jobId } = body;
    return this.managed.move(token, { day, month, year, hour, jobId });
  }

  /** This device gets the booking's confirmation of the subscription, its reminders and the barber's notices from now on. */
  @Put('push')
  @RateLimit('manage')
  subscribe(@Param('token', ManageTokenParam) token: string, @Body() body: PushSubscriptionDto): Promise<ManagedBookingView> {
    return this.managed.subscribeToPush(token, body);
  }

  @Post('cancel')
  @RateLimit('manage')
  @HttpCode(200)
  cancel(@Param('token', ManageTokenParam) token: string): Promise<ManagedBookingView> {
    return this.managed.cancel(token);
  }

  @Get('calendar.ics')
  @RateLimit('manage')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'O agendamento como arquivo iCalendar (um VEVENT, horários em UTC)' })
  async calendar(@Param('token', ManageTokenParam) token: string): Promise<StreamableFile> {
    const ics = await this.managed.calendar(token);
    return new StreamableFile(Buffer.from(ics, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      disposition: 'attachment; filename="agendamento.ics"',
    });
  }
}
