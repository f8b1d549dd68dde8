/**
 * A ref for what appears below the summary when Confirmar is tapped (why it failed, the question before a second booking):
 * brought into view as it appears, above the button that stays at the bottom of a small screen.
 */
export const bringIntoView = (node: HTMLElement | null) => node?.scrollIntoView({ block: 'center' });
