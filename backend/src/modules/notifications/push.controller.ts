import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { BarberDevicesService } from './barber-devices.service';
import { PublicKeyView, PushDeviceDto, PushDeviceEndpointDto, PushDeviceStateView } from './dto/push-device.dto';

@ApiTags('Notificações')
@Controller('push')
export class PushController {
  constructor(
    private readonly devices: BarberDevicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key browsers subscribe with (the client on the confirmation step, the barber in the admin area). */
  @Public()
  @Get('public-key')
  publicKey(): PublicKeyView {
    return { publicKey: this.config.vapid.publicKey };
  }

  @ApiBearerAuth()
  @Post('subscribe')
  @HttpCode(200)
  subscribe(@CurrentBarber() current: AuthenticatedBarber, @Body() body: PushDeviceDto): Promise<PushDeviceStateView> {
    return this.devices.subscribe(current, body);
  }

  @ApiBearerAuth()
  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@CurrentBarber() current: AuthenticatedBarber, @Body() body: PushDeviceEndpointDto): Promise<PushDeviceStateView> {
    return this.devices.unsubscribe(current, body.endpoint);
  }
}
