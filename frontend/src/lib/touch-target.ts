/**
 * A switch's whole row (its track and label, one `<label>`) at least 44 px high: the smallest target a
 * finger hits reliably. Spread into a Mantine Switch's `styles`.
 */
export const SWITCH_TOUCH_STYLES = { body: { minHeight: 44, alignItems: 'center' } } as const;
