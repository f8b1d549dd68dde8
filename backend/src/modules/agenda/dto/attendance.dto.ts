import { IsIn } from '../../../shared/http/input/validators';
import { ApiProperty } from '../../../shared/http/api-docs';
import { Attendance } from '../../booking';

/** The barber's mark on a past appointment: the client came, did not come, or null to clear it. */
export class AttendanceDto {
  @ApiProperty({ enum: ['attended', 'no_show'], nullable: true, description: 'Compareceu, faltou, ou null para desmarcar' })
  @IsIn(['attended', 'no_show', null])
  attendance: Attendance | null;
}
