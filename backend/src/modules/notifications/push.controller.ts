import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
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
  @ApiOperation({ summary: 'Lê a chave pública (VAPID) com que os navegadores se inscrevem nas notificações' })
  @ApiOkResponse({ type: PublicKeyView })
  publicKey(): PublicKeyView {
    return { publicKey: this.config.vapid.publicKey };
  }

  @ApiOperation({ summary: 'Liga as notificações do barbeiro neste aparelho' })
  @ApiBearerAuth()
  @Post('subscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: PushDeviceStateView, description: 'Este aparelho passa a receber as notificações do barbeiro' })
  @ApiErrors({ status: 400, description: 'VALIDATION_ERROR: inscrição inválida ou de um serviço de notificações não aceito' }, 401)
  subscribe(@CurrentBarber() current: AuthenticatedBarber, @Body() body: PushDeviceDto): Promise<PushDeviceStateView> {
    return this.devices.subscribe(current, body);
  }

  @ApiOperation({ summary: 'Desliga as notificações do barbeiro neste aparelho' })
  @ApiBearerAuth()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: PushDeviceStateView, description: 'Este aparelho deixa de receber as notificações do barbeiro' })
  @ApiErrors(400, 401)
  unsubscribe(@CurrentBarber() current: AuthenticatedBarber, @Body() body: PushDeviceEndpointDto): Promise<PushDeviceStateView> {
    return this.devices.unsubscribe(current, body.endpoint);
  }
}
