import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in reais typed the Brazilian way (R$ 1.234,50): two decimals, never negative, never above `max`. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      placeholder="R$ 0,00"
      prefix="R$ "
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      clampBehavior="strict"
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
