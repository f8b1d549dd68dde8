const DOUBLE_SERVICE_NAMES = ['corte e barba', 'barba e corte', 'cabelo e barba', 'barba e cabelo'];

/** A service is double if flagged so, or if its name says it is haircut and beard (docs/product.md#services). */
export function isDoubleService(name: string, doubleTime: boolean): boolean {
  const lowerName = name.toLocaleLowerCase('pt-BR');
  return doubleTime || DOUBLE_SERVICE_NAMES.some((phrase) => lowerName.includes(phrase));
}
