import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { Public } from '../../shared/auth/public.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { ServiceView } from './dto/service.view';
import { ServiceCatalog } from './service-catalog.service';

@ApiTags('Serviços')
@Public()
@Controller('job')
export class ServicesController {
  constructor(private readonly services: ServiceCatalog) {}

  @Get('listByUser/:userId')
  @ApiOperation({ summary: 'Lista os serviços ativos de um barbeiro' })
  @ApiOkResponse({ type: ServiceView, isArray: true, description: 'Os serviços ativos do barbeiro' })
  @ApiErrors(400)
  listByUser(@Param('userId', UuidParam) userId: string): Promise<ServiceView[]> {
    return this.services.listActiveByBarber(userId);
  }

  @Get('get/:jobId')
  @ApiOperation({ summary: 'Lê um serviço ativo pelo id' })
  @ApiOkResponse({ type: ServiceView, description: 'Um serviço ativo' })
  @ApiErrors(400, 404)
  get(@Param('jobId', UuidParam) serviceId: string): Promise<ServiceView> {
    return this.services.getActive(serviceId);
  }
}
