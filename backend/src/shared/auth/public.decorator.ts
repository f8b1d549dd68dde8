import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Marks a route anonymous clients may call; every other route needs a valid bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
