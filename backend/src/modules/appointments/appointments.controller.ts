import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/public.decorator';
import { ContactParam } from '../../shared/http/contact-param';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard';
import { BookingService } from './booking.service';
import { ClientLookupService } from './client-lookup.service';
import { AppointmentView, AvailabilityView, CreatedBookingView, MonthAvailabilityView } from './dto/appointment.view';
import { AvailabilityQuery, MonthAvailabilityQuery } from './dto/availability.query';
import { CreateAppointmentDto } from './dto/create-appointment.dto';
import { VerifyExistDto } from './dto/verify-exist.dto';

@ApiTags('Agendamento (público)')
@Public()
@Controller()
export class AppointmentsController {
  constructor(
    private readonly booking: BookingService,
    private readonly lookup: ClientLookupService,
  ) {}

  @Get('availability')
  @RateLimit('availability')
  availability(@Query() query: AvailabilityQuery): Promise<AvailabilityView> {
    return this.booking.availability(query);
  }

  @Get('availability/month')
  @RateLimit('availability')
  @ApiOkResponse({
    description: 'Cada dia do mês dentro da janela de agendamento, com o número de horários livres (0: fechado, bloqueado ou lotado)',
  })
  monthAvailability(@Query() query: MonthAvailabilityQuery): Promise<MonthAvailabilityView> {
    return this.booking.monthAvailability(query);
  }

  @Post('appointment/create')
  @RateLimit('booking')
  @HttpCode(200)
  create(@Body() body: CreateAppointmentDto): Promise<CreatedBookingView> {
    const { hour, ...rest } = body;
    return this.booking.bookOnline(rest, hour, rest);
  }

  @Post('appointment/verifyExist')
  @RateLimit('lookup')
  @HttpCode(200)
  verifyExist(@Body() body: VerifyExistDto): Promise<boolean> {
    return this.lookup.exists(body);
  }

  @Get('appointment/consultByClientContact/:contact')
  @RateLimit('lookup')
  consultByClientContact(@Param('contact', ContactParam) contact: string): Promise<AppointmentView[]> {
    return this.lookup.byContact(contact);
  }
}
