import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../shared/http/uuid-param';
import { BarbersService } from './barbers.service';
import { BarberView } from './dto/barber.view';

@ApiTags('Barbeiros')
@Controller('auth')
export class AuthController {
  constructor(private readonly barbers: BarbersService) {}

  @Get()
  list(): Promise<BarberView[]> {
    return this.barbers.listBookable();
  }

  @Get(':id')
  get(@Param('id', UuidParam) id: string): Promise<BarberView> {
    return this.barbers.getActive(id);
  }
}
