import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { CreateJobDto, UpdateJobDto } from './dto/job.dto';
import { ServiceDeletedView, ServiceView } from './dto/service.view';
import { ServiceAdmin } from './service-admin.service';

/** The barber's own services. The list is the public GET job/listByUser/{userId}. */
@ApiTags('Serviços (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('job')
export class ServicesAdminController {
  constructor(private readonly services: ServiceAdmin) {}

  @Post('create/:userId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cria um serviço do próprio barbeiro: nome, valor e se ocupa dois horários' })
  @ApiOkResponse({ type: ServiceView, description: 'O serviço novo' })
  @ApiErrors(400, 403)
  create(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('userId', UuidParam) userId: string,
    @Body() body: CreateJobDto,
  ): Promise<ServiceView> {
    return this.services.create(current, userId, body);
  }

  @Put('update/:jobId')
  @ApiOperation({ summary: 'Altera um serviço do próprio barbeiro' })
  @ApiOkResponse({ type: ServiceView, description: 'O serviço alterado' })
  @ApiErrors(400, 403, 404)
  update(
    @CurrentBarber() current: AuthenticatedBarber,
    @Param('jobId', UuidParam) serviceId: string,
    @Body() body: UpdateJobDto,
  ): Promise<ServiceView> {
    return this.services.update(current, serviceId, body);
  }

  @Delete('delete/:jobId')
  @ApiOperation({ summary: 'Apaga um serviço do próprio barbeiro; um serviço com agendamentos é desativado em vez de apagado' })
  @ApiOkResponse({ type: ServiceDeletedView, description: 'Apagado, ou desativado quando tem agendamentos' })
  @ApiErrors(400, 403, 404)
  delete(@CurrentBarber() current: AuthenticatedBarber, @Param('jobId', UuidParam) serviceId: string): Promise<ServiceDeletedView> {
    return this.services.delete(current, serviceId);
  }
}
