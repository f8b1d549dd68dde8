import type * as ClassValidator from 'class-validator';
import type { ValidatorPackage } from '@nestjs/common/interfaces/external/validator-package.interface';

type ClassValidatorApi = typeof ClassValidator;

/**
 * class-validator's decorators and functions the DTOs use, each required from its own module. The package's index
 * requires every one of its decorators and, with them, libphonenumber-js's full metadata and validator.js: 270 modules
 * and 3.6 MiB of heap for the life of the process, against 0.45 MiB for the parts used here. The decorators register in
 * class-validator's one global metadata storage, as the index's do. DTOs import them from here (eslint.config.mjs).
 */
function part<Name extends keyof ClassValidatorApi>(file: string, name: Name): ClassValidatorApi[Name] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module of the package's build, which its types don't name
  return (require(`class-validator/cjs/${file}`) as ClassValidatorApi)[name];
}

export const Allow = part('decorator/common/Allow', 'Allow');
export const IsDefined = part('decorator/common/IsDefined', 'IsDefined');
export const IsIn = part('decorator/common/IsIn', 'IsIn');
export const IsOptional = part('decorator/common/IsOptional', 'IsOptional');
export const ValidateBy = part('decorator/common/ValidateBy', 'ValidateBy');
export const ValidateIf = part('decorator/common/ValidateIf', 'ValidateIf');
export const ValidateNested = part('decorator/common/ValidateNested', 'ValidateNested');

export const IsArray = part('decorator/typechecker/IsArray', 'IsArray');
export const IsBoolean = part('decorator/typechecker/IsBoolean', 'IsBoolean');
export const IsInt = part('decorator/typechecker/IsInt', 'IsInt');
export const IsNumber = part('decorator/typechecker/IsNumber', 'IsNumber');
export const IsObject = part('decorator/typechecker/IsObject', 'IsObject');
export const IsString = part('decorator/typechecker/IsString', 'IsString');

export const IsEmail = part('decorator/string/IsEmail', 'IsEmail');
export const IsUUID = part('decorator/string/IsUUID', 'IsUUID');
export const isUUID = part('decorator/string/IsUUID', 'isUUID');
export const Length = part('decorator/string/Length', 'Length');
export const Matches = part('decorator/string/Matches', 'Matches');
export const MaxLength = part('decorator/string/MaxLength', 'MaxLength');
export const MinLength = part('decorator/string/MinLength', 'MinLength');

export const Max = part('decorator/number/Max', 'Max');
export const Min = part('decorator/number/Min', 'Min');

export const ArrayMaxSize = part('decorator/array/ArrayMaxSize', 'ArrayMaxSize');
export const ArrayMinSize = part('decorator/array/ArrayMinSize', 'ArrayMinSize');
export const ArrayNotEmpty = part('decorator/array/ArrayNotEmpty', 'ArrayNotEmpty');
export const ArrayUnique = part('decorator/array/ArrayUnique', 'ArrayUnique');

export const getMetadataStorage = part('metadata/MetadataStorage', 'getMetadataStorage');

const Validator = part('validation/Validator', 'Validator');
const getFromContainer = part('container', 'getFromContainer');

/**
 * What ValidationPipe calls class-validator for (its `validatorPackage` option; it requires the index otherwise): the
 * validation, as the index's `validate` does it, and the metadata storage.
 */
export const validatorPackage: ValidatorPackage & Pick<ClassValidatorApi, 'getMetadataStorage'> = {
  validate: (object, options) => getFromContainer(Validator).validate(object as object, options),
  getMetadataStorage,
};
