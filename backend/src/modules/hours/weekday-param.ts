import { Injectable, PipeTransform } from '@nestjs/common';
import { parseWeekday } from './domain/weekday';

/** A weekday in a path: 0 (Sunday) to 6 (Saturday); anything else is a 400 VALIDATION_ERROR. */
@Injectable()
export class WeekdayParam implements PipeTransform<string, number> {
  transform(value: string): number {
    return parseWeekday(value);
  }
}
