import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { IconId, IconLock, IconUser } from '@tabler/icons-react';
import { NEW_PASSWORD_HINT } from '../../lib/validation/username-rules';

/** The inputs of a barber's credentials, the same on login, Meus Dados and Equipe; labels can be overridden. */
export function UsernameInput(props: TextInputProps) {
  return <TextInput label="Usuário" size="lg" autoComplete="username" leftSection={<IconUser size={18} aria-hidden />} {...props} />;
}

/** The name clients see (the booking steps, their pages, pushes); the username stays the login. */
export function DisplayNameInput(props: TextInputProps) {
  return (
    <TextInput
      label="Nome para os clientes"
      description="É o nome que aparece para quem agenda."
      size="lg"
      autoComplete="nickname"
      leftSection={<IconId size={18} aria-hidden />}
      {...props}
    />
  );
}

export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Senha atual" size="lg" autoComplete="current-password" leftSection={<IconLock size={18} aria-hidden />} {...props} />;
}

export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Nova senha" description={NEW_PASSWORD_HINT} size="lg" autoComplete="new-password" {...props} />;
}
