import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../shared/auth/public.decorator';
import { ContactParam } from '../../shared/http/contact-param';
import { BookingService } from './booking.service';
import { ClientLookupService } from './client-lookup.service';
import { AppointmentView, AvailabilityView } from './dto/appointment.view';
import { AvailabilityQuery } from './dto/availability.query';
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
  availability(@Query() query: AvailabilityQuery): Promise<AvailabilityView> {
    return this.booking.availability(query);
  }

  @Post('appointment/create')
  @HttpCode(200)
  create(@Body() body: CreateAppointmentDto): Promise<AppointmentView> {
    const { hour, ...rest } = body;
    return this.booking.bookOnline(rest, hour, rest);
  }

  @Post('appointment/verifyExist')
  @HttpCode(200)
  verifyExist(@Body() body: VerifyExistDto): Promise<boolean> {
    return this.lookup.exists(body);
  }

  @Get('appointment/consultByClientContact/:contact')
  @UseGuards(ThrottlerGuard)
  consultByClientContact(@Param('contact', ContactParam) contact: string): Promise<AppointmentView[]> {
    return this.lookup.byContact(contact);
  }
}
