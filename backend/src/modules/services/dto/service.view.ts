import { ApiProperty, ApiSchema } from '../../../shared/http/api-docs';
import { Service } from '../domain/service.entity';
import { centsToReais } from '../../../shared/money/money';

/** A service as the API shows it: value in reais. The API's schema keeps the spec's word, `JobView`. */
@ApiSchema({ name: 'JobView' })
export class ServiceView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ example: 35, description: 'Em reais' })
  value: number;

  @ApiProperty({ description: 'Marcado pelo barbeiro como duplo (o valor guardado, o que o formulário edita)' })
  doubleTime: boolean;

  @ApiProperty({ description: 'Ocupa dois horários seguidos: marcado como duplo, ou o nome diz corte e barba' })
  takesTwoSlots: boolean;

  @ApiProperty()
  active: boolean;

  @ApiProperty({ description: 'Marcado pelo barbeiro: pede o sinal por Pix quando a barbearia cobra sinal dos serviços marcados' })
  depositRequired: boolean;
}

/** The answer to a delete: a service with appointments is deactivated instead of erased (the API's `JobDeletedView`). */
@ApiSchema({ name: 'JobDeletedView' })
export class ServiceDeletedView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'boolean', enum: [true] })
  deleted: true;

  @ApiProperty({ description: 'true: o serviço tem agendamentos e foi desativado em vez de apagado' })
  deactivated: boolean;
}

export function toServiceView(service: Service): ServiceView {
  return {
    id: service.id,
    name: service.name,
    value: centsToReais(service.valueCents),
    doubleTime: service.doubleTime,
    takesTwoSlots: service.takesTwoSlots,
    active: service.active,
    depositRequired: service.depositRequired,
  };
}
