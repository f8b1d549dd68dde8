import { Button, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Warm brass, the accent of the shop. */
const brass: MantineColorsTuple = ['#fdf6e9', '#f6e8cc', '#edd29c', '#e3bb69', '#dba843', '#d69c2c', '#c98f22', '#b07b19', '#9c6c12', '#865b06'];

/** Dark shades tinted brown: dark[0] is the text colour, dark[7] the page background. */
const espresso: MantineColorsTuple = ['#efe7dd', '#d2c6b8', '#b4a595', '#857666', '#4d423a', '#3a312b', '#2b241f', '#1e1915', '#17130f', '#100d0a'];

export const theme = createTheme({
  primaryColor: 'brass',
  primaryShade: 4,
  autoContrast: true,
  colors: { brass, dark: espresso },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  components: {
    // Long Portuguese labels wrap on a narrow phone instead of being cut off.
    Button: Button.extend({
      defaultProps: { size: 'lg' },
      styles: {
        root: {
          height: 'auto',
          // Every button is a 44 px target at least, the compact ones too (the shop's rule for a finger on a phone).
          minHeight: 'max(var(--button-height), 44px)',
          paddingBlock: 6,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25, overflow: 'visible' },
      },
    }),
    // Modal, sheet, alert and toast close buttons are icon-only: give them a name, and a 44 px target.
    CloseButton: { defaultProps: { 'aria-label': 'Fechar' }, styles: { root: { minWidth: 44, minHeight: 44 } } },
    // The show-password toggle (a pressed/not pressed button): a Portuguese name for screen readers, a 44 px target.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } },
      styles: { visibilityToggle: { minWidth: 44, minHeight: 44 } },
    },
    // A chip (the weekdays to copy a day to) is a 44 px target.
    Chip: { styles: { label: { height: 'auto', minHeight: 44 } } },
    // Um dia / Período and the like: each choice a 44 px target.
    SegmentedControl: { styles: { label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } } },
    TextInput: { defaultProps: { size: 'lg' } },
    NativeSelect: { defaultProps: { size: 'lg' } },
  },
});
