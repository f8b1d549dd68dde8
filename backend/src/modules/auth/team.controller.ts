import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { UuidParam } from '../../shared/http/uuid-param';
import { BarberAccountView } from './dto/barber.view';
import { CreateBarberDto, UpdateBarberDto } from './dto/credentials.dto';
import { TeamService, UpdatedBarber } from './team.service';

@ApiTags('Equipe (admin)')
@ApiBearerAuth()
@Controller('auth')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get('team')
  list(@CurrentBarber() current: AuthenticatedBarber): Promise<BarberAccountView[]> {
    return this.team.list(current);
  }

  @Post('create')
  @HttpCode(200)
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CreateBarberDto): Promise<{ id: string; username: string }> {
    return this.team.create(current, body.username, body.password);
  }

  @Put('update/:id')
  update(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string, @Body() body: UpdateBarberDto): Promise<UpdatedBarber> {
    return this.team.update(current, id, body);
  }
}
